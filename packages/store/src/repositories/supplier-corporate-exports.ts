import { formatDecimal, nonNegativeDecimalSchema } from '@ctp/factors';
import { z } from 'zod';
import { parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';

const decimal = nonNegativeDecimalSchema.transform(formatDecimal);

export const ReceivedCorporateExportInputSchema = z
  .object({
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    allocationShare: decimal,
    totalKgCo2e: decimal,
    allocatedKgCo2e: decimal,
    contentHash: z.string().regex(/^[0-9a-f]{64}$/),
    payload: z.json(),
    syncId: z.uuid().nullable(),
  })
  .strict();

/**
 * Stores a corporate export (CTP extension) received from a supplier, once per content: the same
 * export again stores nothing (`created: false`); a changed one is a new row (append-only table).
 */
export async function recordReceivedCorporateExport(
  scope: OrganizationScope,
  supplierId: string,
  input: z.input<typeof ReceivedCorporateExportInputSchema>,
): Promise<{ id: string; created: boolean }> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const d = parseInput('received corporate export', ReceivedCorporateExportInputSchema, input);
  const row = await scope.db
    .insertInto('supplier_corporate_exports')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      supplier_id: sid,
      period_start: d.periodStart,
      period_end: d.periodEnd,
      allocation_share: d.allocationShare,
      total_kg_co2e: d.totalKgCo2e,
      allocated_kg_co2e: d.allocatedKgCo2e,
      content_hash: d.contentHash,
      payload: JSON.stringify(d.payload),
      sync_id: d.syncId,
    })
    .onConflict((oc) => oc.constraint('supplier_corporate_exports_content_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row !== undefined) return { id: row.id, created: true };
  const existing = await scope.db
    .selectFrom('supplier_corporate_exports')
    .select('id')
    .where('supplier_id', '=', sid)
    .where('period_start', '=', d.periodStart)
    .where('period_end', '=', d.periodEnd)
    .where('content_hash', '=', d.contentHash)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}
