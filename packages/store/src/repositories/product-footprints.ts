import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { toJson } from '../database/columns.js';
import type { ProductFootprintsTable } from '../database/pact.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { UrnSchema } from './pact-products.js';

const Dec = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string');
const Period = z.object({ start: z.iso.date(), end: z.iso.date() });

/** Everything a published footprint stores; computed by the caller (allocation arithmetic lives in the server). */
export const ProductFootprintInputSchema = z
  .object({
    productRef: z.uuid(),
    specVersion: z.string().min(1),
    validityStart: z.date(),
    validityEnd: z.date(),
    referencePeriod: Period,
    companyName: z.string().min(1),
    companyIds: z.array(UrnSchema).min(1),
    productIds: z.array(UrnSchema).min(1),
    productName: z.string().min(1),
    productDescription: z.string(),
    declaredUnit: z.string().min(1),
    massPerDeclaredUnitKg: Dec.nullable(),
    scopes: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).min(1),
    facilityIds: z.array(z.uuid()).nullable(),
    scope2Method: z.enum(['location_based', 'market_based']),
    emissionsKg: Dec,
    allocationMethod: z.enum(['mass', 'revenue', 'units']),
    productQuantity: Dec,
    totalQuantity: Dec,
    allocationShare: Dec,
    allocatedKg: Dec,
    productUnits: Dec,
    pcfPerDeclaredUnit: Dec,
    gwpSets: z.array(z.string()),
    geographyCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    boundaryDescription: z.string().min(1),
    allocationDescription: z.string().min(1),
    methodology: z.json(),
    comment: z.string().nullable(),
    createdBy: z.uuid().nullable(),
  })
  .strict();
export type ProductFootprintInput = z.input<typeof ProductFootprintInputSchema>;

/** A stored footprint version with its current status (Deprecated once a status row says so). */
export interface StoredProductFootprint extends Omit<ProductFootprintInput, 'referencePeriod'> {
  readonly id: string;
  readonly version: number;
  readonly precedingPfId: string | null;
  readonly createdAt: Date;
  readonly referencePeriod: { start: string; end: string };
  readonly status: 'Active' | 'Deprecated';
}

type Row = Selectable<ProductFootprintsTable> & { deprecated: boolean };

function toFootprint(row: Row): StoredProductFootprint {
  return {
    id: row.id,
    productRef: row.product_ref,
    version: row.version,
    precedingPfId: row.preceding_pf_id,
    specVersion: row.spec_version,
    createdAt: row.created_at,
    validityStart: row.validity_start,
    validityEnd: row.validity_end,
    referencePeriod: { start: String(row.reference_period_start), end: String(row.reference_period_end) },
    companyName: row.company_name,
    companyIds: row.company_ids,
    productIds: row.product_ids,
    productName: row.product_name,
    productDescription: row.product_description,
    declaredUnit: row.declared_unit,
    massPerDeclaredUnitKg: row.mass_per_declared_unit_kg,
    scopes: row.scopes as (1 | 2 | 3)[],
    facilityIds: row.facility_ids,
    scope2Method: row.scope2_method,
    emissionsKg: row.emissions_kg,
    allocationMethod: row.allocation_method,
    productQuantity: row.product_quantity,
    totalQuantity: row.total_quantity,
    allocationShare: row.allocation_share,
    allocatedKg: row.allocated_kg,
    productUnits: row.product_units,
    pcfPerDeclaredUnit: row.pcf_per_declared_unit,
    gwpSets: row.gwp_sets,
    geographyCountry: row.geography_country,
    boundaryDescription: row.boundary_description,
    allocationDescription: row.allocation_description,
    methodology: row.methodology as z.input<ReturnType<typeof z.json>>,
    comment: row.comment,
    createdBy: row.created_by,
    status: row.deprecated ? 'Deprecated' : 'Active',
  };
}

