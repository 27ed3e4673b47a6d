import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from './database/schema.js';
import { parseInput, periodLockedFromDatabase } from './errors.js';

declare const scopeBrand: unique symbol;

/**
 * A transaction confined to one organization: it runs as the role `ctp_app` with
 * `ctp.organization_id` set, so row-level security lets it see and write only that
 * organization's rows, whatever the SQL says. Only {@link withOrganization} makes one.
 */
export interface OrganizationScope {
  readonly kind: 'organization';
  readonly organizationId: string;
  /** The scoped transaction: use it for every query of the unit of work. */
  readonly db: Transaction<Database>;
  readonly [scopeBrand]: true;
}

/**
 * A transaction as the role `ctp_system`, which row-level security lets see every organization.
 * Only {@link withSystem} makes one.
 */
export interface SystemScope {
  readonly kind: 'system';
  readonly db: Transaction<Database>;
  readonly [scopeBrand]: true;
}

const OrganizationIdSchema = z.uuid();

/**
 * Switches the transaction to `role` and sets `ctp.organization_id`, both transaction-local, in one
 * statement: one round trip instead of two on every scoped transaction (every request pays it).
 * `set_config('role', …, true)` is what `SET LOCAL ROLE` does, with the same membership check.
 * The values are literals, not parameters, so that on PostgreSQL the driver sends the statement in
 * the same message as the transaction's `begin` (another round trip saved, see `mergedBeginClient`);
 * they are a fixed role name and a validated uuid (or empty), quoted by Kysely's `sql.lit` anyway.
 */
async function enterRole(
  trx: Transaction<Database>,
  role: 'ctp_app' | 'ctp_system',
  organizationId: string,
): Promise<void> {
  await sql`SELECT set_config('role', ${sql.lit(role)}, true), set_config('ctp.organization_id', ${sql.lit(organizationId)}, true)`.execute(
    trx,
  );
}

/**
 * Runs `fn` in one transaction scoped to `organizationId`: `SET LOCAL ROLE ctp_app` (no
 * BYPASSRLS, not the owner) and the transaction-local setting `ctp.organization_id`. Both end
 * with the transaction, so a pooled connection never carries a tenant into the next request.
 * Commits when `fn` resolves, rolls back when it throws; a write refused by the database because
 * its dates fall in a locked reporting period is thrown as `PeriodLockedError`.
 */
export async function withOrganization<T>(
  db: Kysely<Database>,
  organizationId: string,
  fn: (scope: OrganizationScope) => Promise<T>,
): Promise<T> {
  const id = parseInput('organization id', OrganizationIdSchema, organizationId);
  try {
    return await db.transaction().execute(async (trx) => {
      await enterRole(trx, 'ctp_app', id);
      return fn({ kind: 'organization', organizationId: id, db: trx } as OrganizationScope);
    });
  } catch (error) {
    // A lock trigger's refusal (a write into a locked reporting period) becomes a coded error.
    throw periodLockedFromDatabase(error) ?? error;
  }
}

/**
 * Runs `fn` in one transaction as the role `ctp_system`, which sees every organization. Use it
 * only for the operations that precede or cross tenants, each documented where it is exported:
 * first-time setup (count and create organizations), public lookups by `publicOrgId` or report
 * verification code, and resolving a session or API token hash to its organization. Never pass
 * request data into it except the lookup key. Migrations run as the connecting user, not here.
 */
export async function withSystem<T>(
  db: Kysely<Database>,
  fn: (scope: SystemScope) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await enterRole(trx, 'ctp_system', '');
    return fn({ kind: 'system', db: trx } as SystemScope);
  });
}

/**
 * Continues a system transaction as one organization's scope (for first-time setup: create an
 * organization, then its first user, atomically). Switches the transaction to `ctp_app` and sets
 * `ctp.organization_id`; do not use `system` afterwards.
 */
export async function enterOrganization(
  system: SystemScope,
  organizationId: string,
): Promise<OrganizationScope> {
  const id = parseInput('organization id', OrganizationIdSchema, organizationId);
  await enterRole(system.db, 'ctp_app', id);
  return { kind: 'organization', organizationId: id, db: system.db } as OrganizationScope;
}

/**
 * Runs `fn` on the organization scope's transaction with the connecting (owner) role instead of
 * `ctp_app`, then switches back: for queueing a job in the same transaction as the tenant rows
 * it is about (the outbox pattern), since the job queue's tables belong to the owner and the
 * application role has no rights on them. Pass `fn` nothing but the queue's `send`. If `fn`
 * throws, the transaction is rolled back by its caller anyway.
 */
export async function asQueueOwner<T>(
  scope: OrganizationScope,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  await sql`RESET ROLE`.execute(scope.db);
  const result = await fn(scope.db);
  await sql`SET LOCAL ROLE ctp_app`.execute(scope.db);
  return result;
}
