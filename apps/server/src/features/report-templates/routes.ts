import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  FrameworkCatalogue,
  TemplateChange,
  TemplateCreate,
  TemplateView,
  VersionView,
  versionView,
  view,
} from './schemas.js';
import { reportTemplatesService } from './service.js';

const TAGS = ['Reports'];
const PATH = '/api/report-templates';
/**
 * Report templates of the organization (cover text, logo, colours, section order, narrative text
 * per disclosure) and the framework catalogue. Every change of a template is a new immutable
 * version; a report records the version it used. ORG_ADMIN writes, every role reads.
 */
export function reportTemplatesModule(runtime: Runtime): ApiModule {
  const templates = reportTemplatesService(runtime);
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
                schema: FrameworkCatalogue,
              },
            },
          },
        },
      }),
      async (c) => {
        const items = await templates.frameworks(callerOf(c));
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
        const created = await templates.create(callerOf(c), c.req.valid('json'));
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
        const page = await templates.list(callerOf(c), { limit, cursor: cursor ?? null });
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
        const t = await templates.get(callerOf(c), c.req.valid('param').id);
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
        const changed = await templates.change(callerOf(c), c.req.valid('param').id, c.req.valid('json'));
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
        const versions = await templates.versions(callerOf(c), c.req.valid('param').id);
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
        const archived = await templates.archive(callerOf(c), c.req.valid('param').id);
        return c.json(view(archived), 200);
      },
    );
  };
}
