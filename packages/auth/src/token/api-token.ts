import { randomUUID } from 'node:crypto';
import { isBase64urlOfBytes, randomBase64url, sha256Base64url } from '../crypto.js';
import type { ApiTokenRecord, ApiTokenStore } from '../ports.js';
import type { Principal } from '../principal.js';
import { lowerRole, type Role } from '../roles.js';

/** Prefix of every CTP API token; lets secret scanners recognise leaked tokens. */
export const API_TOKEN_PREFIX = 'ctp_';
const TOKEN_BYTES = 32;

/** What a new API token is for. */
export interface CreateApiTokenInput {
  organizationId: string;
  role: Role;
  /** Human label, e.g. "ERP nightly import". */
  name: string;
  /** Omit for a token that does not expire. */
  expiresAt?: Date;
}

/**
 * Creates an API token. Returns the plaintext `token` (show it once, never store it) and the `record`
 * to store: SHA-256 hash, last four characters, organization, role, optional expiry.
 * @example const { token, record } = createApiToken({ organizationId, role: 'READ_ONLY', name: 'BI' });
 */
export function createApiToken(
  input: CreateApiTokenInput,
  options: { now?: () => Date } = {},
): { token: string; record: ApiTokenRecord } {
  const token = `${API_TOKEN_PREFIX}${randomBase64url(TOKEN_BYTES)}`;
  const record: ApiTokenRecord = {
    id: randomUUID(),
    tokenHash: sha256Base64url(token),
    lastFour: token.slice(-4),
    organizationId: input.organizationId,
    role: input.role,
    name: input.name,
    createdAt: (options.now ?? (() => new Date()))(),
    expiresAt: input.expiresAt ?? null,
    revokedAt: null,
    lastUsedAt: null,
  };
  return { token, record };
}

/** True when `value` has the shape of a CTP API token (prefix and 32 bytes base64url). */
export function looksLikeApiToken(value: string): boolean {
  return (
    value.startsWith(API_TOKEN_PREFIX) &&
    isBase64urlOfBytes(value.slice(API_TOKEN_PREFIX.length), TOKEN_BYTES)
  );
}

/** Why a bearer token was refused. */
/** `CREATOR_DISABLED`: the user who created the token is deactivated (their tokens are disabled with them). */
export type ApiTokenRefusal = 'MALFORMED' | 'UNKNOWN' | 'REVOKED' | 'EXPIRED' | 'CREATOR_DISABLED';

/** Result of {@link authenticateApiToken}. */
export type ApiTokenResult =
  | { ok: true; principal: Principal }
  | { ok: false; reason: ApiTokenRefusal; tokenId?: string; organizationId?: string };

/**
 * Checks a bearer token (without the `Bearer ` scheme) against the store: known, not revoked, not
 * expired, its creator (when it has one) not disabled. The principal's role is the lower of the
 * token's role and its creator's current role, so a token never grants more than its creator holds
 * now (a demoted administrator's tokens are demoted with them). Marks it used on success. Only the
 * token's SHA-256 is ever sent to the store.
 */
export async function authenticateApiToken(
  bearer: string,
  deps: { tokens: ApiTokenStore; now?: () => Date },
): Promise<ApiTokenResult> {
  if (!looksLikeApiToken(bearer)) return { ok: false, reason: 'MALFORMED' };
  const record = await deps.tokens.findByHash(sha256Base64url(bearer));
  if (record === null) return { ok: false, reason: 'UNKNOWN' };
  const ids = { tokenId: record.id, organizationId: record.organizationId };
  const now = (deps.now ?? (() => new Date()))();
  if (record.revokedAt !== null && record.revokedAt <= now) return { ok: false, reason: 'REVOKED', ...ids };
  if (record.expiresAt !== null && record.expiresAt <= now) return { ok: false, reason: 'EXPIRED', ...ids };
  const creator = record.creator ?? null;
  if (creator?.disabled) return { ok: false, reason: 'CREATOR_DISABLED', ...ids };
  await deps.tokens.markUsed(record.id, now);
  const principal: Principal = {
    kind: 'token',
    organizationId: record.organizationId,
    role: creator === null ? record.role : lowerRole(record.role, creator.role),
    tokenId: record.id,
  };
  return { ok: true, principal };
}
