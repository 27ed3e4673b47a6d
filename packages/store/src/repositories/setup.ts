import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { appendAudit } from '../audit/append.js';
import type { Database } from '../database/schema.js';
import { ConflictError } from '../errors.js';
import { enterOrganization, withSystem } from '../scope.js';
import {
  type CreateOrganizationSchema,
  countOrganizations,
  createOrganization,
  type Organization,
} from './organizations.js';
import { type CreateUserSchema, createUser, type User } from './users.js';

/**
 * System operation (first-time setup): creates the first organization and, when given, its first
 * administrator, with their audit entries, in one transaction. Runs once: a global advisory lock
 * serialises concurrent attempts and any existing organization makes it a {@link ConflictError}
 * (`STORE_CONFLICT`, reason `setup already done`).
 */
export async function setupFirstOrganization(
  db: Kysely<Database>,
  input: {
    organization: z.input<typeof CreateOrganizationSchema>;
    admin?: Omit<z.input<typeof CreateUserSchema>, 'role'>;
    requestId?: string;
  },
): Promise<{ organization: Organization; admin: User | null }> {
  return withSystem(db, async (system) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended('ctp.setup', 0))`.execute(system.db);
    if ((await countOrganizations(system)) > 0) throw new ConflictError('setup', 'setup already done');
    const organization = await createOrganization(system, input.organization);
    const requestId = input.requestId ?? null;
    await appendAudit(system, {
      organizationId: organization.id,
      actorType: 'system',
      actorId: 'setup',
      action: 'organization.create',
      entityType: 'organization',
      entityId: organization.id,
      details: { slug: organization.slug, name: organization.name },
      requestId,
    });
    if (input.admin === undefined) return { organization, admin: null };
    const scope = await enterOrganization(system, organization.id);
    const admin = await createUser(scope, { ...input.admin, role: 'ORG_ADMIN' });
    await appendAudit(scope, {
      actorType: 'system',
      actorId: 'setup',
      action: 'user.create',
      entityType: 'user',
      entityId: admin.id,
      details: { email: admin.email, role: admin.role },
      requestId,
    });
    return { organization, admin };
  });
}
