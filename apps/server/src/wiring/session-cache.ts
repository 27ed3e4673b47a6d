import type { SessionRecord } from '@ctp/auth';

/**
 * How long a validated session may be answered from memory. Only on PGlite: its data folder is
 * open in exactly one process, so every sign-out, revocation and role change passes through this
 * process's {@link SessionCache} and evicts the entry at once; the bound only limits how long an
 * entry lives if some path were missed. On PostgreSQL several server processes may share the
 * database and one process cannot see another's revocations, so there the cache is off (0) and
 * every request reads its session row, in one statement (`lookupSession`, one round trip).
 *
 * Evicting through LISTEN/NOTIFY was considered and not done: a notification reaches the other
 * servers only after the revoking transaction commits, asynchronously, so between that commit (and
 * the revoker's answer) and the moment another server reads the notification, that server would
 * still answer the revoked session from memory. On PGlite no such moment exists (the one process
 * evicts before it answers the revoker), and reading the row costs one round trip.
 */
export const PGLITE_SESSION_CACHE_MS = 30_000;

/** Options of {@link SessionCache}. */
export interface SessionCacheOptions {
  /** How long an entry is answered after it was read from the database; 0 turns the cache off. */
  ttlMs: number;
  /** Most entries kept; the oldest is forgotten first. */
  max?: number;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
}

interface Entry {
  record: SessionRecord;
  readAt: number;
}

/**
 * Validated sessions by id hash, so an authenticated request does not open a system transaction to
 * read its session row every time (issue 22). Expiry is still decided on the record by
 * `resolveSession`; this only remembers the row. Every eviction also advances an epoch: a database
 * read that began before an eviction is not stored, so a row read just before its deletion cannot
 * come back into the cache after it.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #max: number;
  readonly #now: () => number;
  #epoch = 0;

  constructor(options: SessionCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#max = options.max ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** The epoch to hand back to {@link fill} with the row read after asking for it. */
  get epoch(): number {
    return this.#epoch;
  }

  /** How many sessions are remembered (tests check that the cache is in use). */
  get size(): number {
    return this.#entries.size;
  }

  /** The remembered record, or `undefined` when absent, too old or the cache is off. */
  get(idHash: string): SessionRecord | undefined {
    const entry = this.#entries.get(idHash);
    if (entry === undefined) return undefined;
    if (this.#now() - entry.readAt >= this.#ttlMs) {
      this.#entries.delete(idHash);
      return undefined;
    }
    return entry.record;
  }

  /** Remembers a row read from the database, unless an eviction happened since `epoch`. */
  fill(idHash: string, record: SessionRecord, epoch: number): void {
    if (this.#ttlMs <= 0 || epoch !== this.#epoch) return;
    this.#entries.delete(idHash);
    this.#entries.set(idHash, { record, readAt: this.#now() });
    if (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Keeps a renewed idle deadline in the remembered record (the row was just updated). */
  touched(idHash: string, update: { lastSeenAt: Date; idleExpiresAt: Date }): void {
    const entry = this.#entries.get(idHash);
    if (entry !== undefined) entry.record = { ...entry.record, ...update };
  }

  /** Forgets one session (signed out, expired or replaced). */
  forget(idHash: string): void {
    this.#epoch++;
    this.#entries.delete(idHash);
  }

  /** Forgets every session of a user (role changed, deactivated, sessions revoked). */
  forgetUser(userId: string): void {
    this.#epoch++;
    for (const [idHash, entry] of this.#entries) {
      if (entry.record.userId === userId) this.#entries.delete(idHash);
    }
  }
}
