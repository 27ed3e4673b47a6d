import { INITIATIVE_STATUSES } from '@ctp/forecast';
import type { StoredInitiative } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import { InitiativeCreate, InitiativeUpdate } from './initiative-schemas.js';
import { initiativesService } from './initiatives-service.js';

const InitiativeView = z
  .looseObject({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(INITIATIVE_STATUSES),
    archived: z.boolean(),
    archivedAt: z.string().nullable(),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ReductionInitiative');

function view(i: StoredInitiative): z.infer<typeof InitiativeView> {
  return {
    ...i.definition,
    id: i.id,
    name: i.name,
    status: i.status,
    archived: i.archivedAt !== null,
    archivedAt: i.archivedAt?.toISOString() ?? null,
    createdBy: i.createdBy,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

/** Reduction initiatives of the organization: create, list, read, update (status rules enforced), archive. */
export function forecastingInitiativesModule(runtime: Runtime): ApiModule {
  const initiatives = initiativesService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/forecasting/initiatives', tags: ['Forecasting'] });
    routes.create({
      summary: 'Store a reduction initiative',
      body: InitiativeCreate,
      view: InitiativeView,
      returns: 'Stored',
      problems: { 400: 'Invalid body', 422: 'Not a valid initiative' },
      handle: async (caller, body) => view(await initiatives.create(caller, body)),
    });
    routes.list({
      summary: 'Active reduction initiatives, in creation order',
      item: InitiativeView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page) => viewPage(await initiatives.list(caller, page), view),
    });
    routes.get({
      summary: 'A reduction initiative (archived ones too)',
      view: InitiativeView,
      returns: 'The initiative',
      problems: { 404: 'No such initiative in this organization' },
      handle: async (caller, id) => view(await initiatives.get(caller, id)),
    });
    routes.update({
      summary: 'Change an initiative (the fields given); a status change must follow the lifecycle',
      body: InitiativeUpdate,
      view: InitiativeView,
      problems: {
        400: 'Invalid body',
        404: 'No such active initiative in this organization',
        409: 'The lifecycle does not allow this status change',
        422: 'Not a valid initiative',
      },
      handle: async (caller, id, body) => view(await initiatives.update(caller, id, body)),
    });
    routes.archive({
      summary: 'Archive an initiative: it leaves the list and new forecasts, and stays readable',
      view: InitiativeView,
      problems: { 404: 'No such active initiative in this organization' },
      handle: async (caller, id) => view(await initiatives.archive(caller, id)),
    });
  };
}
