import type { Selectable } from 'kysely';
import { z } from 'zod';
import { toJson } from '../database/columns.js';
import type { SharingGrantsTable } from '../database/pact.js';
import { ConflictError, isUniqueViolation, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope, SystemScope } from '../scope.js';
import { UrnSchema } from './pact-products.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

const PeriodSchema = z
  .object({ start: z.iso.date(), end: z.iso.date() })
  .strict()
  .refine((p) => p.start <= p.end, 'start must not be after end');

export const SharingGrantInputSchema = z
  .object({
    customerName: z.string().trim().min(1).max(200),
    customerPublicOrgId: z.string().min(1).max(100).nullable().default(null),
    /** Product URNs the customer may read (empty: none, e.g. a grant that only authenticates inbound events). */
    productIds: z.array(UrnSchema).max(1000).default([]),
    /** Reference periods the customer may read (inclusive ISO dates). */
    periods: z.array(PeriodSchema).max(100).default([]),
    scopes: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .max(3)
      .default([]),
    /** How the corporate export allocates to this customer (null: no corporate export). */
    corporateAllocation: z.json().nullable().default(null),
    clientId: z.string().min(16).max(200),
    secretHash: z.string().min(16).max(200),
    callback: z
      .object({ url: z.url(), clientId: z.string().min(1).max(500), secretSealed: z.string().min(1) })
      .strict()
      .nullable()
      .default(null),
    answerPolicy: z.enum(['manual', 'fulfil_matching', 'fulfil_or_reject']).default('manual'),
    createdBy: z.uuid().nullable().default(null),
  })
  .strict();

/**
 * Who answers a grant's footprint requests: an administrator (`manual`), or CTP at once with the published
 * footprints the grant may read that match the request (`fulfil_matching`; when none matches the request
 * waits for an administrator), also rejecting it at once when none matches (`fulfil_or_reject`).
 */
export type AnswerPolicy = 'manual' | 'fulfil_matching' | 'fulfil_or_reject';

/** A sharing grant as stored: the secret's hash only (never send it to clients). */
export interface SharingGrant {
  readonly id: string;
  readonly organizationId: string;
  readonly customerName: string;
  readonly customerPublicOrgId: string | null;
  readonly productIds: readonly string[];
  readonly periods: readonly { start: string; end: string }[];
  readonly scopes: readonly (1 | 2 | 3)[];
  readonly corporateAllocation: unknown;
  readonly clientId: string;
  readonly secretHash: string;
  readonly callback: { url: string; clientId: string; secretSealed: string } | null;
  readonly answerPolicy: AnswerPolicy;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
  readonly revokedBy: string | null;
}

function toGrant(row: Selectable<SharingGrantsTable>): SharingGrant {
  return {
    id: row.id,
    organizationId: row.organization_id,
    customerName: row.customer_name,
    customerPublicOrgId: row.customer_public_org_id,
    productIds: row.product_ids,
    periods: row.periods,
    scopes: row.scopes as (1 | 2 | 3)[],
    corporateAllocation: row.corporate_allocation,
    clientId: row.client_id,
    secretHash: row.secret_hash,
    callback:
      row.callback_url && row.callback_client_id && row.callback_secret_sealed
        ? {
            url: row.callback_url,
            clientId: row.callback_client_id,
            secretSealed: row.callback_secret_sealed,
          }
        : null,
    answerPolicy: row.answer_policy,
    createdBy: row.created_by,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by,
  };
}

