import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import { FacilityCreate, FacilityUpdate, FacilityView, view } from './schemas.js';
import { facilitiesService } from './service.js';

/** `POST`, `GET /api/facilities`, `GET` and `PATCH /api/facilities/{id}` (the store has no delete). */
export function facilitiesModule(runtime: Runtime): ApiModule {
  const facilities = facilitiesService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/facilities', tags: ['Facilities'] });
    routes.create({
      summary: 'Create a facility',
      body: FacilityCreate,
      view: FacilityView,
      problems: { 400: 'Invalid body' },
      handle: async (caller, body) => view(await facilities.create(caller, body)),
    });
    routes.list({
      summary: "The organization's facilities in creation order",
      item: FacilityView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page) => viewPage(await facilities.list(caller, page), view),
    });
    routes.get({
      summary: 'A facility',
      view: FacilityView,
      returns: 'The facility',
      problems: { 404: 'No such facility in this organization' },
      handle: async (caller, id) => view(await facilities.get(caller, id)),
    });
    routes.update({
      summary: 'Update a facility (only the fields given; null clears an optional field)',
      body: FacilityUpdate,
      view: FacilityView,
      problems: { 400: 'Invalid body', 404: 'No such facility in this organization' },
      handle: async (caller, id, body) => view(await facilities.update(caller, id, body)),
    });
  };
}
