import {
  appendAudit,
  createFacility,
  type Facility,
  getFacility,
  listFacilities,
  updateFacility,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { actorOf, principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';

const name = z.string().trim().min(1).max(200);
const address = z.string().trim().min(1).max(500).nullable();
const country = z
  .string()
  .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as "US"')
  .nullable();
const gridRegion = z
  .string()
  .regex(/^[A-Z][A-Z0-9_-]*$/, 'a grid region code such as "US-CAMX"')
  .nullable();

export const FacilityCreate = z
  .strictObject({
    name,
    address: address.optional(),
    country: country.optional(),
    gridRegion: gridRegion.optional().openapi({ description: 'Grid region for Scope 2 factors.' }),
  })
  .openapi('FacilityCreate');

export const FacilityUpdate = z
  .strictObject({
    name: name.optional(),
    address: address.optional(),
    country: country.optional(),
    gridRegion: gridRegion.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field is required' })
  .openapi('FacilityUpdate');

const FacilityView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    gridRegion: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Facility');

function view(f: Facility): z.infer<typeof FacilityView> {
  return {
    id: f.id,
    name: f.name,
    address: f.address,
    country: f.country,
    gridRegion: f.gridRegion,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}

/** `POST`, `GET /api/facilities`, `GET` and `PATCH /api/facilities/{id}` (the store has no delete). */
export function facilitiesModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        const principal = principalOf(c);
        const input = c.req.valid('json');
        const facility = await withOrganization(db, principal.organizationId, async (scope) => {
          const created = await createFacility(scope, input);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'facility.create',
            entityType: 'facility',
            entityId: created.id,
            details: { name: created.name, country: created.country, gridRegion: created.gridRegion },
            requestId: c.var.requestId,
          });
          return created;
        });
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
        const principal = principalOf(c);
        const { limit, cursor } = c.req.valid('query');
        const page = await withOrganization(db, principal.organizationId, (scope) =>
          listFacilities(scope, { limit, cursor: cursor ?? null }),
        );
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const facility = await withOrganization(db, principal.organizationId, (scope) =>
          getFacility(scope, id),
        );
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const facility = await withOrganization(db, principal.organizationId, async (scope) => {
          const before = await getFacility(scope, id);
          const updated = await updateFacility(scope, id, input);
          const fields = Object.keys(input) as (keyof typeof input)[];
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'facility.update',
            entityType: 'facility',
            entityId: updated.id,
            details: {
              fields,
              before: Object.fromEntries(fields.map((f) => [f, before[f]])),
              after: Object.fromEntries(fields.map((f) => [f, updated[f]])),
            },
            requestId: c.var.requestId,
          });
          return updated;
        });
        return c.json(view(facility), 200);
      },
    );
  };
}
