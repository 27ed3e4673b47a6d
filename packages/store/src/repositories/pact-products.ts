import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { PactProductsTable } from '../database/pact.js';
import { ConflictError, isUniqueViolation, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** PACT `declaredUnitOfMeasurement` values (Technical Specifications v3.0). */
export const PACT_DECLARED_UNITS = [
  'liter',
  'kilogram',
  'cubic meter',
  'kilowatt hour',
  'megajoule',
  'ton kilometer',
  'square meter',
  'piece',
  'hour',
  'megabit second',
] as const;

/** A URN (RFC 8141 `urn:<nid>:<nss>`). */
export const UrnSchema = z.string().regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i, 'expected a URN');
const DecimalText = z.string().regex(/^\d+(\.\d+)?$/, 'expected a non-negative decimal string');

export const ProductInputSchema = z
  .object({
    productId: UrnSchema.max(500),
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(2000),
    declaredUnit: z.enum(PACT_DECLARED_UNITS),
    massPerDeclaredUnitKg: DecimalText.nullable().default(null),
    createdBy: z.uuid().nullable().default(null),
  })
  .strict();

/** A product the organization footprints (immutable once created: a new product id is a new product). */
export interface PactProduct {
  readonly id: string;
  readonly productId: string;
  readonly name: string;
  readonly description: string;
  readonly declaredUnit: (typeof PACT_DECLARED_UNITS)[number];
  readonly massPerDeclaredUnitKg: string | null;
  readonly createdBy: string | null;
  readonly createdAt: Date;
}

function toProduct(row: Selectable<PactProductsTable>): PactProduct {
  return {
    id: row.id,
    productId: row.product_id,
    name: row.name,
    description: row.description,
    declaredUnit: row.declared_unit as PactProduct['declaredUnit'],
    massPerDeclaredUnitKg: row.mass_per_declared_unit_kg,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** Creates a product. @throws ConflictError when the organization already has this product URN. */
export async function createPactProduct(
  scope: OrganizationScope,
  input: z.input<typeof ProductInputSchema>,
): Promise<PactProduct> {
  const p = parseInput('product', ProductInputSchema, input);
  try {
    const row = await scope.db
      .insertInto('pact_products')
      .values({
        id: uuidv7(),
        organization_id: scope.organizationId,
        product_id: p.productId,
        name: p.name,
        description: p.description,
        declared_unit: p.declaredUnit,
        mass_per_declared_unit_kg: p.massPerDeclaredUnitKg,
        created_by: p.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toProduct(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('product', 'product id already defined');
    throw error;
  }
}

/** The scope's products in creation order, a page at a time. */
export async function listPactProducts(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<PactProduct>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('pact_products').selectAll(), page, toProduct);
}

/** A product of the scope by its id, or null. */
export async function findPactProduct(scope: OrganizationScope, id: string): Promise<PactProduct | null> {
  const productRef = parseInput('product id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('pact_products')
    .selectAll()
    .where('id', '=', productRef)
    .executeTakeFirst();
  return row === undefined ? null : toProduct(row);
}
