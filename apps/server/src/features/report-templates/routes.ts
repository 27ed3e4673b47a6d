import {
  appendAudit,
  archiveReportTemplate,
  changeReportTemplate,
  createReportTemplate,
  getReportTemplate,
  listCatalogueFrameworks,
  listReportTemplates,
  listReportTemplateVersions,
  type ReportTemplate,
  type ReportTemplateVersion,
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

const TAGS = ['Reports'];
const PATH = '/api/report-templates';
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #14532d');

/** What an organization may put in a template (the fields of @ctp/reporting's `ReportTemplateSchema`). */
export const TemplateContent = z
  .strictObject({
    sectionOrder: z.array(z.string().min(1).max(100)).max(500).optional(),
    coverText: z.string().max(5000).nullable().optional(),
    logoDataUrl: z
      .string()
      .max(1_500_000)
      .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'must be a PNG or JPEG data URL')
      .nullable()
      .optional(),
    colors: z.strictObject({ primary: hex, accent: hex }).optional(),
    narratives: z.record(z.string().min(1).max(200), z.string().max(20_000)).optional(),
  })
  .openapi('ReportTemplateContent');

const TemplateCreate = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    frameworkCode: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
    content: TemplateContent,
  })
  .openapi('ReportTemplateCreate');
const TemplateChange = z
  .strictObject({ name: z.string().trim().min(1).max(200), content: TemplateContent })
  .openapi('ReportTemplateChange');

const TemplateView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    frameworkCode: z.string(),
    version: z.number().int(),
    content: z.record(z.string(), z.unknown()),
    archived: z.boolean(),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ReportTemplate');
const VersionView = z
  .object({
    version: z.number().int(),
    name: z.string(),
    content: z.record(z.string(), z.unknown()),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
  })
  .openapi('ReportTemplateVersion');

const view = (t: ReportTemplate): z.infer<typeof TemplateView> => ({
  id: t.id,
  name: t.name,
  frameworkCode: t.frameworkCode,
  version: t.version,
  content: { ...t.content },
  archived: t.archivedAt !== null,
  createdBy: t.createdBy,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});
const versionView = (v: ReportTemplateVersion): z.infer<typeof VersionView> => ({
  version: v.version,
  name: v.name,
  content: { ...v.content },
  createdBy: v.createdBy,
  createdAt: v.createdAt.toISOString(),
});

/**
 * Report templates of the organization (cover text, logo, colours, section order, narrative text
 * per disclosure) and the framework catalogue. Every change of a template is a new immutable
 * version; a report records the version it used. ORG_ADMIN writes, every role reads.
 */
