import { INITIATIVE_STATUSES, parseInitiative, transitionInitiative } from '@ctp/forecast';
import {
  appendAudit,
  archiveInitiative,
  createInitiative,
  getInitiative,
  listInitiatives,
  type StoredInitiative,
  updateInitiative,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { actorOf, principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';

const TAGS = ['Forecasting'];
const PATH = '/api/forecasting/initiatives';
const scope = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The fields of a @ctp/forecast ReductionInitiative other than its id (the stored id is used). */
const initiativeFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).optional(),
  status: z.enum(INITIATIVE_STATUSES).optional().openapi({ description: 'Default `planned`.' }),
  impact: z.looseObject({ type: z.enum(['absolute', 'percentage']) }).openapi({
    description: '`{ type: "absolute", tonnesPerYear }` or `{ type: "percentage", percent }`.',
  }),
  scope,
  category: z.string().min(1).max(200).optional(),
  facilities: z.array(z.string().min(1)).max(1000).optional(),
  implementationStart: z.string().max(10).openapi({ description: 'ISO date or `YYYY-MM`.' }),
  rampUpMonths: z.int().min(0).max(600).optional(),
  capex: z.number().min(0).optional(),
  opexPerYear: z.number().min(0).optional(),
  savingsPerYear: z.number().min(0).optional(),
  lifetimeYears: z.int().min(1).max(100).optional(),
};
const InitiativeCreate = z.strictObject(initiativeFields).openapi('ReductionInitiativeCreate');
const InitiativeUpdate = z
  .strictObject({
    name: initiativeFields.name.optional(),
    description: initiativeFields.description,
    status: initiativeFields.status.openapi({
      description: 'planned → in_progress → completed, and in_progress → planned; others are refused (409).',
    }),
    impact: initiativeFields.impact.optional(),
    scope: scope.optional(),
    category: initiativeFields.category,
    facilities: initiativeFields.facilities,
    implementationStart: initiativeFields.implementationStart.optional(),
    rampUpMonths: initiativeFields.rampUpMonths,
    capex: initiativeFields.capex,
    opexPerYear: initiativeFields.opexPerYear,
    savingsPerYear: initiativeFields.savingsPerYear,
    lifetimeYears: initiativeFields.lifetimeYears,
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field is required' })
  .openapi('ReductionInitiativeUpdate');
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

/** Checks an initiative with @ctp/forecast (422 `invalid-forecast-input`) and splits what is stored. */
function checked(fields: Record<string, unknown>) {
  const { id: _id, name, status, ...definition } = parseInitiative({ ...fields, id: 'initiative' });
  return { name, status, definition: JSON.parse(JSON.stringify(definition)) as Record<string, never> };
}

/** Reduction initiatives of the organization: create, list, read, update (status rules enforced), archive. */
export function forecastingInitiativesModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        const principal = principalOf(c);
        const input = checked(c.req.valid('json'));
        const created = await withOrganization(db, principal.organizationId, async (s) => {
          const i = await createInitiative(s, { ...input, createdBy: principal.userId ?? null });
          await appendAudit(s, {
            ...actorOf(principal),
            action: 'forecast_initiative.create',
            entityType: 'reduction_initiative',
            entityId: i.id,
            details: { name: i.name, status: i.status, definition: input.definition },
            requestId: c.var.requestId,
          });
          return i;
        });
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
        const page = await withOrganization(db, principalOf(c).organizationId, (s) =>
          listInitiatives(s, { limit, cursor: cursor ?? null }),
        );
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
        const { id } = c.req.valid('param');
        const i = await withOrganization(db, principalOf(c).organizationId, (s) => getInitiative(s, id));
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const updated = await withOrganization(db, principal.organizationId, async (s) => {
          // Locked: a concurrent change cannot slip between the transition check and the update.
          const before = await getInitiative(s, id, { forUpdate: true });
          if (body.status !== undefined && body.status !== before.status) {
            transitionInitiative({ id, status: before.status }, body.status);
          }
          const next = checked({ ...before.definition, name: before.name, status: before.status, ...body });
          const i = await updateInitiative(s, id, next);
          await appendAudit(s, {
            ...actorOf(principal),
            action:
              body.status !== undefined && body.status !== before.status
                ? 'forecast_initiative.transition'
                : 'forecast_initiative.update',
            entityType: 'reduction_initiative',
            entityId: i.id,
            details: {
              fields: Object.keys(body),
              before: {
                name: before.name,
                status: before.status,
                definition: { ...before.definition },
              } as never,
              after: { name: i.name, status: i.status, definition: { ...i.definition } } as never,
            },
            requestId: c.var.requestId,
          });
          return i;
        });
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const archived = await withOrganization(db, principal.organizationId, async (s) => {
          const i = await archiveInitiative(s, id);
          await appendAudit(s, {
            ...actorOf(principal),
            action: 'forecast_initiative.archive',
            entityType: 'reduction_initiative',
            entityId: i.id,
            details: { name: i.name, status: i.status },
            requestId: c.var.requestId,
          });
          return i;
        });
        return c.json(view(archived), 200);
      },
    );
  };
}