const deprecated = sql<boolean>`exists (select 1 from product_footprint_statuses s
  where s.footprint_id = product_footprints.id and s.status = 'Deprecated')`;

/**
 * Publishes a footprint as the next version for its product and reference period: version = previous + 1,
 * `precedingPfId` = the previous version, which is deprecated by an append-only status row (never edited).
 * Run it in the caller's transaction so the new version and the deprecation commit together.
 */
export async function publishProductFootprint(
  scope: OrganizationScope,
  input: ProductFootprintInput,
): Promise<StoredProductFootprint> {
  const f = parseInput('product footprint', ProductFootprintInputSchema, input);
  // Serialises publishers of the same product and period (the unique version key would refuse a race anyway).
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ctp.pf:${scope.organizationId}:${f.productRef}`}, 0))`.execute(
    scope.db,
  );
  const previous = await scope.db
    .selectFrom('product_footprints')
    .select(['id', 'version'])
    .where('product_ref', '=', f.productRef)
    .where('reference_period_start', '=', f.referencePeriod.start)
    .where('reference_period_end', '=', f.referencePeriod.end)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const id = uuidv7();
  await scope.db
    .insertInto('product_footprints')
    .values({
      id,
      organization_id: scope.organizationId,
      product_ref: f.productRef,
      version: (previous?.version ?? 0) + 1,
      preceding_pf_id: previous?.id ?? null,
      spec_version: f.specVersion,
      created_at: new Date(),
      validity_start: f.validityStart,
      validity_end: f.validityEnd,
      reference_period_start: f.referencePeriod.start,
      reference_period_end: f.referencePeriod.end,
      company_name: f.companyName,
      company_ids: toJson(f.companyIds),
      product_ids: toJson(f.productIds),
      product_name: f.productName,
      product_description: f.productDescription,
      declared_unit: f.declaredUnit,
      mass_per_declared_unit_kg: f.massPerDeclaredUnitKg,
      scopes: toJson(f.scopes),
      facility_ids: f.facilityIds === null ? null : toJson(f.facilityIds),
      scope2_method: f.scope2Method,
      emissions_kg: f.emissionsKg,
      allocation_method: f.allocationMethod,
      product_quantity: f.productQuantity,
      total_quantity: f.totalQuantity,
      allocation_share: f.allocationShare,
      allocated_kg: f.allocatedKg,
      product_units: f.productUnits,
      pcf_per_declared_unit: f.pcfPerDeclaredUnit,
      gwp_sets: toJson(f.gwpSets),
      geography_country: f.geographyCountry,
      boundary_description: f.boundaryDescription,
      allocation_description: f.allocationDescription,
      methodology: toJson(f.methodology),
      comment: f.comment,
      created_by: f.createdBy,
    })
    .execute();
  if (previous !== undefined) {
    await scope.db
      .insertInto('product_footprint_statuses')
      .values({
        id: uuidv7(),
        organization_id: scope.organizationId,
        footprint_id: previous.id,
        status: 'Deprecated',
        reason: `superseded by version ${previous.version + 1} (${id})`,
      })
      .execute();
  }
  const stored = await findProductFootprint(scope, id);
  if (stored === null) throw new NotFoundError('product footprint', id);
  return stored;
}

/** Which footprints a reader may see: product URNs, reference periods inside one of `periods`, scopes subset. */
export interface FootprintVisibility {
  readonly productIds: readonly string[];
  readonly periods: readonly { start: string; end: string }[];
  readonly scopes: readonly number[];
}

/**
 * The PACT ListFootprints criteria (also those of a RequestCreatedEvent). Within one criterion the values are
 * alternatives (OR); different criteria must all hold (AND). Identifiers and geographies match
 * case-insensitively, as the PACT v3 OpenAPI asks. Footprints carry no product classification, so a
 * classification criterion matches none. An empty list is no criterion.
 */