export function reportTemplatesModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/report-frameworks',
        tags: TAGS,
        summary: 'The frameworks this deployment reports in (built-in and plugin), every version',
        ...accessOf('GET', '/api/report-frameworks'),
        responses: {
          200: {
            description: 'The catalogue; `current` marks the version new reports use',
            content: {
              'application/json': {
                schema: z.object({
                  items: z.array(
                    z.object({
                      code: z.string(),
                      version: z.string(),
                      name: z.string(),
                      source: z.enum(['built-in', 'plugin']),
                      definitionHash: z.string(),
                      disclosures: z.array(z.object({ id: z.string(), title: z.string() })),
                      current: z.boolean(),
                    }),
                  ),
                }),
              },
            },
          },
        },
      }),
      async (c) => {
        const rows = await withOrganization(db, principalOf(c).organizationId, listCatalogueFrameworks);
        const items = rows
          .filter((r) => runtime.frameworks.has(r.code, r.version))
          .map((r) => {
            const fw = runtime.frameworks.get(r.code, r.version);
            return {
              code: r.code,
              version: r.version,
              name: r.name,
              source: r.source,
              definitionHash: r.definitionHash,
              disclosures: fw.disclosures.map((d) => ({ id: d.id, title: d.title })),
              current: runtime.frameworks.get(r.code).version === r.version,
            };
          });
        return c.json({ items }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: PATH,
        tags: TAGS,
        summary: 'Create a report template (version 1)',
        ...accessOf('POST', PATH),
        request: { body: { required: true, content: { 'application/json': { schema: TemplateCreate } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: TemplateView } } },
          400: problem('Invalid body'),
          422: problem('Unknown framework'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const body = c.req.valid('json');
        if (!runtime.frameworks.has(body.frameworkCode)) {
          throw new ProblemError('REPORT_FRAMEWORK_UNKNOWN', {
            detail: `no framework ${body.frameworkCode}`,
          });
        }
        const created = await withOrganization(db, principal.organizationId, async (scope) => {
          const t = await createReportTemplate(scope, {
            name: body.name,
            frameworkCode: body.frameworkCode,
            content: body.content as Record<string, never>,
            createdBy: principal.userId ?? null,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'report_template.create',
            entityType: 'report_template',
            entityId: t.id,
            details: { name: t.name, frameworkCode: t.frameworkCode, version: t.version },
            requestId: c.var.requestId,
          });
          return t;
        });
        return c.json(view(created), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: PATH,
        tags: TAGS,
        summary: 'Report templates of the organization (archived ones included), current versions',
        ...accessOf('GET', PATH),
        request: { query: PageQuery },
        responses: {
          200: {
            description: 'One page',
            content: {
              'application/json': {
                schema: z.object({ items: z.array(TemplateView), nextCursor: z.string().nullable() }),
              },
            },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          listReportTemplates(scope, { limit, cursor: cursor ?? null }),
        );
        return c.json({ items: page.items.map(view), nextCursor: page.nextCursor }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'A report template (current version)',
        ...accessOf('GET', `${PATH}/{id}`),
        request: { params: IdParam },
        responses: {
          200: { description: 'The template', content: { 'application/json': { schema: TemplateView } } },
          404: problem('No such template in this organization'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const t = await withOrganization(db, principalOf(c).organizationId, (s) => getReportTemplate(s, id));
        return c.json(view(t), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'put',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'Replace a template: records a new version (reports keep the version they used)',
        ...accessOf('PUT', `${PATH}/{id}`),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: TemplateChange } } },
        },
        responses: {
          200: { description: 'The new version', content: { 'application/json': { schema: TemplateView } } },
          400: problem('Invalid body'),
          404: problem('No such active template in this organization'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const changed = await withOrganization(db, principal.organizationId, async (scope) => {
          const t = await changeReportTemplate(scope, id, {
            name: body.name,
            content: body.content as Record<string, never>,
            createdBy: principal.userId ?? null,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'report_template.change',
            entityType: 'report_template',
            entityId: t.id,
            details: { name: t.name, version: t.version },
            requestId: c.var.requestId,
          });
          return t;
        });
        return c.json(view(changed), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: `${PATH}/{id}/versions`,
        tags: TAGS,
        summary: 'Every version of a template, oldest first',
        ...accessOf('GET', `${PATH}/{id}/versions`),
        request: { params: IdParam },
        responses: {
          200: {
            description: 'The versions',
            content: { 'application/json': { schema: z.object({ items: z.array(VersionView) }) } },
          },
          404: problem('No such template in this organization'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const versions = await withOrganization(db, principalOf(c).organizationId, (s) =>
          listReportTemplateVersions(s, id),
        );
        return c.json({ items: versions.map(versionView) }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'delete',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'Archive a template: new reports cannot use it; its versions stay for the reports that did',
        ...accessOf('DELETE', `${PATH}/{id}`),
        request: { params: IdParam },
        responses: {
          200: { description: 'Archived', content: { 'application/json': { schema: TemplateView } } },
          404: problem('No such template in this organization'),
          409: problem('Already archived'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const archived = await withOrganization(db, principal.organizationId, async (scope) => {
          const t = await archiveReportTemplate(scope, id);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'report_template.archive',
            entityType: 'report_template',
            entityId: t.id,
            details: { name: t.name, version: t.version },
            requestId: c.var.requestId,
          });
          return t;
        });
        return c.json(view(archived), 200);
      },
    );
  };
}
