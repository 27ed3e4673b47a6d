import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json, problem, problems } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { attachmentDisposition } from '../reports/index.js';
import { EVIDENCE_MAX_BYTES, EVIDENCE_MEDIA_TYPES, evidenceMediaType, readEvidenceBody } from './limits.js';
import {
  ContentParams,
  EvidenceFileView,
  EvidenceListView,
  EvidenceParams,
  fileView,
  itemsView,
  ListQuery,
  subjectOf,
  UploadQuery,
  VersionQuery,
} from './schemas.js';
import { evidenceService, type ReadUpload } from './service.js';

const TAGS = ['Evidence'];
const PATH = '/api/evidence';
const binary = z.string().openapi({ format: 'binary' });
/** The request body of an upload: the file's bytes, as any allowed type. */
const uploadBody = {
  required: true,
  description: `The file’s bytes (at most ${EVIDENCE_MAX_BYTES} bytes); \`Content-Type\` is its media type.`,
  content: Object.fromEntries(Object.keys(EVIDENCE_MEDIA_TYPES).map((type) => [type, { schema: binary }])),
};
const refusals = {
  413: problem(`The file is larger than ${EVIDENCE_MAX_BYTES} bytes (evidence-too-large)`),
  415: problem('The type is not allowed, or the bytes are not of that type (evidence-media-type)'),
};
/** The upload of a request: its type is checked before its body is read. */
const readUpload =
  (request: Request, fileName: string): ReadUpload =>
  async () => {
    const mediaType = evidenceMediaType(request.headers.get('content-type') ?? undefined);
    return { fileName, mediaType, bytes: await readEvidenceBody(request) };
  };
const READ_BODY = 'The upload’s body is the file itself; its name and kind are query parameters.';

/**
 * Evidence files on activities and facilities: upload (`POST /api/evidence`), a new version
 * (`POST /api/evidence/{id}/versions`), the list of a subject (`GET /api/evidence`) and one version's
 * bytes (`GET /api/evidence/{id}/versions/{version}/content`). Instruments do not exist yet.
 */
export function evidenceModule(runtime: Runtime): ApiModule {
  const evidence = evidenceService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: PATH,
        tags: TAGS,
        summary:
          'Attach a file (invoice, meter reading, certificate, contract) to an activity, a facility or an instrument',
        description: `${READ_BODY} Evidence attaches to activities, facilities and Scope 2 instruments. The bytes are stored once with their SHA-256, size and media type and never altered: a changed file is a new version.`,
        ...accessOf('POST', PATH),
        request: { query: UploadQuery, body: uploadBody },
        responses: {
          201: { description: 'The first version of the new evidence item', ...json(EvidenceFileView) },
          ...problems({
            400: 'Invalid query',
            404: 'No such activity, facility or instrument in this organization',
          }),
          ...refusals,
        },
      }),
      async (c) => {
        const query = c.req.valid('query');
        const { kind, fileName } = query;
        const subject = subjectOf(query);
        const file = await evidence.upload(callerOf(c), subject, kind, readUpload(c.req.raw, fileName));
        return c.json(fileView(file), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: `${PATH}/{id}/versions`,
        tags: TAGS,
        summary: 'Upload a new version of an evidence item (same subject and kind)',
        description: READ_BODY,
        ...accessOf('POST', `${PATH}/{id}/versions`),
        request: { params: EvidenceParams, query: VersionQuery, body: uploadBody },
        responses: {
          201: { description: 'The new version', ...json(EvidenceFileView) },
          ...problems({
            400: 'Invalid query',
            404: 'No such evidence in this organization',
            409: 'Another version was added at the same time',
          }),
          ...refusals,
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { fileName } = c.req.valid('query');
        const file = await evidence.addVersion(callerOf(c), id, readUpload(c.req.raw, fileName));
        return c.json(fileView(file), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: PATH,
        tags: TAGS,
        summary:
          'The evidence of an activity (across its versions), a facility or an instrument, with every version',
        ...accessOf('GET', PATH),
        request: { query: ListQuery },
        responses: {
          200: { description: 'Items in upload order', ...json(EvidenceListView) },
          ...problems({
            400: 'Invalid query',
            404: 'No such activity, facility or instrument in this organization',
          }),
        },
      }),
      async (c) => {
        const subject = subjectOf(c.req.valid('query'));
        return c.json({ items: itemsView(await evidence.list(callerOf(c), subject)) }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: `${PATH}/{id}/versions/{version}/content`,
        tags: TAGS,
        summary: 'Download one version of an evidence file',
        description:
          'Served as an attachment with its stored media type, `X-Content-Type-Options: nosniff`, and its SHA-256 as the `ETag` (checked against the stored bytes before sending).',
        ...accessOf('GET', `${PATH}/{id}/versions/{version}/content`),
        request: { params: ContentParams },
        responses: {
          200: { description: 'The file, as an attachment' },
          ...problems({ 400: 'Invalid parameters', 404: 'No such evidence version in this organization' }),
        },
      }),
      async (c) => {
        const { id, version } = c.req.valid('param');
        const { file, object } = await evidence.download(callerOf(c), id, version);
        return new Response(object.bytes, {
          status: 200,
          headers: {
            'content-type': file.mediaType,
            'content-disposition': attachmentDisposition(file.fileName),
            'content-length': String(object.bytes.byteLength),
            'x-content-type-options': 'nosniff',
            etag: `"${file.sha256}"`,
            'cache-control': 'private, max-age=31536000, immutable',
          },
        }) as never;
      },
    );
  };
}
