/**
 * Client credentials of sharing grants and the bearer tokens `POST /pact/auth/token` issues for them.
 *
 * Access tokens are opaque random strings stored as SHA-256 hashes with an expiry, not JWTs: every use is
 * checked against the database anyway (a revoked grant must be refused at once, including tokens issued
 * before), so a self-contained token would add a signing key to manage and gain nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@ctp/store';
import {
  createPactAccessToken,
  findPactAccessTokenByHash,
  findSharingGrantByClientId,
  type SharingGrant,
  withOrganization,
  withSystem,
} from '@ctp/store';
import type { Kysely } from 'kysely';

const randomBase64url = (bytes: number) => randomBytes(bytes).toString('base64url');
const sha256Base64url = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url');
/** Constant-time equality of two hashes of the same length (both are SHA-256 base64url here). */
const constantTimeEqual = (a: string, b: string) => {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a === b;
};

/** Lifetime of an access token. */
export const PACT_TOKEN_TTL_SECONDS = 3600;

/**
 * How long an expired access token is kept before housekeeping deletes it: while it is kept, a partner using
 * it is told `TokenExpired` (401, fetch a new token) rather than that it is unknown.
 */
export const PACT_EXPIRED_TOKEN_RETENTION_SECONDS = 7 * 24 * 3600;

/** New client credentials: the secret is returned once; only its hash is stored. */
export function newClientCredentials(): { clientId: string; clientSecret: string; secretHash: string } {
  const clientId = `pact_${randomBase64url(18)}`;
  const clientSecret = randomBase64url(32);
  return { clientId, clientSecret, secretHash: sha256Base64url(clientSecret) };
}

/** The grant whose credentials these are, when they match and it is not revoked; null otherwise. */
export async function verifyClientCredentials(
  db: Kysely<Database>,
  clientId: string,
  clientSecret: string,
): Promise<SharingGrant | null> {
  const grant = await withSystem(db, (s) => findSharingGrantByClientId(s, clientId));
  // Compare even when no grant matched, so timing does not tell a known client id from an unknown one.
  const ok = constantTimeEqual(grant?.secretHash ?? 'no-grant', sha256Base64url(clientSecret));
  if (grant === null || !ok || grant.revokedAt !== null) return null;
  return grant;
}

/** Issues an access token for a grant; returns the plaintext (shown to the client once). */
export async function issueAccessToken(
  db: Kysely<Database>,
  grant: SharingGrant,
  now: Date,
): Promise<{ accessToken: string; expiresIn: number }> {
  const accessToken = randomBase64url(32);
  await withOrganization(db, grant.organizationId, (scope) =>
    createPactAccessToken(scope, {
      grantId: grant.id,
      tokenHash: sha256Base64url(accessToken),
      expiresAt: new Date(now.getTime() + PACT_TOKEN_TTL_SECONDS * 1000),
    }),
  );
  return { accessToken, expiresIn: PACT_TOKEN_TTL_SECONDS };
}

/** Why a bearer token was refused (all answered the same way on the wire, recorded apart in logs). */
export type TokenRefusal = 'unknown' | 'expired' | 'revoked';

/** The grant of a bearer token, or why it is refused. */
export async function authenticateAccessToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ ok: true; grant: SharingGrant } | { ok: false; reason: TokenRefusal }> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { ok: false, reason: 'unknown' };
  const found = await withSystem(db, (s) => findPactAccessTokenByHash(s, sha256Base64url(token)));
  if (found === null) return { ok: false, reason: 'unknown' };
  if (found.grant.revokedAt !== null) return { ok: false, reason: 'revoked' };
  if (found.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant: found.grant };
}