/** Stores a grant of the scope's organization. The plaintext secret never reaches the store. */
export async function createSharingGrant(
  scope: OrganizationScope,
  input: z.input<typeof SharingGrantInputSchema>,
): Promise<SharingGrant> {
  const g = parseInput('sharing grant', SharingGrantInputSchema, input);
  try {
    const row = await scope.db
      .insertInto('sharing_grants')
      .values({
        id: uuidv7(),
        organization_id: scope.organizationId,
        customer_name: g.customerName,
        customer_public_org_id: g.customerPublicOrgId,
        product_ids: toJson(g.productIds),
        periods: toJson(g.periods),
        scopes: toJson(g.scopes),
        corporate_allocation: g.corporateAllocation === null ? null : toJson(g.corporateAllocation),
        client_id: g.clientId,
        secret_hash: g.secretHash,
        callback_url: g.callback?.url ?? null,
        callback_client_id: g.callback?.clientId ?? null,
        callback_secret_sealed: g.callback?.secretSealed ?? null,
        answer_policy: g.answerPolicy,
        created_by: g.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toGrant(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('sharing grant', 'client id already issued');
    throw error;
  }
}

/** The scope's grants in creation order, revoked ones included. */
export async function listSharingGrants(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<SharingGrant>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('sharing_grants').selectAll(), page, toGrant);
}

/** A grant of the scope by id, or null. */
export async function findSharingGrant(scope: OrganizationScope, id: string): Promise<SharingGrant | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const row = await scope.db.selectFrom('sharing_grants').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : toGrant(row);
}

/** Sets who answers the grant's footprint requests. @throws NotFoundError for another org's grant. */
export async function setSharingGrantAnswerPolicy(
  scope: OrganizationScope,
  id: string,
  policy: AnswerPolicy,
): Promise<SharingGrant> {
  const existing = await findSharingGrant(scope, id);
  if (existing === null) throw new NotFoundError('sharing grant', id);
  const row = await scope.db
    .updateTable('sharing_grants')
    .set({ answer_policy: z.enum(['manual', 'fulfil_matching', 'fulfil_or_reject']).parse(policy) })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toGrant(row);
}

/**
 * Revokes a grant at once: marks it revoked (the first time is kept) and deletes its access tokens, so a
 * token issued before is refused from the next request on. @throws NotFoundError for another org's grant.
 */
export async function revokeSharingGrant(
  scope: OrganizationScope,
  id: string,
  by: string | null,
  at: Date,
): Promise<SharingGrant> {
  const existing = await findSharingGrant(scope, id);
  if (existing === null) throw new NotFoundError('sharing grant', id);
  await scope.db.deleteFrom('pact_access_tokens').where('grant_id', '=', existing.id).execute();
  if (existing.revokedAt !== null) return existing;
  const row = await scope.db
    .updateTable('sharing_grants')
    .set({ revoked_at: at, revoked_by: by })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toGrant(row);
}

/** System operation (PACT token action): the grant with this client id, revoked or not, or null. */
export async function findSharingGrantByClientId(
  scope: SystemScope,
  clientId: string,
): Promise<SharingGrant | null> {
  const row = await scope.db
    .selectFrom('sharing_grants')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row === undefined ? null : toGrant(row);
}

/** Stores a PACT access token (its hash) for a grant of the scope. */
export async function createPactAccessToken(
  scope: OrganizationScope,
  input: { grantId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await scope.db
    .insertInto('pact_access_tokens')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      grant_id: parseInput('grant id', z.uuid(), input.grantId),
      token_hash: parseInput('token hash', z.string().min(16).max(200), input.tokenHash),
      expires_at: input.expiresAt,
    })
    .execute();
}

/**
 * System operation (PACT bearer authentication): the token with this hash and its grant, or null. The
 * caller decides on expiry and revocation (both returned) so it can say which refused the token.
 */
export async function findPactAccessTokenByHash(
  scope: SystemScope,
  tokenHash: string,
): Promise<{ expiresAt: Date; grant: SharingGrant } | null> {
  const row = await scope.db
    .selectFrom('pact_access_tokens as t')
    .innerJoin('sharing_grants as g', (j) =>
      j.onRef('g.id', '=', 't.grant_id').onRef('g.organization_id', '=', 't.organization_id'),
    )
    .selectAll('g')
    .select('t.expires_at as token_expires_at')
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (row === undefined) return null;
  const { token_expires_at, ...grant } = row;
  return { expiresAt: token_expires_at, grant: toGrant(grant) };
}

/** System operation (housekeeping): deletes access tokens expired at `now` (they are refused anyway). */
export async function deleteExpiredPactAccessTokens(scope: SystemScope, now: Date): Promise<number> {
  const result = await scope.db
    .deleteFrom('pact_access_tokens')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
