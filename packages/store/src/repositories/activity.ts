import { z } from 'zod';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import {
  type ActivityData,
  type ActivityDataInput,
  ActivityDataInputSchema,
  activityColumns,
  toActivityData,
} from './activity-schema.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

const IdempotencyKeySchema = z.string().min(1).max(255).nullable().default(null);

/**
 * Creates version 1 of an activity. With an `idempotencyKey`, a retry with the same key returns
 * the row created the first time instead of a duplicate (`created: false`).
 */
export async function createActivityData(
  scope: OrganizationScope,
  input: ActivityDataInput,
  options: { idempotencyKey?: string | null } = {},
): Promise<{ activity: ActivityData; created: boolean }> {
  const data = parseInput('activity data', ActivityDataInputSchema, input);
  const key = parseInput('idempotency key', IdempotencyKeySchema, options.idempotencyKey ?? null);
  const id = uuidv7();
  const row = await scope.db
    .insertInto('raw_activity_data')
    .values({
      id,
      organization_id: scope.organizationId,
      lineage_id: id,
      version: 1,
      supersedes_id: null,
      idempotency_key: key,
      created_at: new Date(),
      ...activityColumns(data),
    })
    .onConflict((oc) =>
      oc.columns(['organization_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (row !== undefined) return { activity: toActivityData(row), created: true };
  const existing = await scope.db
    .selectFrom('raw_activity_data')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return { activity: toActivityData(existing), created: false };
}

/** One version of an activity, current or superseded. @throws NotFoundError */
export async function getActivityData(scope: OrganizationScope, id: string): Promise<ActivityData> {
  const activityId = parseInput('activity id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('raw_activity_data')
    .selectAll()
    .where('id', '=', activityId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('activity data', activityId);
  return toActivityData(row);
}

export const ListActivityOptionsSchema = PageOptionsSchema.extend({
  /** Include superseded versions (default: current versions only). */
  includeSuperseded: z.boolean().default(false),
  category: z.string().optional(),
  facilityId: z.uuid().optional(),
  /** Activities whose period overlaps `[periodFrom, periodTo]`. */
  periodFrom: z.iso.date().optional(),
  periodTo: z.iso.date().optional(),
}).strict();

/** Activities in creation order with a stable cursor (ties on `created_at` are ordered by id). */
export async function listActivityData(
  scope: OrganizationScope,
  options: z.input<typeof ListActivityOptionsSchema> = {},
): Promise<Page<ActivityData>> {
  const o = parseInput('list options', ListActivityOptionsSchema, options);
  let query = scope.db.selectFrom('raw_activity_data').selectAll();
  if (!o.includeSuperseded) query = query.where('superseded_at', 'is', null);
  if (o.category !== undefined) query = query.where('category', '=', o.category);
  if (o.facilityId !== undefined) query = query.where('facility_id', '=', o.facilityId);
  if (o.periodFrom !== undefined) query = query.where('period_end', '>=', o.periodFrom);
  if (o.periodTo !== undefined) query = query.where('period_start', '<=', o.periodTo);
  return fetchPage(query, o, toActivityData);
}

/** Every version of the activity `lineageId`, oldest first. */
export async function listActivityVersions(
  scope: OrganizationScope,
  lineageId: string,
): Promise<ActivityData[]> {
  const id = parseInput('lineage id', z.uuid(), lineageId);
  const rows = await scope.db
    .selectFrom('raw_activity_data')
    .selectAll()
    .where('lineage_id', '=', id)
    .orderBy('version')
    .execute();
  return rows.map(toActivityData);
}
