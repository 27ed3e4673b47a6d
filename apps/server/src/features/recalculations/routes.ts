import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { RecalculationPreviewRequest, runView } from '../calculations/index.js';
import { AcceptedView, PreviewView, previewView } from './schemas.js';
import { recalculationsService } from './service.js';

/**
 * Recalculation with other dataset versions: `POST /api/recalculations/preview` (writers: it
 * changes no result), `GET /api/recalculations/{id}` (the preview, its items a page at a time) and
 * `POST /api/recalculations/{id}/accept` (ORG_ADMIN only: stores exactly the previewed records).
 */
export function recalculationsModule(runtime: Runtime): ApiModule {
  const recalculations = recalculationsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/recalculations/preview',
        tags: ['Recalculations'],
        summary: 'Preview a recalculation with other dataset versions (stores no result)',
        description:
          'Recalculates the selection with `datasetPins` and stores the outcome as a preview (it expires after 24 hours): per result the old and new CO2e and the delta, and the total delta by scope. Stored results do not change until an ORG_ADMIN accepts the preview.',
        ...accessOf('POST', '/api/recalculations/preview'),
        request: {
          query: PageQuery,
          body: { required: true, content: { 'application/json': { schema: RecalculationPreviewRequest } } },
        },
        responses: {
          201: { description: 'The preview', content: { 'application/json': { schema: PreviewView } } },
          400: problem('Invalid body'),
          422: problem('A pinned dataset version is not loaded, or the GWP set cannot be used'),
        },
      }),
      async (c) => {
        const { limit } = c.req.valid('query');
        const { preview, items } = await recalculations.preview(callerOf(c), c.req.valid('json'), limit);
        return c.json(previewView(preview, items), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/recalculations/{id}',
        tags: ['Recalculations'],
        summary: 'A recalculation preview and one page of its results',
        ...accessOf('GET', '/api/recalculations/{id}'),
        request: { params: IdParam, query: PageQuery },
        responses: {
          200: { description: 'The preview', content: { 'application/json': { schema: PreviewView } } },
          400: problem('Invalid query'),
          404: problem('No such preview in this organization'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const { preview, items } = await recalculations.get(callerOf(c), c.req.valid('param').id, {
          limit,
          cursor: cursor ?? null,
        });
        return c.json(previewView(preview, items), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/recalculations/{id}/accept',
        tags: ['Recalculations'],
        summary: 'Accept a preview: store exactly its results, superseding the old ones',
        description:
          'The old results stay readable (`includeSuperseded=true`) and point at their successors. Refused when the preview was accepted already (409 preview-accepted), no longer matches the stored results (409 preview-stale) or has expired (410 preview-expired).',
        ...accessOf('POST', '/api/recalculations/{id}/accept'),
        request: { params: IdParam },
        responses: {
          201: {
            description: 'The recalculation run',
            content: { 'application/json': { schema: AcceptedView } },
          },
          404: problem('No such preview in this organization'),
          409: problem('Already accepted, or out of date'),
          410: problem('Expired'),
        },
      }),
      async (c) => {
        const { accepted, run } = await recalculations.accept(callerOf(c), c.req.valid('param').id);
        return c.json(
          { previewId: accepted.previewId, superseded: accepted.superseded, run: runView(run) },
          201,
        );
      },
    );
  };
}
