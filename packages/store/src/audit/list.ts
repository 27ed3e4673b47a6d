import { sql } from 'kysely';
import { z } from 'zod';
import { parseInput, StoreValidationError } from '../errors.js';
import type { Page } from '../repositories/pagination.js';
import type { OrganizationScope } from '../scope.js';
import type { AuditEntry } from './append.js';
import { selectAuditRows, storedAuditEntry } from './stored-entry.js';

/** Which entries {@link listAudit} returns; every filter given must hold (AND). */
export const AuditFilterSchema = z
  .object({
    /** An action (`activity.corrected`) or a family of actions by its leading segments (`activity`). */
    action: z
      .string()
      .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/, 'dotted lower-case words, such as activity or activity.corrected')
      .max(100)
      .optional(),
    entityType: z
      .string()
      .regex(/^[a-z0-9_]+$/)
      .max(100)
      .optional(),
    entityId: z.string().min(1).max(200).optional(),
    actorId: z.string().min(1).max(200).optional(),
    /** Entries at or after this instant (ISO 8601 with an offset) or the start of this day (UTC). */
    occurredFrom: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
    /** Entries before this instant, or up to the end of this day (UTC). */
    occurredTo: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  })
  .strict();
export type AuditFilter = z.input<typeof AuditFilterSchema>;

/** A day is the whole day in UTC: "to 2026-03-31" includes the 31st. */
const endOf = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? sql<Date>`(${value}::date + 1)::timestamp AT TIME ZONE 'UTC'`
    : sql<Date>`${value}::timestamptz`;
const startOf = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? sql<Date>`${value}::date::timestamp AT TIME ZONE 'UTC'`
    : sql<Date>`${value}::timestamptz`;

/**
 * Lists the scope's audit entries newest first, `limit` at a time; `cursor` is the `seq` of the
 * last entry of the previous page (as returned in `nextCursor`). Filters narrow the list by action
 * (or family of actions), entity, actor and time; days are UTC days.
 */
export async function listAudit(
  scope: OrganizationScope,
  options: { limit?: number; cursor?: string | null } & AuditFilter = {},
): Promise<Page<AuditEntry>> {
  const { limit: asked, cursor, ...rest } = options;
  const f = parseInput('audit filter', AuditFilterSchema, rest);
  const limit = Math.min(Math.max(asked ?? 50, 1), 500);
  let query = selectAuditRows(scope.db)
    .orderBy('seq', 'desc')
    .limit(limit + 1);
  if (f.action !== undefined) {
    const family = `${f.action.replaceAll('_', '\\_')}.%`;
    query = query.where((eb) => eb.or([eb('action', '=', f.action as string), eb('action', 'like', family)]));
  }
  if (f.entityType !== undefined) query = query.where('entity_type', '=', f.entityType);
  if (f.entityId !== undefined) query = query.where('entity_id', '=', f.entityId);
  if (f.actorId !== undefined) query = query.where('actor_id', '=', f.actorId);
  if (f.occurredFrom !== undefined) query = query.where('occurred_at', '>=', startOf(f.occurredFrom));
  if (f.occurredTo !== undefined) query = query.where('occurred_at', '<', endOf(f.occurredTo));
  if (cursor != null) {
    if (!/^[1-9][0-9]{0,18}$/.test(cursor)) {
      throw new StoreValidationError('cursor', [
        { path: 'cursor', message: 'not a cursor returned by this list' },
      ]);
    }
    query = query.where('seq', '<', cursor);
  }
  const rows = await query.execute();
  const items = rows.slice(0, limit).map((row): AuditEntry => {
    const { storedPrecisionHolds: _, ...entry } = storedAuditEntry(row);
    return entry;
  });
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? last.seq : null };
}
