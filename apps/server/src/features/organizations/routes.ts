import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { PROBLEM_MEDIA_TYPE, ProblemSchema } from '../../http/problem.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { OrganizationUpdate, OrganizationView, view } from './schemas.js';
import { organizationsService } from './service.js';

/** `GET` and `PATCH /api/organizations/current`: the caller's own organization. */
export function organizationsModule(runtime: Runtime): ApiModule {
  const organizations = organizationsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/organizations/current',
        tags: ['Organizations'],
        summary: "The caller's organization",
        ...accessOf('GET', '/api/organizations/current'),
        responses: {
          200: {
            description: 'The organization',
            content: { 'application/json': { schema: OrganizationView } },
          },
        },
      }),
      async (c) => {
        const org = await organizations.current(callerOf(c));
        return c.json(view(org), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: '/api/organizations/current',
        tags: ['Organizations'],
        summary: "Update the caller's organization (name, settings; slug and publicOrgId are fixed)",
        ...accessOf('PATCH', '/api/organizations/current'),
        request: {
          body: { required: true, content: { 'application/json': { schema: OrganizationUpdate } } },
        },
        responses: {
          200: { description: 'Updated', content: { 'application/json': { schema: OrganizationView } } },
          400: { description: 'Invalid body', content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } } },
        },
      }),
      async (c) => {
        const org = await organizations.update(callerOf(c), c.req.valid('json'));
        return c.json(view(org), 200);
      },
    );
  };
}
