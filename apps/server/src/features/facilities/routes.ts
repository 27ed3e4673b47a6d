import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { FacilityCreate, FacilityUpdate, FacilityView, view } from './schemas.js';
import { facilitiesService } from './service.js';

/** `POST`, `GET /api/facilities`, `GET` and `PATCH /api/facilities/{id}` (the store has no delete). */
export function facilitiesModule(runtime: Runtime): ApiModule {
  const facilities = facilitiesService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/facilities',
        tags: ['Facilities'],
        summary: 'Create a facility',
        ...accessOf('POST', '/api/facilities'),
        request: { body: { required: true, content: { 'application/json': { schema: FacilityCreate } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: FacilityView } } },
          400: problem('Invalid body'),
        },
      }),
      async (c) => {
        const facility = await facilities.create(callerOf(c), c.req.valid('json'));
        return c.json(view(facility), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/facilities',
        tags: ['Facilities'],
        summary: "The organization's facilities in creation order",
        ...accessOf('GET', '/api/facilities'),
        request: { query: PageQuery },
        responses: {
          200: { description: 'One page', content: { 'application/json': { schema: pageOf(FacilityView) } } },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await facilities.list(callerOf(c), { limit, cursor: cursor ?? null });
        return c.json({ items: page.items.map(view), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/facilities/{id}',
        tags: ['Facilities'],
        summary: 'A facility',
        ...accessOf('GET', '/api/facilities/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The facility', content: { 'application/json': { schema: FacilityView } } },
          404: problem('No such facility in this organization'),
        },
      }),
      async (c) => {
        const facility = await facilities.get(callerOf(c), c.req.valid('param').id);
        return c.json(view(facility), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: '/api/facilities/{id}',
        tags: ['Facilities'],
        summary: 'Update a facility (only the fields given; null clears an optional field)',
        ...accessOf('PATCH', '/api/facilities/{id}'),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: FacilityUpdate } } },
        },
        responses: {
          200: { description: 'Updated', content: { 'application/json': { schema: FacilityView } } },
          400: problem('Invalid body'),
          404: problem('No such facility in this organization'),
        },
      }),
      async (c) => {
        const facility = await facilities.update(callerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json(view(facility), 200);
      },
    );
  };
}
