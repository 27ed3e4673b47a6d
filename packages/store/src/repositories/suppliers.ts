import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { SuppliersTable } from '../database/tenancy.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** Where the last sync of a supplier stands. */
export type SupplierSyncStatus = 'never' | 'queued' | 'running' | 'succeeded' | 'failed';

/**
 * A supplier of the organization. Its integration client secret is never part of this view: only
 * whether one is set ({@link Supplier.hasIntegrationSecret}); the sealed text is read with
 * {@link getSupplierIntegrationSecret} by the sync alone.
 */
export interface Supplier {
  readonly id: string;
  readonly organizationId: string;
  readonly name: string;
  readonly contactEmail: string | null;
  /** ISO 3166-1 alpha-2. */
  readonly country: string | null;
  readonly attributes: Readonly<Record<string, unknown>>;
  /** The supplier's own `publicOrgId`: its PACT answers must list `urn:uuid:{it}` in companyIds. */
  readonly externalPublicOrgId: string | null;
  /** Base URL of the supplier's PACT API (actions under `{it}/3/…`). */
  readonly integrationEndpoint: string | null;
  readonly integrationClientId: string | null;
  readonly hasIntegrationSecret: boolean;
  /** Grant of our PACT API the supplier authenticates with when it sends us events. */
  readonly inboundGrantId: string | null;
  readonly syncStatus: SupplierSyncStatus;
  readonly lastSyncId: string | null;
  readonly lastSyncAt: Date | null;
  /** Why the last sync failed (`code`, `message`); null unless it failed. */
  readonly lastSyncError: { code: string; message: string } | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const nullableText = (max: number) => z.string().trim().min(1).max(max).nullable();
const country = z
  .string()
  .regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2')
  .nullable();
const endpoint = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .nullable();

const supplierFields = {
  name: z.string().trim().min(1).max(200),
  contactEmail: z.email().max(320).nullable(),
  country,
  attributes: z.record(z.string(), z.json()),
  externalPublicOrgId: z.uuid().nullable(),
  integrationEndpoint: endpoint,
  inboundGrantId: z.uuid().nullable(),
};

export const SupplierInputSchema = z
  .object({
    name: supplierFields.name,
    contactEmail: supplierFields.contactEmail.default(null),
    country: supplierFields.country.default(null),
    attributes: supplierFields.attributes.default({}),
    externalPublicOrgId: supplierFields.externalPublicOrgId.default(null),
    integrationEndpoint: supplierFields.integrationEndpoint.default(null),
    inboundGrantId: supplierFields.inboundGrantId.default(null),
  })
  .strict();

export const SupplierUpdateSchema = z
  .object({
    name: supplierFields.name.optional(),
    contactEmail: supplierFields.contactEmail.optional(),
    country: supplierFields.country.optional(),
    attributes: supplierFields.attributes.optional(),
    externalPublicOrgId: supplierFields.externalPublicOrgId.optional(),
    integrationEndpoint: supplierFields.integrationEndpoint.optional(),
    inboundGrantId: supplierFields.inboundGrantId.optional(),
  })
  .strict();

export const SupplierCredentialsSchema = z
  .object({ clientId: nullableText(500), sealedSecret: z.string().min(1).max(10_000).nullable() })
  .strict()
  .refine((v) => (v.clientId === null) === (v.sealedSecret === null), 'client id and secret go together');

/** Maps a row to {@link Supplier}. */
export function toSupplier(row: Selectable<SuppliersTable>): Supplier {
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    contactEmail: row.contact_email,
    country: row.country,
    attributes: row.attributes,
    externalPublicOrgId: row.external_public_org_id,
    integrationEndpoint: row.integration_endpoint,
    integrationClientId: row.integration_client_id,
    hasIntegrationSecret: row.integration_secret_sealed !== null,
    inboundGrantId: row.inbound_grant_id,
    syncStatus: row.sync_status,
    lastSyncId: row.last_sync_id,
    lastSyncAt: row.last_sync_at,
    lastSyncError: row.last_sync_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Creates a supplier in the scope's organization. */
export async function createSupplier(
  scope: OrganizationScope,
  input: z.input<typeof SupplierInputSchema>,
): Promise<Supplier> {
  const d = parseInput('supplier', SupplierInputSchema, input);
  const now = new Date();
  const row = await scope.db
    .insertInto('suppliers')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      name: d.name,
      contact_email: d.contactEmail,
      country: d.country,
      attributes: JSON.stringify(d.attributes),
      external_public_org_id: d.externalPublicOrgId,
      integration_endpoint: d.integrationEndpoint,
      inbound_grant_id: d.inboundGrantId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSupplier(row);
}

/** A supplier of the scope's organization. @throws NotFoundError */
export async function getSupplier(scope: OrganizationScope, id: string): Promise<Supplier> {
  const supplierId = parseInput('supplier id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('suppliers')
    .selectAll()
    .where('id', '=', supplierId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('supplier', supplierId);
  return toSupplier(row);
}

/** The supplier whose inbound grant is `grantId`, if any (maps a received PACT event to its sender). */
export async function findSupplierByInboundGrant(
  scope: OrganizationScope,
  grantId: string,
): Promise<Supplier | undefined> {
  const id = parseInput('grant id', z.uuid(), grantId);
  const row = await scope.db
    .selectFrom('suppliers')
    .selectAll()
    .where('inbound_grant_id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : toSupplier(row);
}

/** Suppliers in creation order, a page at a time. */
export async function listSuppliers(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<Supplier>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('suppliers').selectAll(), page, toSupplier);
}

/** Updates the given fields of a supplier. @throws NotFoundError */
export async function updateSupplier(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof SupplierUpdateSchema>,
): Promise<Supplier> {
  const supplierId = parseInput('supplier id', z.uuid(), id);
  const d = parseInput('supplier update', SupplierUpdateSchema, input);
  const row = await scope.db
    .updateTable('suppliers')
    .set({
      updated_at: new Date(),
      ...(d.name === undefined ? {} : { name: d.name }),
      ...(d.contactEmail === undefined ? {} : { contact_email: d.contactEmail }),
      ...(d.country === undefined ? {} : { country: d.country }),
      ...(d.attributes === undefined ? {} : { attributes: JSON.stringify(d.attributes) }),
      ...(d.externalPublicOrgId === undefined ? {} : { external_public_org_id: d.externalPublicOrgId }),
      ...(d.integrationEndpoint === undefined ? {} : { integration_endpoint: d.integrationEndpoint }),
      ...(d.inboundGrantId === undefined ? {} : { inbound_grant_id: d.inboundGrantId }),
    })
    .where('id', '=', supplierId)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('supplier', supplierId);
  return toSupplier(row);
}

/**
 * Sets (or, with nulls, clears) the client credentials the supplier issued to us. The secret arrives
 * sealed (the store never sees it in clear). @throws NotFoundError
 */
export async function setSupplierCredentials(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof SupplierCredentialsSchema>,
): Promise<Supplier> {
  const supplierId = parseInput('supplier id', z.uuid(), id);
  const d = parseInput('supplier credentials', SupplierCredentialsSchema, input);
  const row = await scope.db
    .updateTable('suppliers')
    .set({
      updated_at: new Date(),
      integration_client_id: d.clientId,
      integration_secret_sealed: d.sealedSecret,
    })
    .where('id', '=', supplierId)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('supplier', supplierId);
  return toSupplier(row);
}

/** The sealed integration secret of a supplier, or null when none is set. @throws NotFoundError */
export async function getSupplierIntegrationSecret(
  scope: OrganizationScope,
  id: string,
): Promise<string | null> {
  const supplierId = parseInput('supplier id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('suppliers')
    .select('integration_secret_sealed')
    .where('id', '=', supplierId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('supplier', supplierId);
  return row.integration_secret_sealed;
}
