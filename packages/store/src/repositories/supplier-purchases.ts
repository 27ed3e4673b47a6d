import { formatDecimal, IsoDateSchema, nonNegativeDecimalSchema } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { dateString } from '../database/columns.js';
import type { SupplierPurchasesTable } from '../database/supplier-sync.js';
import { parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/**
 * A purchase from a supplier over a period: `product` (a quantity of one of its products, in the
 * product's declared unit or a unit convertible to it) or `corporate_share` (the share of the
 * supplier's emissions its corporate export allocates to us).
 */
export interface SupplierPurchase {
  readonly id: string;
  readonly organizationId: string;
  readonly supplierId: string;
  readonly kind: 'product' | 'corporate_share';
  readonly productId: string | null;
  /** Exact decimal string. */
  readonly quantity: string | null;
  readonly unit: string | null;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly facilityId: string | null;
  readonly description: string | null;
  /** The activity the sync keeps for the purchase (null until a sync produced one). */
  readonly activityLineageId: string | null;
  readonly createdBy: string | null;
  readonly createdAt: Date;
}

const common = {
  periodStart: IsoDateSchema,
  periodEnd: IsoDateSchema,
  facilityId: z.uuid().nullable().default(null),
  description: z.string().trim().min(1).max(1000).nullable().default(null),
  createdBy: z.uuid().nullable().default(null),
};

export const SupplierPurchaseInputSchema = z
  .discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('product'),
        productId: z.string().regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i, 'a URN'),
        quantity: nonNegativeDecimalSchema.transform(formatDecimal),
        unit: z.string().trim().min(1).max(50),
        ...common,
      })
      .strict(),
    z.object({ kind: z.literal('corporate_share'), ...common }).strict(),
  ])
  .refine((p) => p.periodEnd >= p.periodStart, { path: ['periodEnd'], message: 'is before periodStart' });

function toPurchase(row: Selectable<SupplierPurchasesTable>): SupplierPurchase {
  return {
    id: row.id,
    organizationId: row.organization_id,
    supplierId: row.supplier_id,
    kind: row.kind,
    productId: row.product_id,
    quantity: row.quantity,
    unit: row.unit,
    periodStart: dateString(row.period_start),
    periodEnd: dateString(row.period_end),
    facilityId: row.facility_id,
    description: row.description,
    activityLineageId: row.activity_lineage_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** Records a purchase from a supplier of the scope's organization (the supplier must exist: foreign key). */
export async function createSupplierPurchase(
  scope: OrganizationScope,
  supplierId: string,
  input: z.input<typeof SupplierPurchaseInputSchema>,
): Promise<SupplierPurchase> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const d = parseInput('supplier purchase', SupplierPurchaseInputSchema, input);
  const row = await scope.db
    .insertInto('supplier_purchases')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      supplier_id: sid,
      kind: d.kind,
      product_id: d.kind === 'product' ? d.productId : null,
      quantity: d.kind === 'product' ? d.quantity : null,
      unit: d.kind === 'product' ? d.unit : null,
      period_start: d.periodStart,
      period_end: d.periodEnd,
      facility_id: d.facilityId,
      description: d.description,
      created_by: d.createdBy,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPurchase(row);
}

/** A supplier's purchases in creation order, a page at a time. */
export async function listSupplierPurchases(
  scope: OrganizationScope,
  supplierId: string,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<SupplierPurchase>> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(
    scope.db.selectFrom('supplier_purchases').selectAll().where('supplier_id', '=', sid),
    page,
    toPurchase,
  );
}

/** Every purchase of a supplier (the sync reads them all; a supplier has few). */
export async function allSupplierPurchases(
  scope: OrganizationScope,
  supplierId: string,
): Promise<SupplierPurchase[]> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const rows = await scope.db
    .selectFrom('supplier_purchases')
    .selectAll()
    .where('supplier_id', '=', sid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPurchase);
}

/** Links a purchase to the activity lineage the sync created for it (set once). */
export async function linkPurchaseActivity(
  scope: OrganizationScope,
  purchaseId: string,
  lineageId: string,
): Promise<void> {
  await scope.db
    .updateTable('supplier_purchases')
    .set({ activity_lineage_id: parseInput('lineage id', z.uuid(), lineageId) })
    .where('id', '=', parseInput('purchase id', z.uuid(), purchaseId))
    .where('activity_lineage_id', 'is', null)
    .execute();
}
