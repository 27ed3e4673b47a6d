import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { RoleMappingBody, RoleMappingPatch, RoleMappingView, view } from './role-mappings-schemas.js';
import { roleMappingsService } from './role-mappings-service.js';

/** `GET|POST /api/admin/role-mappings`, `PATCH|DELETE /api/admin/role-mappings/{id}` (ORG_ADMIN, audited). */
export function roleMappingsModule(runtime: Runtime): ApiModule {
  const mappings = roleMappingsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/admin/role-mappings',
        tags: ['Single sign-on'],
        summary: 'Role mappings in evaluation order (highest priority first)',
        ...accessOf('GET', '/api/admin/role-mappings'),
        request: { query: z.object({ authConfigId: z.uuid().optional() }) },
        responses: {
          200: {
            description: 'Mappings',
            content: { 'application/json': { schema: z.object({ items: z.array(RoleMappingView) }) } },
          },
        },
      }),
      async (c) => {
        const items = await mappings.list(callerOf(c), c.req.valid('query').authConfigId);
        return c.json({ items: items.map(view) }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/admin/role-mappings',
        tags: ['Single sign-on'],
        summary: 'Add a role mapping (only ORG_ADMIN, ORG_MEMBER and READ_ONLY are assignable)',
        ...accessOf('POST', '/api/admin/role-mappings'),
        request: { body: { required: true, content: { 'application/json': { schema: RoleMappingBody } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: RoleMappingView } } },
          400: problem('Invalid mapping'),
          404: problem('No such configuration in this organization'),
          409: problem('A default mapping already exists'),
        },
      }),
      async (c) => {
        const created = await mappings.create(callerOf(c), c.req.valid('json'));
        return c.json(view(created), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: '/api/admin/role-mappings/{id}',
        tags: ['Single sign-on'],
        summary: 'Change a role mapping',
        ...accessOf('PATCH', '/api/admin/role-mappings/{id}'),
        request: {
          params: z.object({ id: z.uuid() }),
          body: { required: true, content: { 'application/json': { schema: RoleMappingPatch } } },
        },
        responses: {
          200: { description: 'Changed', content: { 'application/json': { schema: RoleMappingView } } },
          400: problem('Invalid mapping'),
          404: problem('No such mapping in this organization'),
        },
      }),
      async (c) => {
        const after = await mappings.update(callerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json(view(after), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'delete',
        path: '/api/admin/role-mappings/{id}',
        tags: ['Single sign-on'],
        summary: 'Remove a role mapping',
        ...accessOf('DELETE', '/api/admin/role-mappings/{id}'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: { 204: { description: 'Removed' }, 404: problem('No such mapping in this organization') },
      }),
      async (c) => {
        await mappings.remove(callerOf(c), c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
  };
}
