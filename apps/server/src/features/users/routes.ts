import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
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
    const routes = resourceRoutes(app, { path: '/api/users', tags: ['Users'] });
    routes.list({
      summary: "The organization's users in creation order",
      item: UserView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page) => viewPage(await users.list(caller, page), view),
    });
    routes.get({
      summary: 'A user',
      view: UserView,
      returns: 'The user',
      problems: { 404: 'No such user in this organization' },
      handle: async (caller, id) => view(await users.get(caller, id)),
    });
    routes.create({
      summary: 'Create a user with a role',
      body: UserCreate,
      view: UserView,
      problems: {
        400: 'Invalid body',
        403: 'A password was given where password sign-in is disabled',
        409: 'The email is already used in this organization',
        422: 'The password does not satisfy the policy',
      },
      handle: async (caller, body) => view(await users.create(caller, body)),
    });
    routes.update({
      summary: 'Change a user’s name or role, or deactivate or reactivate them',
      description:
        'A role change or deactivation ends the user’s sessions. The last active ORG_ADMIN cannot be demoted or deactivated (409 `last-admin`).',
      body: UserUpdate,
      view: UserView,
      problems: {
        400: 'Invalid body',
        404: 'No such user in this organization',
        409: 'The change would leave the organization without an active administrator',
      },
      handle: async (caller, id, body) => view(await users.update(caller, id, body)),
    });
  };
}
