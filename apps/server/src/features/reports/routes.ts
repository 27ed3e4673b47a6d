import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, json, jsonBody, problems } from '../../http/openapi-parts.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { attachmentDisposition } from './download-name.js';
import { FormatParam, ReportCreate } from './schemas.js';
import { reportsService } from './service.js';
import { ReportStatusView, ReportView, reportView, statusView } from './views.js';

const TAGS = ['Reports'];
const PATH = '/api/reports';

/**
 * Reports: request one (the job `generate` is queued in the same transaction as the report row and
 * its verification code), list, read with the job's state, poll progress, download artifacts.
 */
export function reportsModule(runtime: Runtime): ApiModule {
  const reports = reportsService(runtime);
  const publicUrl = runtime.config.publicUrl;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: PATH,
        tags: TAGS,
        summary: 'Request a report: creates it with its verification code and queues its generation',
        description:
          'The latest version of the framework is used; the report records it and the template version. ' +
          'Generation runs in a worker; poll `GET /api/reports/{id}/status`. A complete report never changes: ' +
          'to regenerate, request a new report.',
        ...accessOf('POST', PATH),
        request: { body: jsonBody(ReportCreate) },
        responses: {
          202: { description: 'Queued', ...json(ReportView) },
          ...problems({
            400: 'Invalid body',
            404: 'No such template in this organization',
            422: 'Unknown framework, or a template that cannot be used',
          }),
        },
      }),
      async (c) => {
        const { report, job } = await reports.request(callerOf(c), c.req.valid('json'));
        return c.json(reportView(report, job, publicUrl), 202, {
          location: `${PATH}/${report.id}`,
        });
      },
    );

    const routes = resourceRoutes(app, { path: PATH, tags: TAGS });
    routes.list({
      summary: "The organization's reports, oldest first",
      item: ReportView,
      returns: 'One page of reports (without job details: read one report for those)',
      problems: { 400: 'Invalid query' },
      handle: async (caller, page) =>
        viewPage(await reports.list(caller, page), (r) => reportView(r, null, publicUrl)),
    });
    routes.get({
      summary: 'A report with its job status, artifacts and hashes',
      view: ReportView,
      returns: 'The report',
      problems: { 404: 'No such report in this organization' },
      handle: async (caller, id) => {
        const { report, job } = await reports.get(caller, id);
        return reportView(report, job, publicUrl);
      },
    });

    app.openapi(
      createRoute({
        method: 'get',
        path: `${PATH}/{id}/status`,
        tags: TAGS,
        summary: 'Progress of a report, for polling',
        description:
          'Steps: 10 `Collecting data...`, 30 `Mapping to framework...`, 50 `Rendering template...`, 70 `Generating PDF...`, ' +
          '90 `Uploading artifacts...`, 100 `Complete`. A retried attempt starts again at 10 (`steps` keeps every attempt).',
        ...accessOf('GET', `${PATH}/{id}/status`),
        request: { params: IdParam },
        responses: {
          200: { description: 'Progress', ...json(ReportStatusView) },
          ...problems({ 404: 'No such report in this organization' }),
        },
      }),
      async (c) => {
        const { report, job } = await reports.get(callerOf(c), c.req.valid('param').id);
        return c.json(statusView(report, job), 200, { 'cache-control': 'no-store' });
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: `${PATH}/{id}/download/{format}`,
        tags: TAGS,
        summary: 'Download one artifact of a complete report',
        description:
          'Formats: `pdf` (report.pdf), `html` (report.html), `json` (data.json), `csv` (emissions.csv), ' +
          '`activity-csv` (activity-data.csv), `methodology` (methodology.md). The `ETag` is the SHA-256 of the file, ' +
          'as listed by the public verification lookup. The file is offered under a name that says organization, framework ' +
          'and period (`{slug}_{framework}_{period}_{file}`, e.g. `acme_tcfd_2025_report.pdf`; the period is the year ' +
          'for a calendar year, else `{start}_{end}`); verification uses the file names listed above.',
        ...accessOf('GET', `${PATH}/{id}/download/{format}`),
        request: { params: FormatParam },
        responses: {
          200: { description: 'The file, as an attachment' },
          ...problems({ 404: 'No such report in this organization', 409: 'The report is not complete' }),
        },
      }),
      async (c) => {
        const { id, format } = c.req.valid('param');
        const { artifact, bytes, name } = await reports.download(callerOf(c), id, format);
        return new Response(bytes, {
          status: 200,
          headers: {
            'content-type': artifact.contentType,
            'content-disposition': attachmentDisposition(name),
            'content-length': String(bytes.byteLength),
            etag: `"${artifact.sha256}"`,
            'cache-control': 'private, max-age=31536000, immutable',
          },
        }) as never;
      },
    );
  };
}
