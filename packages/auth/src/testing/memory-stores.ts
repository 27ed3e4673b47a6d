// TEST DOUBLES. These in-memory stores exist for tests and the README example only: they keep state in
// one process, lose it on restart and are not shared between server processes. The real stores are
// PostgreSQL tables implemented in @ctp/store and wired by apps/server.
import type {
  ApiTokenRecord,
  ApiTokenStore,
  AuthAuditEvent,
  AuthAuditSink,
  SessionRecord,
  SessionStore,
  UserCredential,
  UserCredentialStore,
} from '../ports.js';

/** TEST DOUBLE: in-memory {@link SessionStore}. Not for production (see @ctp/store). */
export class MemorySessionStoreForTests implements SessionStore {
  /** Stored sessions by id hash; tests may inspect or edit them. */
  readonly records = new Map<string, SessionRecord>();
  async create(session: SessionRecord): Promise<void> {
    this.records.set(session.idHash, { ...session });
  }
  async get(idHash: string): Promise<SessionRecord | null> {
    const found = this.records.get(idHash);
    return found === undefined ? null : { ...found };
  }
  async touch(idHash: string, update: { lastSeenAt: Date; idleExpiresAt: Date }): Promise<void> {
    const found = this.records.get(idHash);
    if (found !== undefined) this.records.set(idHash, { ...found, ...update });
  }
  async delete(idHash: string): Promise<void> {
    this.records.delete(idHash);
  }
  async deleteAllForUser(userId: string): Promise<void> {
    for (const [key, record] of this.records) if (record.userId === userId) this.records.delete(key);
  }
}

/** TEST DOUBLE: in-memory {@link ApiTokenStore} with an `add` method. Not for production. */
export class MemoryApiTokenStoreForTests implements ApiTokenStore {
  /** Stored tokens by id. */
  readonly records = new Map<string, ApiTokenRecord>();
  /** Stores a record returned by `createApiToken`. */
  add(record: ApiTokenRecord): this {
    this.records.set(record.id, { ...record });
    return this;
  }
  async findByHash(tokenHash: string): Promise<ApiTokenRecord | null> {
    for (const record of this.records.values()) if (record.tokenHash === tokenHash) return { ...record };
    return null;
  }
  async markUsed(id: string, at: Date): Promise<void> {
    const found = this.records.get(id);
    if (found !== undefined) this.records.set(id, { ...found, lastUsedAt: at });
  }
  async revoke(id: string, at: Date): Promise<void> {
    const found = this.records.get(id);
    if (found !== undefined && found.revokedAt === null) this.records.set(id, { ...found, revokedAt: at });
  }
}

/** TEST DOUBLE: in-memory {@link UserCredentialStore} keyed by organization and email. Not for production. */
export class MemoryUserStoreForTests implements UserCredentialStore {
  /** Users by `organizationId/email`. */
  readonly users = new Map<string, UserCredential & { email: string }>();
  /** Adds a user; `email` is lower-cased. */
  add(user: UserCredential & { email: string }): this {
    const email = user.email.trim().toLowerCase();
    this.users.set(`${user.organizationId}/${email}`, { ...user, email });
    return this;
  }
  async findByEmail(organizationId: string, email: string): Promise<UserCredential | null> {
    return this.users.get(`${organizationId}/${email}`) ?? null;
  }
  async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
    for (const [key, user] of this.users)
      if (user.userId === userId) this.users.set(key, { ...user, passwordHash });
  }
}

/** TEST DOUBLE: {@link AuthAuditSink} that keeps events in an array. Not for production. */
export class MemoryAuditSinkForTests implements AuthAuditSink {
  /** Events in the order recorded. */
  readonly events: AuthAuditEvent[] = [];
  async record(event: AuthAuditEvent): Promise<void> {
    this.events.push(structuredClone(event));
  }
}
