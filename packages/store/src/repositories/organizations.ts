import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { OrganizationsTable } from '../database/tenancy.js';
import { ConflictError, isUniqueViolation, NotFoundError, parseInput } from '../errors.js';
import { randomPublicOrgId, uuidv7 } from '../ids.js';
import type { OrganizationScope, SystemScope } from '../scope.js';

/** An organization (tenant). */
export interface Organization {
  readonly id: string;
  readonly publicOrgId: string;
  readonly slug: string;
  readonly name: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Slug: lower-case letters, digits and dashes, starting with a letter or digit, up to 63 characters. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and dashes');

export const CreateOrganizationSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    slug: SlugSchema,
    settings: z.record(z.string(), z.json()).default({}),
    /** Defaults to a random UUID (PACT names the company `urn:uuid:{publicOrgId}`). */
    publicOrgId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .strict();

export const UpdateOrganizationSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    settings: z.record(z.string(), z.json()).optional(),
  })
  .strict();

function toOrganization(row: Selectable<OrganizationsTable>): Organization {
  return {
    id: row.id,
    publicOrgId: row.public_org_id,
    slug: row.slug,
    name: row.name,
    settings: row.settings,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** System operation (first-time setup): creates an organization. @throws ConflictError on a taken slug. */
export async function createOrganization(
  scope: SystemScope,
  input: z.input<typeof CreateOrganizationSchema>,
): Promise<Organization> {
  const data = parseInput('organization', CreateOrganizationSchema, input);
  const now = new Date();
  try {
    const row = await scope.db
      .insertInto('organizations')
      .values({
        id: uuidv7(),
        public_org_id: data.publicOrgId ?? randomPublicOrgId(),
        slug: data.slug,
        name: data.name,
        settings: JSON.stringify(data.settings),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toOrganization(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError('organization', 'slug or publicOrgId already taken', { slug: data.slug });
    throw error;
  }
}

/** System operation (setup gate): the number of organizations. */
export async function countOrganizations(scope: SystemScope): Promise<number> {
  const row = await scope.db
    .selectFrom('organizations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number.parseInt(String(row.n), 10);
}

/**
 * System operation (public lookup): the organization with this `publicOrgId` (a UUID), or with this id
 * from before 0011 made public ids UUIDs (`org_…`, still printed in older verification links), or undefined.
 */
export async function findOrganizationByPublicId(
  scope: SystemScope,
  publicOrgId: string,
): Promise<Organization | undefined> {
  const row = await scope.db
    .selectFrom('organizations')
    .selectAll()
    .where((eb) =>
      eb.or([eb('public_org_id', '=', publicOrgId), eb('legacy_public_org_id', '=', publicOrgId)]),
    )
    .executeTakeFirst();
  return row === undefined ? undefined : toOrganization(row);
}

/** System operation (sign-in by organization slug): the organization with this slug, or undefined. */
export async function findOrganizationBySlug(
  scope: SystemScope,
  slug: string,
): Promise<Organization | undefined> {
  const row = await scope.db
    .selectFrom('organizations')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row === undefined ? undefined : toOrganization(row);
}

/** The scope's own organization. */
export async function getOrganization(scope: OrganizationScope): Promise<Organization> {
  const row = await scope.db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', scope.organizationId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('organization', scope.organizationId);
  return toOrganization(row);
}

/** Updates the scope's own organization (name, settings; slug and publicOrgId are fixed). */
export async function updateOrganization(
  scope: OrganizationScope,
  input: z.input<typeof UpdateOrganizationSchema>,
): Promise<Organization> {
  const data = parseInput('organization update', UpdateOrganizationSchema, input);
  const row = await scope.db
    .updateTable('organizations')
    .set({
      updated_at: new Date(),
      ...(data.name === undefined ? {} : { name: data.name }),
      ...(data.settings === undefined ? {} : { settings: JSON.stringify(data.settings) }),
    })
    .where('id', '=', scope.organizationId)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('organization', scope.organizationId);
  return toOrganization(row);
}
