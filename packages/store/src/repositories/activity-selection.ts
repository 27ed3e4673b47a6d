import { randomBytes } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { RawActivityDataTable } from '../database/activity.js';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { type ActivityData, toActivityData } from './activity-schema.js';

/**
 * Which activities a calculation takes: the current versions whose period starts inside
 * `[periodStart, periodEnd]` (the engine dates an activity by its period start, so an annual activity
 * belongs to the run of its year, not to each month's), optionally of some facilities only; or
 * named activity versions.
 */
export const ActivitySelectionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('period'),
      periodStart: z.iso.date(),
      periodEnd: z.iso.date(),
      facilityIds: z.array(z.uuid()).min(1).optional(),
    })
    .strict()
    .refine((s) => s.periodEnd >= s.periodStart, { path: ['periodEnd'], message: 'is before periodStart' }),
  z.object({ kind: z.literal('activities'), activityIds: z.array(z.uuid()).min(1) }).strict(),
]);
export type ActivitySelection = z.output<typeof ActivitySelectionSchema>;

type PeriodSelection = Extract<ActivitySelection, { kind: 'period' }>;

/** The current activity versions of a period selection (the rows a period run calculates). */
function periodActivities(scope: OrganizationScope, s: PeriodSelection) {
  let query = scope.db
    .selectFrom('raw_activity_data')
    .where('superseded_at', 'is', null)
    .where('period_start', '>=', s.periodStart)
    .where('period_start', '<=', s.periodEnd);
  if (s.facilityIds !== undefined) query = query.where('facility_id', 'in', s.facilityIds);
  return query;
}

/**
 * How many activities {@link selectActivities} would yield, in one COUNT: a caller decides from it
 * whether a calculation is small enough to run in a request. Named ids count once each, found ones
 * only (other organizations' ids are never found).
 */
export async function countSelectedActivities(
  scope: OrganizationScope,
  selection: z.input<typeof ActivitySelectionSchema>,
): Promise<number> {
  const s = parseInput('activity selection', ActivitySelectionSchema, selection);
  const query =
    s.kind === 'period'
      ? periodActivities(scope, s)
      : scope.db.selectFrom('raw_activity_data').where('id', 'in', [...new Set(s.activityIds)]);
  const row = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The selected activities a chunk at a time, in id order (a cursor inside the scope's transaction,
 * so memory holds one chunk whatever the count). A `period` selection yields current
 * versions only; an `activities` selection yields every named version found, superseded ones too,
 * so the caller can say why one is not calculated. Ids of other organizations are never found.
 */
export async function* selectActivities(
  scope: OrganizationScope,
  selection: z.input<typeof ActivitySelectionSchema>,
  options: { chunkSize?: number } = {},
): AsyncGenerator<ActivityData[], void, undefined> {
  const s = parseInput('activity selection', ActivitySelectionSchema, selection);
  const size = parseInput('chunk size', z.int().min(1).max(50_000), options.chunkSize ?? 2000);
  if (s.kind === 'activities') {
    const ids = [...new Set(s.activityIds)].sort();
    for (let start = 0; start < ids.length; start += size) {
      const rows = await scope.db
        .selectFrom('raw_activity_data')
        .selectAll()
        .where('id', 'in', ids.slice(start, start + size))
        .orderBy('id')
        .execute();
      if (rows.length > 0) yield rows.map(toActivityData);
    }
    return;
  }
  const query = periodActivities(scope, s).selectAll();
  // One cursor, so one plan: a keyset query per chunk would be planned again each time, and
  // without statistics (right after an import) the planner may sort every matching row per chunk.
  const cursor = sql.raw(`ctp_selection_${randomBytes(6).toString('hex')}`);
  await sql`DECLARE ${cursor} NO SCROLL CURSOR FOR ${query.orderBy('id')}`.execute(scope.db);
  try {
    for (;;) {
      const rows = await sql<
        Selectable<RawActivityDataTable>
      >`FETCH ${sql.raw(String(size))} FROM ${cursor}`.execute(scope.db);
      if (rows.rows.length === 0) return;
      yield rows.rows.map(toActivityData);
      if (rows.rows.length < size) return;
    }
  } finally {
    // The transaction's end closes it anyway; after a failed statement CLOSE would fail too and
    // hide the original error.
    await sql`CLOSE ${cursor}`.execute(scope.db).catch(() => undefined);
  }
}
