import type { Context } from 'hono';
import type { AuthConfig } from '../config.js';
import { isBase64urlOfBytes, randomBase64url, sha256Base64url } from '../crypto.js';
import type { AuthAuditSink, SessionRecord, SessionStore } from '../ports.js';
import type { Principal } from '../principal.js';
import type { Role } from '../roles.js';
import { clearSessionCookies, readSessionCookie, setSessionCookies } from './cookies.js';

const SESSION_ID_BYTES = 32;

/** Ports used by the session functions. */
export interface SessionDeps {
  sessions: SessionStore;
  audit: AuthAuditSink;
  /** Clock, for tests. Defaults to the system clock. */
  now?: () => Date;
}

/** The identity a new session carries (from password sign-in now, OIDC later). */
export interface SessionIdentity {
  userId: string;
  organizationId: string;
  role: Role;
  authMethod: string;
}

/**
 * Starts a session after a successful sign-in: ends any session the request's cookie carried (no
 * fixation), stores a new record keyed by the SHA-256 of a fresh 32-byte id, sets both cookies and
 * returns the stored id and the CSRF token (also in the `ctp_csrf` cookie) for the page to use.
 */
export async function startSession(
  c: Context,
  identity: SessionIdentity,
  deps: SessionDeps,
  config: AuthConfig,
): Promise<{ sessionId: string; csrfToken: string; absoluteExpiresAt: Date }> {
  const now = (deps.now ?? (() => new Date()))();
  const previous = readSessionCookie(c, config);
  if (previous !== undefined && isBase64urlOfBytes(previous, SESSION_ID_BYTES)) {
    await deps.sessions.delete(sha256Base64url(previous));
  }
  const id = randomBase64url(SESSION_ID_BYTES);
  const record: SessionRecord = {
    idHash: sha256Base64url(id),
    // Picked field by field: a caller passing a whole user row must not store its password hash.
    userId: identity.userId,
    organizationId: identity.organizationId,
    role: identity.role,
    authMethod: identity.authMethod,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + config.idleTimeoutSeconds * 1000),
    absoluteExpiresAt: new Date(now.getTime() + config.absoluteLifetimeSeconds * 1000),
  };
  await deps.sessions.create(record);
  const csrfToken = setSessionCookies(c, id, config.absoluteLifetimeSeconds, config);
  return { sessionId: record.idHash, csrfToken, absoluteExpiresAt: record.absoluteExpiresAt };
}

/**
 * Resolves the session cookie of a request: `null` when absent, unknown or expired (an expired
 * session is deleted). Renews the idle deadline at most once per `touchIntervalSeconds`.
 */
export async function resolveSession(
  c: Context,
  deps: Pick<SessionDeps, 'sessions' | 'now'>,
  config: AuthConfig,
): Promise<{ principal: Principal; rawId: string } | null> {
  const rawId = readSessionCookie(c, config);
  if (rawId === undefined || !isBase64urlOfBytes(rawId, SESSION_ID_BYTES)) return null;
  const idHash = sha256Base64url(rawId);
  const session = await deps.sessions.get(idHash);
  if (session === null) return null;
  const now = (deps.now ?? (() => new Date()))();
  if (now >= session.absoluteExpiresAt || now >= session.idleExpiresAt) {
    await deps.sessions.delete(idHash);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= config.touchIntervalSeconds * 1000) {
    const idle = now.getTime() + config.idleTimeoutSeconds * 1000;
    const idleExpiresAt = new Date(Math.min(idle, session.absoluteExpiresAt.getTime()));
    await deps.sessions.touch(idHash, { lastSeenAt: now, idleExpiresAt });
  }
  const { userId, organizationId, role } = session;
  return { principal: { kind: 'session', userId, organizationId, role, sessionId: idHash }, rawId };
}

/**
 * Signs out: deletes the session named by the request's cookie (if any), clears both cookies and
 * records a `sign_out` audit event. Safe to call without a session.
 */
export async function endSession(c: Context, deps: SessionDeps, config: AuthConfig): Promise<void> {
  const rawId = readSessionCookie(c, config);
  clearSessionCookies(c, config);
  if (rawId === undefined || !isBase64urlOfBytes(rawId, SESSION_ID_BYTES)) return;
  const idHash = sha256Base64url(rawId);
  const session = await deps.sessions.get(idHash);
  await deps.sessions.delete(idHash);
  if (session === null) return;
  await deps.audit.record({
    type: 'sign_out',
    at: (deps.now ?? (() => new Date()))(),
    organizationId: session.organizationId,
    userId: session.userId,
    sessionId: idHash,
    method: 'session',
  });
}
