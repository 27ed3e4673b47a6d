import { IsoDateSchema } from '@ctp/factors';
import { artifactForFormat, FrameworkNotFoundError, generateVerificationCode } from '@ctp/reporting';
import {
  appendAudit,
  asQueueOwner,
  createReport,
  getReport,
  getReportTemplate,
  type JobStatus,
  listReports,
  type Report,
  setReportJob,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery } from '../../http/paging.js';
import { ProblemError } from '../../http/problem.js';
import { actorOf, principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { generateReportJob } from './generate-report-job.js';
import { DOWNLOAD_FORMATS, ReportStatusView, ReportView, reportView, statusView } from './views.js';

const TAGS = ['Reports'];
const PATH = '/api/reports';

const ReportCreate = z
  .strictObject({
    frameworkCode: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
    templateId: z.uuid().optional(),
    title: z.string().trim().min(1).max(300).optional(),
  })
  .refine((b) => b.periodEnd >= b.periodStart, { path: ['periodEnd'], message: 'is before periodStart' })
  .openapi('ReportCreate');

const FormatParam = z.object({
  id: z.uuid(),
  format: z.enum(DOWNLOAD_FORMATS as unknown as [string, ...string[]]).openapi({
    description:
      '`pdf` report.pdf, `html` report.html, `json` data.json, `csv` emissions.csv, `activity-csv` activity-data.csv, `methodology` methodology.md',
  }),
});

/** The queue status of a report's job, or null (no job yet, or the queue dropped it). */
async function jobOf(runtime: Runtime, report: Report): Promise<JobStatus | null> {
  return report.queueJobId === null ? null : runtime.jobs.status(report.queueJobId);
}

/**
 * Reports: request one (the job `generate` is queued in the same transaction as the report row and
 * its verification code), list, read with the job's state, poll progress, download artifacts.
 */
export function reportsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        request: { body: { required: true, content: { 'application/json': { schema: ReportCreate } } } },
        responses: {
          202: { description: 'Queued', content: { 'application/json': { schema: ReportView } } },
          400: problem('Invalid body'),
          404: problem('No such template in this organization'),
          422: problem('Unknown framework, or a template that cannot be used'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const body = c.req.valid('json');
        let framework: ReturnType<typeof runtime.frameworks.get>;
        try {
          framework = runtime.frameworks.get(body.frameworkCode);
        } catch (error) {
          if (!(error instanceof FrameworkNotFoundError)) throw error;
          throw new ProblemError('REPORT_FRAMEWORK_UNKNOWN', {
            detail: `no framework ${body.frameworkCode}; available: ${runtime.frameworks
              .list()
              .map((f) => f.code)
              .join(', ')}`,
          });
        }
        const outcome = await withOrganization(db, principal.organizationId, async (scope) => {
          const template =
            body.templateId === undefined ? null : await getReportTemplate(scope, body.templateId);
          if (
            template !== null &&
            (template.archivedAt !== null || template.frameworkCode !== framework.code)
          ) {
            return {
              refused:
                template.archivedAt !== null
                  ? 'the template is archived'
                  : `the template is for ${template.frameworkCode}, not ${framework.code}`,
            } as const;
          }
          const year = new Date().getUTCFullYear();
          const report = await createReport(
            scope,
            {
              frameworkCode: framework.code,
              frameworkVersion: framework.version,
              templateId: template?.id ?? null,
              templateVersion: template?.version ?? null,
              title: body.title ?? `${framework.name}, ${body.periodStart} to ${body.periodEnd}`,
              periodStart: body.periodStart,
              periodEnd: body.periodEnd,
              createdBy: principal.userId ?? null,
            },
            () => generateVerificationCode(year),
          );
          const payload = {
            reportId: report.id,
            organizationId: scope.organizationId,
            frameworkCode: framework.code,
            periodStart: report.periodStart,
            periodEnd: report.periodEnd,
          };
          // Outbox: the job exists exactly when the report row does.
          const jobId = await asQueueOwner(scope, (trx) =>
            runtime.jobs.send(generateReportJob, payload, { db: trx, idempotencyKey: `report-${report.id}` }),
          );
          await setReportJob(scope, report.id, jobId);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'report.request',
            entityType: 'report',
            entityId: report.id,
            details: {
              framework: `${framework.code}@${framework.version}`,
              template: template === null ? null : `${template.id}@${template.version}`,
              periodStart: report.periodStart,
              periodEnd: report.periodEnd,
              verificationCode: report.verificationCode,
            },
            requestId: c.var.requestId,
          });
          return { report: await getReport(scope, report.id) } as const;
        });
        if ('refused' in outcome)
          throw new ProblemError('REPORT_TEMPLATE_UNUSABLE', { detail: outcome.refused });
        const job = await jobOf(runtime, outcome.report);
        return c.json(reportView(outcome.report, job, publicUrl), 202, {
          location: `${PATH}/${outcome.report.id}`,
        });
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: PATH,
        tags: TAGS,
        summary: "The organization's reports, oldest first",
        ...accessOf('GET', PATH),
        request: { query: PageQuery },
        responses: {
          200: {
            description: 'One page of reports (without job details: read one report for those)',
            content: {
              'application/json': {
                schema: z.object({ items: z.array(ReportView), nextCursor: z.string().nullable() }),
              },
            },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          listReports(scope, { limit, cursor: cursor ?? null }),
        );
        return c.json(
          { items: page.items.map((r) => reportView(r, null, publicUrl)), nextCursor: page.nextCursor },
          200,
        );
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'A report with its job status, artifacts and hashes',
        ...accessOf('GET', `${PATH}/{id}`),
        request: { params: IdParam },
        responses: {
          200: { description: 'The report', content: { 'application/json': { schema: ReportView } } },
          404: problem('No such report in this organization'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const report = await withOrganization(db, principalOf(c).organizationId, (s) => getReport(s, id));
        return c.json(reportView(report, await jobOf(runtime, report), publicUrl), 200);
      },
    );

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
          200: { description: 'Progress', content: { 'application/json': { schema: ReportStatusView } } },
          404: problem('No such report in this organization'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const report = await withOrganization(db, principalOf(c).organizationId, (s) => getReport(s, id));
        return c.json(statusView(report, await jobOf(runtime, report)), 200, { 'cache-control': 'no-store' });
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
          'as listed by the public verification lookup.',
        ...accessOf('GET', `${PATH}/{id}/download/{format}`),
        request: { params: FormatParam },
        responses: {
          200: { description: 'The file, as an attachment' },
          404: problem('No such report in this organization'),
          409: problem('The report is not complete'),
        },
      }),
      async (c) => {
        const { id, format } = c.req.valid('param');
        const report = await withOrganization(db, principalOf(c).organizationId, (s) => getReport(s, id));
        if (report.status !== 'complete' || report.artifacts === null) {
          throw new ProblemError('REPORT_NOT_COMPLETE', { detail: `the report is ${report.status}` });
        }
        const spec = artifactForFormat(format);
        const artifact = report.artifacts.find((a) => a.file === spec?.name);
        if (spec === undefined || artifact === undefined) {
          throw new ProblemError('NOT_FOUND', { detail: `the report has no ${format} artifact` });
        }
        const object = await runtime.artifacts.get(artifact.key);
        if (object === null) throw new Error(`artifact ${artifact.key} of a complete report is missing`);
        return new Response(object.bytes, {
          status: 200,
          headers: {
            'content-type': artifact.contentType,
            'content-disposition': `attachment; filename="${artifact.file}"`,
            'content-length': String(object.bytes.byteLength),
            etag: `"${artifact.sha256}"`,
            'cache-control': 'private, max-age=31536000, immutable',
          },
        }) as never;
      },
    );
  };
}
