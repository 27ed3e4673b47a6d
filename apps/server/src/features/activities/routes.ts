import type { Principal } from '@ctp/auth';
import {
  type ActivityData,
  appendAudit,
  correctActivityData,
  createActivityData,
  getActivityData,
  getFacility,
  listActivityData,
  type OrganizationScope,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { actorOf, principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';

/**
 * A quantity as a decimal string: at most 24 digits before and after the point, so every accepted
 * value is stored exactly (the store keeps 50 significant digits). Never a JSON number.
 */
const Quantity = z
  .string()
  .regex(/^\d{1,24}(\.\d{1,24})?$/, 'a non-negative decimal string such as "1234.5"')
  .openapi({ example: '12345.678901234567891' });

const activityFields = {
  category: z
    .string()
    .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/, 'a dotted lower-case category such as "stationary_combustion"'),
  quantity: Quantity,
  unit: z.string().trim().min(1).max(50),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  facilityId: z.uuid().nullable().optional(),
  region: z
    .string()
    .regex(/^(GLOBAL|[A-Z][A-Z_]+|[A-Z]{2}(-[A-Z0-9]+)*)$/, 'a region code such as "US-CA"')
    .nullable()
    .optional(),
  // Any JSON values (the body is parsed JSON); z.json() is recursive and breaks the OpenAPI generator.
  attributes: z
    .record(z.string().min(1).max(200), z.unknown())
    .optional()
    .openapi({ description: 'Free-form JSON attributes used by the algorithms (fuel type, …).' }),
  dataQuality: z.enum(['measured', 'calculated', 'estimated']).optional(),
  sourceDocument: z.string().trim().min(1).max(1000).nullable().optional(),
};

const periodOrder = <T extends { periodStart: string; periodEnd: string }>(v: T) =>
  v.periodEnd >= v.periodStart;
const periodIssue = { path: ['periodEnd'], message: 'is before periodStart' };

export const ActivityCreate = z
  .strictObject(activityFields)
  .refine(periodOrder, periodIssue)
  .openapi('ActivityCreate');

export const ActivityCorrection = z
  .strictObject({
    ...activityFields,
    reason: z.string().trim().min(1).max(2000).openapi({ description: 'Why the activity is corrected.' }),
  })
  .refine(periodOrder, periodIssue)
  .openapi('ActivityCorrection', {
    description: 'The complete new content of the activity, and the reason for the correction.',
  });

/** The fields of one stored activity version, as every activity answer shows them. */
export const activityVersionFields = {
  id: z.uuid(),
  version: z.number().int(),
  supersedesId: z.uuid().nullable(),
  supersededAt: z.string().nullable(),
  supersededBy: z.uuid().nullable(),
  category: z.string(),
  quantity: z.string().openapi({ description: 'Exact decimal, without exponent or trailing zeros.' }),
  unit: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  facilityId: z.uuid().nullable(),
  region: z.string().nullable(),
  attributes: z.record(z.string(), z.unknown()),
  dataQuality: z.enum(['measured', 'calculated', 'estimated']),
  sourceDocument: z.string().nullable(),
  enteredBy: z.uuid().nullable(),
  createdAt: z.string(),
};

const ActivityView = z
  .object({
    ...activityVersionFields,
    lineageId: z.uuid().openapi({ description: 'Id of version 1; every correction keeps it.' }),
    correctionReason: z.string().nullable(),
  })
  .openapi('Activity');

const ListQuery = PageQuery.extend({
  includeSuperseded: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'Also list superseded versions (default: current versions only).' }),
  category: z.string().max(200).optional(),
  facilityId: z.uuid().optional(),
  periodFrom: z.iso.date().optional().openapi({ description: 'Activities whose period ends on or after.' }),
  periodTo: z.iso.date().optional().openapi({ description: 'Activities whose period starts on or before.' }),
});

/** An activity version as the API shows it (dates as ISO strings, attributes copied). */
export function activityView(a: ActivityData): z.infer<typeof ActivityView> {
  return {
    id: a.id,
    lineageId: a.lineageId,
    version: a.version,
    supersedesId: a.supersedesId,
    supersededAt: a.supersededAt?.toISOString() ?? null,
    supersededBy: a.supersededBy,
    category: a.category,
    quantity: a.quantity,
    unit: a.unit,
    periodStart: a.periodStart,
    periodEnd: a.periodEnd,
    facilityId: a.facilityId,
    region: a.region,
    attributes: { ...a.attributes },
    dataQuality: a.dataQuality,
    sourceDocument: a.sourceDocument,
    enteredBy: a.enteredBy,
    correctionReason: a.correctionReason,
    createdAt: a.createdAt.toISOString(),
  };
}

type Fields = z.infer<typeof ActivityCreate>;

