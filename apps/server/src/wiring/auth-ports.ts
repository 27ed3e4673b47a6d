import type {
  ApiTokenRecord,
  ApiTokenStore,
  AuthAuditEvent,
  AuthAuditSink,
  SessionRecord,
  SessionStore,
  UserCredential,
  UserCredentialStore,
} from '@ctp/auth';
import {
  appendAudit,
  createSession,
  deleteSession,
  deleteUserSessions,
  findApiTokenByHash,
  findUserByEmail,
  lookupSession,
  markApiTokenUsed,
  type OpenDatabase,
  revokeApiToken,
  touchSession,
  withOrganization,
  withSystem,
} from '@ctp/store';
import type { Logger } from '../http/logging/index.js';
import { currentRequestId } from './request-scope.js';
import { SessionCache } from './session-cache.js';

/** The four @ctp/auth ports implemented on @ctp/store, and the cache of validated sessions behind `sessions`. */
export interface AuthPorts {
  sessions: SessionStore;
  tokens: ApiTokenStore;
  users: UserCredentialStore;
  audit: AuthAuditSink;
  /** Whoever ends sessions without `sessions` (the users service) evicts them here once committed. */
  sessionCache: SessionCache;
}

/** Options of {@link createAuthPorts}. */
export interface AuthPortsOptions {
  /** How long a validated session is answered from memory (see `PGLITE_SESSION_CACHE_MS`); default 0, off. */
  sessionCacheMs?: number;
}

