import { INITIATIVE_STATUSES } from '@ctp/forecast';
import type { StoredInitiative } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { InitiativeCreate, InitiativeUpdate } from './initiative-schemas.js';
import { initiativesService } from './initiatives-service.js';

const TAGS = ['Forecasting'];
const PATH = '/api/forecasting/initiatives';
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
    app.openapi(
      createRoute({
        method: 'post',
        path: PATH,
        tags: TAGS,
        summary: 'Store a reduction initiative',
        ...accessOf('POST', PATH),
        request: { body: { required: true, content: { 'application/json': { schema: InitiativeCreate } } } },
        responses: {
          201: { description: 'Stored', content: { 'application/json': { schema: InitiativeView } } },
          400: problem('Invalid body'),
          422: problem('Not a valid initiative'),
        },
      }),
      async (c) => {
        const created = await initiatives.create(callerOf(c), c.req.valid('json'));
        return c.json(view(created), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: PATH,
        tags: TAGS,
        summary: 'Active reduction initiatives, in creation order',
        ...accessOf('GET', PATH),
        request: { query: PageQuery },
        responses: {
          200: {
            description: 'One page',
            content: { 'application/json': { schema: pageOf(InitiativeView) } },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await initiatives.list(callerOf(c), { limit, cursor: cursor ?? null });
        return c.json({ items: page.items.map(view), nextCursor: page.nextCursor }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'A reduction initiative (archived ones too)',
        ...accessOf('GET', `${PATH}/{id}`),
        request: { params: IdParam },
        responses: {
          200: { description: 'The initiative', content: { 'application/json': { schema: InitiativeView } } },
          404: problem('No such initiative in this organization'),
        },
      }),
      async (c) => {
        const i = await initiatives.get(callerOf(c), c.req.valid('param').id);
        return c.json(view(i), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'Change an initiative (the fields given); a status change must follow the lifecycle',
        ...accessOf('PATCH', `${PATH}/{id}`),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: InitiativeUpdate } } },
        },
        responses: {
          200: { description: 'Updated', content: { 'application/json': { schema: InitiativeView } } },
          400: problem('Invalid body'),
          404: problem('No such active initiative in this organization'),
          409: problem('The lifecycle does not allow this status change'),
          422: problem('Not a valid initiative'),
        },
      }),
      async (c) => {
        const updated = await initiatives.update(callerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json(view(updated), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'delete',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'Archive an initiative: it leaves the list and new forecasts, and stays readable',
        ...accessOf('DELETE', `${PATH}/{id}`),
        request: { params: IdParam },
        responses: {
          200: { description: 'Archived', content: { 'application/json': { schema: InitiativeView } } },
          404: problem('No such active initiative in this organization'),
        },
      }),
      async (c) => {
        const archived = await initiatives.archive(callerOf(c), c.req.valid('param').id);
        return c.json(view(archived), 200);
      },
    );
  };
}