export interface FootprintCriteria {
  /** Any of these URNs among the footprint's productIds. */
  readonly productIds?: readonly string[];
  /** Any of these URNs among the footprint's companyIds. */
  readonly companyIds?: readonly string[];
  readonly status?: 'Active' | 'Deprecated';
  /** Any of these country codes (CTP stores the country only). */
  readonly geography?: readonly string[];
  readonly classification?: readonly string[];
  /** validityPeriodStart <= validOn <= validityPeriodEnd. */
  readonly validOn?: Date;
  /** validAfter < validityPeriodStart. */
  readonly validAfter?: Date;
  /** validBefore > validityPeriodEnd. */
  readonly validBefore?: Date;
}

/** Whether a JSON array of strings holds any of `values`, compared case-insensitively. */
const holdsAnyOf = (column: 'product_ids' | 'company_ids', values: readonly string[]) =>
  sql<boolean>`exists (select 1 from jsonb_array_elements_text(${sql.ref(column)}) as v(id)
    where lower(v.id) = any(${sql.val(values.map((x) => x.toLowerCase()))}::text[]))`;

function selectFootprints(
  scope: OrganizationScope,
  visible: FootprintVisibility | null,
  criteria: FootprintCriteria = {},
) {
  let q = scope.db.selectFrom('product_footprints').selectAll().select(deprecated.as('deprecated'));
  if (criteria.status === 'Deprecated') q = q.where(deprecated);
  if (criteria.status === 'Active') q = q.where(sql<boolean>`not ${deprecated}`);
  if (criteria.productIds?.length) q = q.where(holdsAnyOf('product_ids', criteria.productIds));
  if (criteria.companyIds?.length) q = q.where(holdsAnyOf('company_ids', criteria.companyIds));
  if (criteria.geography?.length) {
    const upper = criteria.geography.map((g) => g.toUpperCase());
    q = q.where(sql<boolean>`upper(geography_country) = any(${sql.val(upper)}::text[])`);
  }
  if (criteria.classification?.length) q = q.where(sql<boolean>`false`);
  if (criteria.validOn) {
    q = q.where('validity_start', '<=', criteria.validOn).where('validity_end', '>=', criteria.validOn);
  }
  if (criteria.validAfter) q = q.where('validity_start', '>', criteria.validAfter);
  if (criteria.validBefore) q = q.where('validity_end', '<', criteria.validBefore);
  if (visible !== null) {
    if (visible.productIds.length === 0 || visible.periods.length === 0) return q.where(sql<boolean>`false`);
    q = q
      .where(sql<boolean>`product_ids ?| ${sql.val([...visible.productIds])}::text[]`)
      .where(sql<boolean>`scopes <@ ${toJson(visible.scopes)}::jsonb`)
      .where((eb) =>
        eb.or(
          visible.periods.map((p) =>
            eb.and([eb('reference_period_start', '>=', p.start), eb('reference_period_end', '<=', p.end)]),
          ),
        ),
      );
  }
  return q;
}

/** Footprints visible to `visible` (null: every one) matching `criteria`, in creation order, with `limit`/`offset`, and the total. */
export async function listProductFootprints(
  scope: OrganizationScope,
  options: {
    visible: FootprintVisibility | null;
    limit: number;
    offset: number;
    criteria?: FootprintCriteria;
  },
): Promise<{ items: StoredProductFootprint[]; total: number }> {
  const total = await selectFootprints(scope, options.visible, options.criteria)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await selectFootprints(scope, options.visible, options.criteria)
    .orderBy('created_at')
    .orderBy('id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return { items: rows.map((r) => toFootprint(r as Row)), total: Number.parseInt(String(total.n), 10) };
}

/** A footprint of the scope by id when `visible` allows it (null: any), or null. */
export async function findProductFootprint(
  scope: OrganizationScope,
  id: string,
  visible: FootprintVisibility | null = null,
): Promise<StoredProductFootprint | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const row = await selectFootprints(scope, visible).where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : toFootprint(row as Row);
}
