import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { StoreValidationError } from '../errors.js';

/** One page of a list and the cursor of the next page (null on the last page). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly nextCursor: string | null;
}

/** Common list options: page size (1–500, default 50) and the cursor of a previous page. */
export const PageOptionsSchema = z.object({
  limit: z.int().min(1).max(500).default(50),
  cursor: z.string().max(200).nullable().optional(),
});

/** A decoded cursor: the exact `created_at` (microseconds, as text) and id of the last row seen. */
export interface CursorPosition {
  readonly createdAt: string;
  readonly id: string;
}

const CursorSchema = z.object({
  c: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
  i: z.uuid(),
});

/** Opaque cursor text (base64url JSON) of a position. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify({ c: position.createdAt, i: position.id })).toString('base64url');
}

/** The position of a cursor; a malformed cursor is a validation error, never a silent first page. */
export function decodeCursor(cursor: string): CursorPosition {
  try {
    const parsed = CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { createdAt: parsed.c, id: parsed.i };
  } catch {
    throw new StoreValidationError('cursor', [
      { path: 'cursor', message: 'not a cursor returned by this list' },
    ]);
  }
}

/** `created_at` as exact UTC text with microseconds, for cursors (a JS Date would drop them). */
export const createdAtText = sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(created_at, id) > (cursor)`: rows after the cursor in ascending `(created_at, id)` order. */
export function afterCursor(position: CursorPosition): Expression<SqlBool> {
  return sql<SqlBool>`(created_at, id) > (${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}

/** `(created_at, id) < (cursor)`: rows after the cursor in descending `(created_at, id)` order. */
export function beforeCursor(position: CursorPosition): Expression<SqlBool> {
  return sql<SqlBool>`(created_at, id) < (${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}

/** Splits `limit + 1` fetched rows into a page; rows carry `cursor_created_at` from {@link createdAtText}. */
export function toPage<R extends { id: string; cursor_created_at: string }, T>(
  rows: readonly R[],
  limit: number,
  map: (row: R) => T,
): Page<T> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  const nextCursor =
    rows.length > limit && last !== undefined
      ? encodeCursor({ createdAt: last.cursor_created_at, id: last.id })
      : null;
  return { items: pageRows.map(map), nextCursor };
}

/**
 * Runs an already-filtered list query one page at a time: orders by `(created_at, id)` (`oldest`
 * first, the default, or `newest` first; the paging index serves both), continues after
 * `page.cursor`, fetches `limit + 1` rows to know whether a next page exists, and maps each row. A
 * cursor continues in the order that issued it.
 */
export async function fetchPage<DB, TB extends keyof DB, O extends { id: string }, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: { readonly limit: number; readonly cursor?: string | null | undefined },
  map: (row: O & { cursor_created_at: string }) => T,
  order: 'oldest' | 'newest' = 'oldest',
): Promise<Page<T>> {
  const direction = order === 'oldest' ? 'asc' : 'desc';
  let ordered = query
    .select(createdAtText.as('cursor_created_at'))
    .orderBy(sql`created_at`, direction)
    .orderBy(sql`id`, direction)
    .limit(page.limit + 1);
  if (page.cursor != null) {
    const position = decodeCursor(page.cursor);
    ordered = ordered.where(order === 'oldest' ? afterCursor(position) : beforeCursor(position));
  }
  // Kysely cannot simplify the selection type of a generic table; the selected alias is certain.
  const rows = (await ordered.execute()) as unknown as (O & { cursor_created_at: string })[];
  return toPage(rows, page.limit, map);
}
