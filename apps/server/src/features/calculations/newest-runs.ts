import {
  type CalculationRun,
  decodeCursor,
  encodeCursor,
  getCalculationRun,
  type OrganizationScope,
  type Page,
} from '@ctp/store';
import { sql } from 'kysely';

/**
 * The organization's runs newest first, a page at a time: the screens show the latest run first.
 * The page's ids come from one ordered query on `(created_at, id)` descending (the paging index
 * read backwards); each run is then read as the store reads one, in the same transaction.
 */
export async function listRunsNewestFirst(
  scope: OrganizationScope,
  page: { limit: number; cursor: string | null },
): Promise<Page<CalculationRun>> {
  let query = scope.db
    .selectFrom('calculation_runs')
    .select([
      'id',
      sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('position'),
    ])
    .orderBy(sql`created_at`, 'desc')
    .orderBy(sql`id`, 'desc')
    .limit(page.limit + 1);
  if (page.cursor !== null) {
    const after = decodeCursor(page.cursor);
    query = query.where(
      sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await query.execute();
  const pageRows = rows.slice(0, page.limit);
  const items: CalculationRun[] = [];
  for (const row of pageRows) items.push(await getCalculationRun(scope, row.id));
  const last = pageRows.at(-1);
  const nextCursor =
    rows.length > page.limit && last !== undefined
      ? encodeCursor({ createdAt: last.position, id: last.id })
      : null;
  return { items, nextCursor };
}
