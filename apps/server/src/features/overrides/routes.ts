import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import { ListQuery, OverrideCreate, OverrideEnd, OverrideView, overrideView } from './schemas.js';
import { overridesService } from './service.js';

/**
 * Organization overrides of the default calculation: `POST /api/overrides` (ORG_ADMIN), approval
 * by a second ORG_ADMIN, listing and reading (every role: auditors must see them), and ending
 * from a date. Overrides are never deleted; every change is audited.
 */
export function overridesModule(runtime: Runtime): ApiModule {
  const overrides = overridesService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/overrides', tags: ['Overrides'] });
    routes.create({
      summary: 'Propose an override (it applies only after a second ORG_ADMIN approves it)',
      body: OverrideCreate,
      view: OverrideView,
      returns: 'Created, pending approval',
      problems: {
        400: 'Invalid body (the formula of a custom override included)',
        403: 'No accountable administrator behind the caller',
        422: 'Unknown category, or a methodology algorithm that is not registered for it',
      },
      handle: async (caller, body) => overrideView(await overrides.create(caller, body)),
    });
    routes.list({
      summary: "The organization's overrides, oldest first",
      query: ListQuery,
      item: OverrideView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, _page, query) => viewPage(await overrides.list(caller, query), overrideView),
    });
    routes.get({
      summary: 'An override',
      view: OverrideView,
      returns: 'The override',
      problems: { 404: 'No such override' },
      handle: async (caller, id) => overrideView(await overrides.get(caller, id)),
    });
    routes.act({
      sub: '/approve',
      summary: 'Approve an override: only an ORG_ADMIN other than its creator may',
      view: OverrideView,
      returns: 'Approved',
      problems: {
        403: 'The caller created the override (`self-approval`) or is no accountable administrator',
        404: 'No such override',
        409: 'Already approved or ended',
      },
      handle: async (caller, id) => overrideView(await overrides.approve(caller, id)),
    });
    routes.update({
      method: 'post',
      sub: '/end',
      summary: 'End an override from a date (it stays stored and readable; never deleted)',
      body: OverrideEnd,
      view: OverrideView,
      returns: 'Ended',
      problems: {
        400: 'Invalid body, or a date outside the override’s dates',
        403: 'No accountable administrator behind the caller',
        404: 'No such override',
        409: 'Already ended',
      },
      handle: async (caller, id, body) => overrideView(await overrides.end(caller, id, body)),
    });
  };
}
