import { createMiddleware } from 'hono/factory';
import { authenticateAccessToken } from './grant-credentials.js';
import type { PactDeps, PactEnv } from './pact-env.js';
import { expiredToken, invalidToken } from './pact-errors.js';

/**
 * Authenticates a PACT action by its bearer token: an expired token gets 401 `TokenExpired` (PACT v3: the
 * client should obtain a new one); unknown and revoked tokens (and a missing one) get 400 `BadRequest`
 * "Invalid token provided", the reason going to the log only. Revocation is checked on every request, so a
 * revoked grant is refused at once.
 */
export function pactBearer(deps: PactDeps) {
  const { db } = deps.runtime.database;
  const now = deps.now ?? (() => new Date());
  return createMiddleware<PactEnv>(async (c, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) return invalidToken(c);
    const result = await authenticateAccessToken(db, match[1], now());
    if (!result.ok) {
      c.var.log?.warn({ reason: result.reason }, 'PACT token refused');
      return result.reason === 'expired' ? expiredToken(c) : invalidToken(c);
    }
    c.set('grant', result.grant);
    return next();
  });
}