/** The store input of a validated body: `enteredBy` is the caller, never a body field. */
async function storeInput(scope: OrganizationScope, principal: Principal, input: Fields) {
  // A facility of another organization does not exist for the caller: 404, not a foreign-key error.
  if (input.facilityId != null) await getFacility(scope, input.facilityId);
  return {
    category: input.category,
    quantity: input.quantity,
    unit: input.unit,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    facilityId: input.facilityId ?? null,
    region: input.region ?? null,
    // The body is parsed JSON, so every attribute value is a JSON value.
    attributes: (input.attributes ?? {}) as Record<string, never>,
    ...(input.dataQuality ? { dataQuality: input.dataQuality } : {}),
    sourceDocument: input.sourceDocument ?? null,
    enteredBy: principal.userId ?? null,
  };
}

/**
 * `POST`, `GET /api/activities`, `GET /api/activities/{id}` and
 * `POST /api/activities/{id}/corrections` (a new version supersedes the old; never an in-place edit).
 */
export function activitiesModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/activities',
        tags: ['Activity data'],
        summary: 'Record activity data (version 1)',
        description:
          'With an `Idempotency-Key` header, a retry with the same key returns the activity created the first time (200, `Idempotent-Replayed: true`) instead of a duplicate.',
        ...accessOf('POST', '/api/activities'),
        request: {
          headers: z.object({
            'idempotency-key': z.string().min(1).max(255).optional().openapi({
              description: 'Makes a retried create return the first activity (1–255 characters).',
            }),
          }),
          body: { required: true, content: { 'application/json': { schema: ActivityCreate } } },
        },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: ActivityView } } },
          200: {
            description: 'Created earlier with the same idempotency key',
            content: { 'application/json': { schema: ActivityView } },
          },
          400: problem('Invalid body or header'),
          404: problem('No such facility in this organization'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const input = c.req.valid('json');
        const key = c.req.valid('header')['idempotency-key'] ?? null;
        const result = await withOrganization(db, principal.organizationId, async (scope) => {
          const outcome = await createActivityData(scope, await storeInput(scope, principal, input), {
            idempotencyKey: key,
          });
          if (outcome.created) {
            await appendAudit(scope, {
              ...actorOf(principal),
              action: 'activity.create',
              entityType: 'activity',
              entityId: outcome.activity.id,
              details: {
                category: outcome.activity.category,
                quantity: outcome.activity.quantity,
                unit: outcome.activity.unit,
                periodStart: outcome.activity.periodStart,
                periodEnd: outcome.activity.periodEnd,
                idempotencyKey: key,
              },
              requestId: c.var.requestId,
            });
          }
          return outcome;
        });
        if (result.created) return c.json(activityView(result.activity), 201);
        return c.json(activityView(result.activity), 200, { 'idempotent-replayed': 'true' });
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/activities',
        tags: ['Activity data'],
        summary: 'Activity data in creation order (current versions unless includeSuperseded=true)',
        ...accessOf('GET', '/api/activities'),
        request: { query: ListQuery },
        responses: {
          200: { description: 'One page', content: { 'application/json': { schema: pageOf(ActivityView) } } },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const q = c.req.valid('query');
        const page = await withOrganization(db, principal.organizationId, (scope) =>
          listActivityData(scope, {
            limit: q.limit,
            cursor: q.cursor ?? null,
            includeSuperseded: q.includeSuperseded === 'true',
            ...(q.category !== undefined ? { category: q.category } : {}),
            ...(q.facilityId !== undefined ? { facilityId: q.facilityId } : {}),
            ...(q.periodFrom !== undefined ? { periodFrom: q.periodFrom } : {}),
            ...(q.periodTo !== undefined ? { periodTo: q.periodTo } : {}),
          }),
        );
        return c.json({ items: page.items.map(activityView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/activities/{id}',
        tags: ['Activity data'],
        summary: 'One version of an activity, current or superseded',
        ...accessOf('GET', '/api/activities/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The activity', content: { 'application/json': { schema: ActivityView } } },
          404: problem('No such activity in this organization'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const activity = await withOrganization(db, principal.organizationId, (scope) =>
          getActivityData(scope, id),
        );
        return c.json(activityView(activity), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/activities/{id}/corrections',
        tags: ['Activity data'],
        summary: 'Correct an activity by a new version that supersedes it (the old one stays readable)',
        ...accessOf('POST', '/api/activities/{id}/corrections'),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: ActivityCorrection } } },
        },
        responses: {
          201: { description: 'The new version', content: { 'application/json': { schema: ActivityView } } },
          400: problem('Invalid body'),
          404: problem('No such activity (or facility) in this organization'),
          409: problem('The activity is already superseded: correct its current version'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const { reason, ...fields } = c.req.valid('json');
        const corrected = await withOrganization(db, principal.organizationId, async (scope) => {
          const next = await correctActivityData(
            scope,
            id,
            await storeInput(scope, principal, fields),
            reason,
          );
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'activity.correct',
            entityType: 'activity',
            entityId: next.id,
            details: {
              supersedes: id,
              lineageId: next.lineageId,
              version: next.version,
              reason,
              quantity: next.quantity,
              unit: next.unit,
            },
            requestId: c.var.requestId,
          });
          return next;
        });
        return c.json(activityView(corrected), 201);
      },
    );
  };
}
