import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { FacilitiesTable } from '../database/tenancy.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** A site of an organization. */
export interface Facility {
  readonly id: string;
  readonly organizationId: string;
  readonly name: string;
  readonly address: string | null;
  /** ISO 3166-1 alpha-2. */
  readonly country: string | null;
  /** Grid region code such as `US-CAMX`, used for Scope 2 factors. */
  readonly gridRegion: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const address = z.string().trim().min(1).max(500).nullable();
const country = z
  .string()
  .regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2')
  .nullable();
const gridRegion = z
  .string()
  .regex(/^[A-Z][A-Z0-9_-]*$/, 'region code')
  .nullable();

export const FacilityInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    address: address.default(null),
    country: country.default(null),
    gridRegion: gridRegion.default(null),
  })
  .strict();

export const FacilityUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    address: address.optional(),
    country: country.optional(),
    gridRegion: gridRegion.optional(),
  })
  .strict();

function toFacility(row: Selectable<FacilitiesTable>): Facility {
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    address: row.address,
    country: row.country,
    gridRegion: row.grid_region,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Creates a facility in the scope's organization. */
export async function createFacility(
  scope: OrganizationScope,
  input: z.input<typeof FacilityInputSchema>,
): Promise<Facility> {
  const data = parseInput('facility', FacilityInputSchema, input);
  const now = new Date();
  const row = await scope.db
    .insertInto('facilities')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      name: data.name,
      address: data.address,
      country: data.country,
      grid_region: data.gridRegion,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFacility(row);
}

/** A facility of the scope's organization. @throws NotFoundError */
export async function getFacility(scope: OrganizationScope, id: string): Promise<Facility> {
  const facilityId = parseInput('facility id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('facilities')
    .selectAll()
    .where('id', '=', facilityId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('facility', facilityId);
  return toFacility(row);
}

/** Facilities in creation order, a page at a time. */
export async function listFacilities(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<Facility>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('facilities').selectAll(), page, toFacility);
}

/** Updates a facility of the scope's organization. @throws NotFoundError */
export async function updateFacility(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof FacilityUpdateSchema>,
): Promise<Facility> {
  const facilityId = parseInput('facility id', z.uuid(), id);
  const data = parseInput('facility update', FacilityUpdateSchema, input);
  const row = await scope.db
    .updateTable('facilities')
    .set({
      updated_at: new Date(),
      ...(data.name === undefined ? {} : { name: data.name }),
      ...(data.address === undefined ? {} : { address: data.address }),
      ...(data.country === undefined ? {} : { country: data.country }),
      ...(data.gridRegion === undefined ? {} : { grid_region: data.gridRegion }),
    })
    .where('id', '=', facilityId)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('facility', facilityId);
  return toFacility(row);
}
