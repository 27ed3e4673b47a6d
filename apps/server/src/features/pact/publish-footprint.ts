/**
 * Publishing a product footprint: the organization's current calculated emissions of the reference period
 * (optionally only some scopes and facilities) are allocated to the product (by mass, revenue or units
 * produced) and divided by the units produced, then stored as the next immutable version.
 */
import {
  appendAudit,
  type Database,
  emissionBasis,
  findPactProduct,
  getOrganization,
  publishProductFootprint,
  type StoredProductFootprint,
  withOrganization,
} from '@ctp/store';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AllocationError, allocateFootprint, sumDecimals } from './allocation.js';
import { companyUrnOf, PACT_SPEC_VERSION } from './wire.js';

const PositiveDecimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'a positive decimal string')
  .refine((v) => /[1-9]/.test(v), 'must be positive');

/** What an administrator sends to publish a footprint. */
export const PublishFootprintInput = z.strictObject({
  referencePeriod: z
    .strictObject({ start: z.iso.date(), end: z.iso.date() })
    .refine((p) => p.start <= p.end, 'start must not be after end'),
  scopes: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .min(1)
    .max(3)
    .refine((s) => new Set(s).size === s.length, 'scopes must not repeat'),
  facilityIds: z.array(z.uuid()).min(1).max(1000).optional(),
  scope2Method: z.enum(['location_based', 'market_based']).default('market_based'),
  allocation: z.strictObject({
    method: z.enum(['mass', 'revenue', 'units']),
    productQuantity: PositiveDecimal,
    totalQuantity: PositiveDecimal,
  }),
  /** Declared units of the product produced in the reference period. */
  productUnits: PositiveDecimal,
  validityPeriod: z
    .strictObject({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) })
    .optional(),
  geographyCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  boundaryDescription: z.string().trim().min(1).max(2000),
  comment: z.string().max(2000).optional(),
});
export type PublishFootprintInput = z.output<typeof PublishFootprintInput>;

/** An actor as the audit log records it. */
export interface Actor {
  organizationId: string;
  userId: string | null;
  actorType: 'user' | 'api_token';
  actorId: string | null;
}

/** Thrown when the product is unknown (404) — other input errors are AllocationError (400). */
export class ProductNotFound extends Error {
  readonly code = 'NOT_FOUND';
}

export async function publishFootprint(
  db: Kysely<Database>,
  actor: Actor,
  productRef: string,
  input: PublishFootprintInput,
  now: Date,
  requestId?: string,
): Promise<StoredProductFootprint> {
  return withOrganization(db, actor.organizationId, async (scope) => {
    const product = await findPactProduct(scope, productRef);
    if (product === null) throw new ProductNotFound(`product ${productRef} not found`);
    const organization = await getOrganization(scope);
    const basis = await emissionBasis(scope, {
      periodStart: input.referencePeriod.start,
      periodEnd: input.referencePeriod.end,
      scopes: input.scopes,
      ...(input.facilityIds ? { facilityIds: input.facilityIds } : {}),
      scope2Method: input.scope2Method,
    });
    if (basis.byScope.every((s) => s.results === 0)) {
      throw new AllocationError('no calculated emissions in the reference period for these scopes');
    }
    const emissionsKg = sumDecimals(basis.byScope.map((s) => s.co2eKg));
    const allocation = allocateFootprint({
      emissionsKg,
      method: input.allocation.method,
      productQuantity: input.allocation.productQuantity,
      totalQuantity: input.allocation.totalQuantity,
      productUnits: input.productUnits,
    });
    // PACT: the validity period starts at or after the (exclusive) end of the reference period.
    const referenceEnd = new Date(`${input.referencePeriod.end}T00:00:00Z`);
    referenceEnd.setUTCDate(referenceEnd.getUTCDate() + 1);
    const validityStart = input.validityPeriod
      ? new Date(input.validityPeriod.start)
      : new Date(Math.max(now.getTime(), referenceEnd.getTime()));
    const validityEnd = input.validityPeriod
      ? new Date(input.validityPeriod.end)
      : new Date(
          Date.UTC(
            validityStart.getUTCFullYear() + 1,
            validityStart.getUTCMonth(),
            validityStart.getUTCDate(),
          ),
        );
    if (validityStart < referenceEnd) {
      throw new AllocationError('the validity period must not start before the reference period ends');
    }
    if (validityEnd < validityStart) throw new AllocationError('validity period ends before it starts');
    const stored = await publishProductFootprint(scope, {
      productRef: product.id,
      specVersion: PACT_SPEC_VERSION,
      validityStart,
      validityEnd,
      referencePeriod: input.referencePeriod,
      companyName: organization.name,
      companyIds: [companyUrnOf(organization.publicOrgId)],
      productIds: [product.productId],
      productName: product.name,
      productDescription: product.description,
      declaredUnit: product.declaredUnit,
      massPerDeclaredUnitKg: product.massPerDeclaredUnitKg,
      scopes: [...input.scopes].sort(),
      facilityIds: input.facilityIds ?? null,
      scope2Method: input.scope2Method,
      emissionsKg,
      allocationMethod: input.allocation.method,
      productQuantity: input.allocation.productQuantity,
      totalQuantity: input.allocation.totalQuantity,
      allocationShare: allocation.share,
      allocatedKg: allocation.allocatedKg,
      productUnits: input.productUnits,
      pcfPerDeclaredUnit: allocation.pcfPerDeclaredUnit,
      gwpSets: [...basis.methodology.gwpSets],
      geographyCountry: input.geographyCountry ?? null,
      boundaryDescription: input.boundaryDescription,
      allocationDescription: allocation.description,
      methodology: {
        algorithms: [...basis.methodology.algorithms],
        factorDatasets: [...basis.methodology.factorDatasets],
        byScope: basis.byScope.map((s) => ({ scope: s.scope, co2eKg: s.co2eKg, results: s.results })),
      },
      comment: input.comment ?? null,
      createdBy: actor.userId,
    });
    await appendAudit(scope, {
      actorType: actor.actorType,
      actorId: actor.actorId,
      action: 'product_footprint.publish',
      entityType: 'product_footprint',
      entityId: stored.id,
      details: {
        productId: product.productId,
        version: stored.version,
        precedingPfId: stored.precedingPfId,
        emissionsKg,
        allocationShare: allocation.share,
        pcfPerDeclaredUnit: allocation.pcfPerDeclaredUnit,
      },
      requestId: requestId ?? null,
    });
    return stored;
  });
}
