import type { Role } from './roles.js';

/**
 * A browser session as stored. The session id itself is never stored: `idHash` is the SHA-256
 * (base64url) of the random id that lives only in the visitor's cookie.
 */
export interface SessionRecord {
  /** SHA-256 of the session id, base64url. The store's primary key. */
  idHash: string;
  userId: string;
  organizationId: string;
  role: Role;
  /** How the user signed in (`password`, later `oidc`). Informational. */
  authMethod: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session ends at this instant unless renewed by activity (sliding idle timeout). */
  idleExpiresAt: Date;
  /** The session ends at this instant whatever the activity (absolute lifetime). */
  absoluteExpiresAt: Date;
}

/** Port for session persistence; the server implements it on PostgreSQL through @ctp/store. */
export interface SessionStore {
  /** Called once at sign-in with a new record; `idHash` is fresh and unique. */
  create(session: SessionRecord): Promise<void>;
  /** Called on every cookie-authenticated request; returns `null` when no such session exists. */
  get(idHash: string): Promise<SessionRecord | null>;
  /** Sliding renewal: called at most once per `touchIntervalSeconds` per session with the new times. */
  touch(idHash: string, update: { lastSeenAt: Date; idleExpiresAt: Date }): Promise<void>;
  /** Called at sign-out, at expiry and when a newer sign-in replaces the session. Deleting a missing id is not an error. */
  delete(idHash: string): Promise<void>;
  /** Ends every session of a user (password change, role change, user removed). */
  deleteAllForUser(userId: string): Promise<void>;
}

/** An API token as stored: the plaintext is shown once at creation and never kept. */
export interface ApiTokenRecord {
  /** Public identifier of the token (UUID), safe to show and log. */
  id: string;
  /** SHA-256 of the full plaintext token, base64url. Unique. */
  tokenHash: string;
  /** Last four characters of the plaintext, for display (`ctp_…abcd`). */
  lastFour: string;
  organizationId: string;
  role: Role;
  /** Human label chosen by the creator. */
  name: string;
  createdAt: Date;
  /** `null` for a token that does not expire. */
  expiresAt: Date | null;
  /** Set when revoked; a revoked token is refused. */
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  /**
   * The user who created the token, as that user is *now* (read at every authentication): the token
   * never grants more than this role, and is refused while the creator is disabled. `null` or absent
   * for a token nobody created (set up by an operator), which keeps its own role.
   */
  creator?: { role: Role; disabled: boolean } | null;
}

/** Port for API token persistence; the server implements it on PostgreSQL through @ctp/store. */
export interface ApiTokenStore {
  /** Called for every bearer request carrying a `ctp_` token; `null` when no token has this hash. */
  findByHash(tokenHash: string): Promise<ApiTokenRecord | null>;
  /** Called after a token was accepted. Implementations may throttle the write. */
  markUsed(id: string, at: Date): Promise<void>;
  /** Sets `revokedAt`; revoking twice keeps the first time. Called by the server's revoke endpoint. */
  revoke(id: string, at: Date): Promise<void>;
}

/** What sign-in needs to know about a user. */
export interface UserCredential {
  userId: string;
  organizationId: string;
  role: Role;
  /** Encoded password hash (`scrypt$N$r$p$salt$hash`), or `null` for a user without a password (OIDC only). */
  passwordHash: string | null;
  /** A disabled user cannot sign in. Defaults to enabled when absent. */
  disabled?: boolean;
}

/** Port for user lookup at password sign-in; the server implements it on PostgreSQL through @ctp/store. */
export interface UserCredentialStore {
  /** Finds the user by organization and lower-cased, trimmed email; `null` when unknown. */
  findByEmail(organizationId: string, email: string): Promise<UserCredential | null>;
  /** Optional: stores a new hash after a successful sign-in with outdated parameters (rehash-on-login). */
  updatePasswordHash?(userId: string, passwordHash: string): Promise<void>;
}

/** Kinds of authentication events written to the audit sink. */
export type AuthAuditEventType =
  | 'sign_in.succeeded'
  | 'sign_in.failed'
  | 'sign_out'
  | 'token.refused'
  | 'csrf.refused'
  | 'access.denied';

/**
 * One authentication event. Never contains a password, a token, a session id or a CSRF token:
 * only public identifiers (user id, token id, session id hash) and reason codes.
 */
export interface AuthAuditEvent {
  type: AuthAuditEventType;
  at: Date;
  organizationId?: string;
  userId?: string;
  /** Public API token id (never the token). */
  tokenId?: string;
  /** Stored session identifier (the SHA-256 hash, never the cookie value). */
  sessionId?: string;
  /** Email given at a sign-in attempt (lower-cased). */
  email?: string;
  /** Authentication method, e.g. `password`, `session`, `api_token`. */
  method?: string;
  /** Stable reason code of a refusal, e.g. `UNKNOWN_USER`, `REVOKED`, `ORIGIN_MISMATCH`. */
  reason?: string;
  /** HTTP method and path of the request, when there is one. */
  request?: { method: string; path: string };
}

/** Port receiving authentication events; the server writes them to its hash-chained audit log. */
export interface AuthAuditSink {
  /** Called once per event and awaited: a failing sink fails the request (fail closed). */
  record(event: AuthAuditEvent): Promise<void>;
}
