import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { UserCreate, UserUpdate, UserView, view } from './schemas.js';
import { usersService } from './service.js';

/**
 * `GET`, `POST /api/users`, `GET` and `PATCH /api/users/{id}` (ORG_ADMIN: the list shows emails,
 * roles and sign-in times). Users are never deleted; `active: false` deactivates one.
 */
export function usersModule(runtime: Runtime): ApiModule {
  const users = usersService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/users',
        tags: ['Users'],
        summary: "The organization's users in creation order",
        ...accessOf('GET', '/api/users'),
        request: { query: PageQuery },
        responses: {
          200: { description: 'One page', content: { 'application/json': { schema: pageOf(UserView) } } },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await users.list(callerOf(c), { limit, cursor: cursor ?? null });
        return c.json({ items: page.items.map(view), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/users/{id}',
        tags: ['Users'],
        summary: 'A user',
        ...accessOf('GET', '/api/users/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The user', content: { 'application/json': { schema: UserView } } },
          404: problem('No such user in this organization'),
        },
      }),
      async (c) => {
        const user = await users.get(callerOf(c), c.req.valid('param').id);
        return c.json(view(user), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/users',
        tags: ['Users'],
        summary: 'Create a user with a role',
        ...accessOf('POST', '/api/users'),
        request: { body: { required: true, content: { 'application/json': { schema: UserCreate } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: UserView } } },
          400: problem('Invalid body'),
          403: problem('A password was given where password sign-in is disabled'),
          409: problem('The email is already used in this organization'),
          422: problem('The password does not satisfy the policy'),
        },
      }),
      async (c) => {
        const user = await users.create(callerOf(c), c.req.valid('json'));
        return c.json(view(user), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: '/api/users/{id}',
        tags: ['Users'],
        summary: 'Change a user’s name or role, or deactivate or reactivate them',
        description:
          'A role change or deactivation ends the user’s sessions. The last active ORG_ADMIN cannot be demoted or deactivated (409 `last-admin`).',
        ...accessOf('PATCH', '/api/users/{id}'),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: UserUpdate } } },
        },
        responses: {
          200: { description: 'Updated', content: { 'application/json': { schema: UserView } } },
          400: problem('Invalid body'),
          404: problem('No such user in this organization'),
          409: problem('The change would leave the organization without an active administrator'),
        },
      }),
      async (c) => {
        const user = await users.update(callerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json(view(user), 200);
      },
    );
  };
}
