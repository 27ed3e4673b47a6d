import { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope, SystemScope } from '../scope.js';

/** A pending OIDC authorization request as stored: the state's hash and the sealed nonce and verifier. */
export interface OidcAuthorizationState {
  readonly stateHash: string;
  readonly organizationId: string;
  readonly authConfigId: string;
  readonly sealedSecrets: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export const OidcAuthorizationStateInputSchema = z
  .object({
    stateHash: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'SHA-256 in base64url'),
    authConfigId: z.uuid(),
    sealedSecrets: z.string().min(1).max(4000),
    expiresAt: z.date(),
  })
  .strict();

/**
 * Stores a pending authorization request of the scope's organization, and deletes that
 * organization's expired ones (so abandoned sign-ins do not pile up).
 */
export async function saveOidcAuthorizationState(
  scope: OrganizationScope,
  input: z.input<typeof OidcAuthorizationStateInputSchema>,
): Promise<void> {
  const s = parseInput('authorization state', OidcAuthorizationStateInputSchema, input);
  await scope.db.deleteFrom('oidc_authorization_states').where('expires_at', '<', new Date()).execute();
  await scope.db
    .insertInto('oidc_authorization_states')
    .values({
      state_hash: s.stateHash,
      organization_id: scope.organizationId,
      auth_config_id: s.authConfigId,
      sealed_secrets: s.sealedSecrets,
      expires_at: s.expiresAt,
    })
    .execute();
}

/** What {@link consumeOidcAuthorizationState} found. */
export type ConsumedOidcState =
  | { outcome: 'fresh'; state: OidcAuthorizationState }
  | { outcome: 'expired' | 'replayed'; state: OidcAuthorizationState };

/**
 * Consumes a pending authorization request: marks it used (UPDATE … WHERE consumed_at IS NULL
 * RETURNING), so of two callbacks with the same state, on any number of server processes, exactly one
 * gets `fresh`; the other gets `replayed`. `expired` when past its expiry; undefined when no such
 * state was ever issued. System scope: the callback does not know the organization yet; the hash is
 * the lookup key.
 */
export async function consumeOidcAuthorizationState(
  system: SystemScope,
  stateHash: string,
): Promise<ConsumedOidcState | undefined> {
  const now = new Date();
  const claimed = await system.db
    .updateTable('oidc_authorization_states')
    .set({ consumed_at: now })
    .where('state_hash', '=', stateHash)
    .where('consumed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  const row =
    claimed ??
    (await system.db
      .selectFrom('oidc_authorization_states')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .executeTakeFirst());
  if (row === undefined) return undefined;
  const state: OidcAuthorizationState = {
    stateHash: row.state_hash,
    organizationId: row.organization_id,
    authConfigId: row.auth_config_id,
    sealedSecrets: row.sealed_secrets,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
  if (claimed === undefined) return { outcome: 'replayed', state };
  return { outcome: row.expires_at.getTime() <= now.getTime() ? 'expired' : 'fresh', state };
}

/** System operation (housekeeping): deletes pending authorization states past their expiry, across organizations. */
export async function deleteExpiredOidcAuthorizationStates(system: SystemScope, now: Date): Promise<number> {
  const result = await system.db
    .deleteFrom('oidc_authorization_states')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
