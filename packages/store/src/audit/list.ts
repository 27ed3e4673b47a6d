import { StoreValidationError } from '../errors.js';
import type { Page } from '../repositories/pagination.js';
import type { OrganizationScope } from '../scope.js';
import type { AuditEntry } from './append.js';
import { selectAuditRows, storedAuditEntry } from './stored-entry.js';

/**
 * Lists the scope's audit entries newest first, `limit` at a time; `cursor` is the `seq` of the
 * last entry of the previous page (as returned in `nextCursor`).
 */
export async function listAudit(
  scope: OrganizationScope,
  options: { limit?: number; cursor?: string | null } = {},
): Promise<Page<AuditEntry>> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 500);
  let query = selectAuditRows(scope.db)
    .orderBy('seq', 'desc')
    .limit(limit + 1);
  if (options.cursor != null) {
    if (!/^[1-9][0-9]{0,18}$/.test(options.cursor)) {
      throw new StoreValidationError('cursor', [
        { path: 'cursor', message: 'not a cursor returned by this list' },
      ]);
    }
    query = query.where('seq', '<', options.cursor);
  }
  const rows = await query.execute();
  const items = rows.slice(0, limit).map((row): AuditEntry => {
    const { storedPrecisionHolds: _, ...entry } = storedAuditEntry(row);
    return entry;
  });
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? last.seq : null };
}
