import { formatDecimal, nonNegativeDecimalSchema } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { SupplierFootprintsTable } from '../database/supplier-sync.js';
import { parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** One version of a supplier's product footprint as we received it (never edited). */
export interface ReceivedFootprint {
  readonly id: string;
  readonly supplierId: string;
  /** The PACT ProductFootprint id. */
  readonly footprintId: string;
  readonly footprintVersion: number | null;
  readonly status: 'Active' | 'Deprecated';
  readonly productIds: readonly string[];
  readonly declaredUnit: string;
  readonly declaredUnitAmount: string;
  /** kg CO2e per declared unit, excluding biogenic uptake (exact decimal string). */
  readonly pcfExcludingBiogenicUptake: string;
  readonly referencePeriodStart: Date;
  readonly referencePeriodEnd: Date;
  readonly contentHash: string;
  readonly payload: unknown;
  readonly syncId: string | null;
  readonly receivedAt: Date;
}

export const ReceivedFootprintInputSchema = z
  .object({
    footprintId: z.uuid(),
    footprintVersion: z.int().min(0).nullable(),
    status: z.enum(['Active', 'Deprecated']),
    productIds: z.array(z.string().min(1)).min(1),
    declaredUnit: z.string().min(1).max(50),
    declaredUnitAmount: nonNegativeDecimalSchema
      .refine((d) => d.gt(0), 'must be greater than zero')
      .transform(formatDecimal),
    pcfExcludingBiogenicUptake: nonNegativeDecimalSchema.transform(formatDecimal),
    referencePeriodStart: z.iso.datetime({ offset: true }),
    referencePeriodEnd: z.iso.datetime({ offset: true }),
    contentHash: z.string().regex(/^[0-9a-f]{64}$/),
    payload: z.json(),
    syncId: z.uuid().nullable(),
  })
  .strict();

function toReceived(row: Selectable<SupplierFootprintsTable>): ReceivedFootprint {
  return {
    id: row.id,
    supplierId: row.supplier_id,
    footprintId: row.footprint_id,
    footprintVersion: row.footprint_version,
    status: row.status,
    productIds: row.product_ids,
    declaredUnit: row.declared_unit,
    declaredUnitAmount: row.declared_unit_amount,
    pcfExcludingBiogenicUptake: row.pcf_excluding_biogenic_uptake,
    referencePeriodStart: row.reference_period_start,
    referencePeriodEnd: row.reference_period_end,
    contentHash: row.content_hash,
    payload: row.payload,
    syncId: row.sync_id,
    receivedAt: row.received_at,
  };
}

/**
 * Stores a footprint version received from a supplier, once per content: receiving the same
 * footprint again (same id, same canonical content hash) stores nothing and returns the first row
 * (`created: false`); a changed footprint is a new row, the earlier one stays as it was.
 */
export async function recordReceivedFootprint(
  scope: OrganizationScope,
  supplierId: string,
  input: z.input<typeof ReceivedFootprintInputSchema>,
): Promise<{ footprint: ReceivedFootprint; created: boolean }> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const d = parseInput('received footprint', ReceivedFootprintInputSchema, input);
  const row = await scope.db
    .insertInto('supplier_footprints')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      supplier_id: sid,
      footprint_id: d.footprintId,
      footprint_version: d.footprintVersion,
      status: d.status,
      product_ids: JSON.stringify(d.productIds),
      declared_unit: d.declaredUnit,
      declared_unit_amount: d.declaredUnitAmount,
      pcf_excluding_biogenic_uptake: d.pcfExcludingBiogenicUptake,
      reference_period_start: d.referencePeriodStart,
      reference_period_end: d.referencePeriodEnd,
      content_hash: d.contentHash,
      payload: JSON.stringify(d.payload),
      sync_id: d.syncId,
    })
    .onConflict((oc) => oc.constraint('supplier_footprints_content_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row !== undefined) return { footprint: toReceived(row), created: true };
  const existing = await scope.db
    .selectFrom('supplier_footprints')
    .selectAll()
    .where('supplier_id', '=', sid)
    .where('footprint_id', '=', d.footprintId)
    .where('content_hash', '=', d.contentHash)
    .executeTakeFirstOrThrow();
  return { footprint: toReceived(existing), created: false };
}

/** Footprint versions received from a supplier, in the order received, a page at a time. */
export async function listReceivedFootprints(
  scope: OrganizationScope,
  supplierId: string,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<ReceivedFootprint>> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(
    scope.db.selectFrom('supplier_footprints').selectAll().where('supplier_id', '=', sid),
    page,
    toReceived,
  );
}
