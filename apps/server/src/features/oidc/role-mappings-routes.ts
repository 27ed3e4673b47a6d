import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json } from '../../http/openapi-parts.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { RoleMappingBody, RoleMappingPatch, RoleMappingView, view } from './role-mappings-schemas.js';
import { roleMappingsService } from './role-mappings-service.js';

const TAGS = ['Single sign-on'];

/** `GET|POST /api/admin/role-mappings`, `PATCH|DELETE /api/admin/role-mappings/{id}` (ORG_ADMIN, audited). */
export function roleMappingsModule(runtime: Runtime): ApiModule {
  const mappings = roleMappingsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/admin/role-mappings',
        tags: TAGS,
        summary: 'Role mappings in evaluation order (highest priority first)',
        ...accessOf('GET', '/api/admin/role-mappings'),
        request: { query: z.object({ authConfigId: z.uuid().optional() }) },
        responses: {
          200: { description: 'Mappings', ...json(z.object({ items: z.array(RoleMappingView) })) },
        },
      }),
      async (c) => {
        const items = await mappings.list(callerOf(c), c.req.valid('query').authConfigId);
        return c.json({ items: items.map(view) }, 200);
      },
    );

    const routes = resourceRoutes(app, { path: '/api/admin/role-mappings', tags: TAGS });
    routes.create({
      summary: 'Add a role mapping (ORG_ADMIN, ORG_MEMBER, AUDITOR or READ_ONLY)',
      body: RoleMappingBody,
      view: RoleMappingView,
      problems: {
        400: 'Invalid mapping',
        404: 'No such configuration in this organization',
        409: 'A default mapping already exists',
      },
      handle: async (caller, body) => view(await mappings.create(caller, body)),
    });
    routes.update({
      summary: 'Change a role mapping',
      body: RoleMappingPatch,
      view: RoleMappingView,
      returns: 'Changed',
      problems: { 400: 'Invalid mapping', 404: 'No such mapping in this organization' },
      handle: async (caller, id, body) => view(await mappings.update(caller, id, body)),
    });
    routes.remove({
      summary: 'Remove a role mapping',
      problems: { 404: 'No such mapping in this organization' },
      handle: (caller, id) => mappings.remove(caller, id),
    });
  };
}