type Db = OpenDatabase['db'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Adapters from the @ctp/auth ports to the @ctp/store repositories. Lookups by hash run as the system
 * role (the organization is not known yet; a session in one statement, `lookupSession`); everything
 * else runs in the organization's scope.
 * Never called inside another scope's callback (PGlite is one connection).
 */
export function createAuthPorts(db: Db, logger: Logger, options: AuthPortsOptions = {}): AuthPorts {
  const sessionCache = new SessionCache({ ttlMs: options.sessionCacheMs ?? 0 });
  // Which organization a session hash or token id belongs to, learnt at lookup (bounded).
  const sessionOrg = new BoundedMap<string, string>(10_000);
  const tokenOrg = new BoundedMap<string, string>(10_000);
  const lastMarked = new BoundedMap<string, number>(10_000);

  const orgOfSession = async (idHash: string): Promise<string | undefined> =>
    sessionOrg.get(idHash) ?? (await lookupSession(db, idHash))?.organizationId;

  const sessions: SessionStore = {
    async create(session: SessionRecord) {
      await withOrganization(db, session.organizationId, (scope) => createSession(scope, session));
      sessionOrg.set(session.idHash, session.organizationId);
    },
    async get(idHash) {
      const cached = sessionCache.get(idHash);
      if (cached !== undefined) return cached;
      const epoch = sessionCache.epoch;
      // One statement, no transaction: every request without a cached session pays this round trip.
      const found = await lookupSession(db, idHash);
      if (found === null) return null;
      sessionOrg.set(idHash, found.organizationId);
      sessionCache.fill(idHash, found, epoch);
      return found;
    },
    async touch(idHash, update) {
      const org = await orgOfSession(idHash);
      if (org !== undefined) await withOrganization(db, org, (scope) => touchSession(scope, idHash, update));
      sessionCache.touched(idHash, update);
    },
    async delete(idHash) {
      // Evicted before (no request uses it meanwhile) and after (no read begun before it is stored).
      sessionCache.forget(idHash);
      const org = await orgOfSession(idHash);
      sessionOrg.delete(idHash);
      if (org !== undefined) await withOrganization(db, org, (scope) => deleteSession(scope, idHash));
      sessionCache.forget(idHash);
    },
    async deleteAllForUser(userId) {
      if (!UUID.test(userId)) return;
      sessionCache.forgetUser(userId);
      const row = await withSystem(db, (system) =>
        system.db.selectFrom('users').select('organization_id').where('id', '=', userId).executeTakeFirst(),
      );
      if (row !== undefined) {
        await withOrganization(db, row.organization_id, (scope) => deleteUserSessions(scope, userId));
      }
      sessionCache.forgetUser(userId);
    },
  };

  const tokens: ApiTokenStore = {
    async findByHash(tokenHash): Promise<ApiTokenRecord | null> {
      const found = await withSystem(db, (system) => findApiTokenByHash(system, tokenHash));
      if (found === null) return null;
      tokenOrg.set(found.id, found.organizationId);
      return found;
    },
    async markUsed(id, at) {
      // At most one write per token and minute: last use is informational.
      const previous = lastMarked.get(id);
      if (previous !== undefined && at.getTime() - previous < 60_000) return;
      const org = tokenOrg.get(id);
      if (org === undefined) return;
      lastMarked.set(id, at.getTime());
      await withOrganization(db, org, (scope) => markApiTokenUsed(scope, id, at));
    },
    async revoke(id, at) {
      const org = tokenOrg.get(id);
      if (org !== undefined) await withOrganization(db, org, (scope) => revokeApiToken(scope, id, at));
    },
  };

  const users: UserCredentialStore = {
    async findByEmail(organizationId, email): Promise<UserCredential | null> {
      if (!UUID.test(organizationId)) return null;
      const user = await withOrganization(db, organizationId, (scope) => findUserByEmail(scope, email));
      if (user === undefined) return null;
      return {
        userId: user.id,
        organizationId: user.organizationId,
        role: user.role,
        passwordHash: user.passwordHash,
        disabled: user.disabled,
      };
    },
  };

  const audit: AuthAuditSink = {
    async record(event: AuthAuditEvent) {
      const written =
        event.organizationId !== undefined && UUID.test(event.organizationId)
          ? await writeAuthAudit(db, event.organizationId, event)
          : false;
      // Events without a known organization (unknown slug, malformed token) have no chain: log only.
      if (!written) logger.warn({ audit: summary(event), requestId: currentRequestId() }, 'auth event');
    },
  };

  return { sessions, tokens, users, audit, sessionCache };
}

function summary(event: AuthAuditEvent): Record<string, unknown> {
  return {
    type: event.type,
    ...(event.reason ? { reason: event.reason } : {}),
    ...(event.method ? { method: event.method } : {}),
    ...(event.request ? { request: event.request } : {}),
    ...(event.tokenId ? { tokenId: event.tokenId } : {}),
  };
}

/** Appends an auth event to the organization's chain; false when no such organization exists. */
async function writeAuthAudit(db: Db, organizationId: string, event: AuthAuditEvent) {
  return withOrganization(db, organizationId, async (scope) => {
    const org = await scope.db.selectFrom('organizations').select('id').executeTakeFirst();
    if (org === undefined) return false;
    const actor = event.userId
      ? { actorType: 'user' as const, actorId: event.userId }
      : event.tokenId
        ? { actorType: 'api_token' as const, actorId: event.tokenId }
        : { actorType: 'anonymous' as const, actorId: null };
    await appendAudit(scope, {
      ...actor,
      action: `auth.${event.type}`,
      entityType: event.sessionId ? 'session' : event.tokenId ? 'api_token' : 'authentication',
      entityId: event.sessionId ?? event.tokenId ?? null,
      details: {
        ...(event.reason ? { reason: event.reason } : {}),
        ...(event.method ? { method: event.method } : {}),
        ...(event.email ? { email: event.email } : {}),
        ...(event.request ? { request: event.request } : {}),
      },
      requestId: currentRequestId(),
      occurredAt: event.at,
    });
    return true;
  });
}

/** A Map that forgets its oldest entries beyond `max`. */
class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }
  override set(key: K, value: V): this {
    if (this.has(key)) this.delete(key);
    super.set(key, value);
    if (this.size > this.max) {
      const oldest = this.keys().next().value as K;
      this.delete(oldest);
    }
    return this;
  }
}
