import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json } from '../../http/openapi-parts.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
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
            ...json(FrameworkCatalogue),
          },
        },
      }),
      async (c) => {
        const items = await templates.frameworks(callerOf(c));
        return c.json({ items }, 200);
      },
    );

    const routes = resourceRoutes(app, { path: '/api/report-templates', tags: TAGS });
    routes.create({
      summary: 'Create a report template (version 1)',
      body: TemplateCreate,
      view: TemplateView,
      problems: { 400: 'Invalid body', 422: 'Unknown framework' },
      handle: async (caller, body) => view(await templates.create(caller, body)),
    });
    routes.list({
      summary: 'Report templates of the organization (archived ones included), current versions',
      item: TemplateView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page) => viewPage(await templates.list(caller, page), view),
    });
    routes.get({
      summary: 'A report template (current version)',
      view: TemplateView,
      returns: 'The template',
      problems: { 404: 'No such template in this organization' },
      handle: async (caller, id) => view(await templates.get(caller, id)),
    });
    routes.update({
      method: 'put',
      summary: 'Replace a template: records a new version (reports keep the version they used)',
      body: TemplateChange,
      view: TemplateView,
      returns: 'The new version',
      problems: { 400: 'Invalid body', 404: 'No such active template in this organization' },
      handle: async (caller, id, body) => view(await templates.change(caller, id, body)),
    });
    routes.get({
      sub: '/versions',
      summary: 'Every version of a template, oldest first',
      view: z.object({ items: z.array(VersionView) }),
      returns: 'The versions',
      problems: { 404: 'No such template in this organization' },
      handle: async (caller, id) => ({ items: (await templates.versions(caller, id)).map(versionView) }),
    });
    routes.archive({
      summary: 'Archive a template: new reports cannot use it; its versions stay for the reports that did',
      view: TemplateView,
      problems: { 404: 'No such template in this organization', 409: 'Already archived' },
      handle: async (caller, id) => view(await templates.archive(caller, id)),
    });
  };
}
