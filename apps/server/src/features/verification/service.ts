import { findPublicReport, type PublicReport, withSystem } from '@ctp/store';
import { admitOrWait } from '../../http/rate-limit.js';
import type { Runtime } from '../../wiring/runtime.js';

/**
 * The public verification service: the per-address lookup budget and the lookup itself. Public, so
 * its methods take the plain inputs (a client address, a code) instead of a caller.
 */
export function verificationService(runtime: Runtime) {
  // Counters live in the database: every server behind a load balancer spends the same budget.
  const limiter = runtime.rateLimiter({
    keyPrefix: 'verify-lookup',
    points: runtime.config.verifyLookupsPerMinute,
    durationSeconds: 60,
  });
  return {
    /**
     * Counts one lookup for a client address (API and page together): `null` when it may go on,
     * else the seconds to wait once the minute's budget is spent.
     */
    admit: (address: string): Promise<number | null> => admitOrWait(limiter, address),

    /**
     * The lookup, the same work for every code: one indexed query (a malformed code queries a
     * placeholder), so neither the status nor the time tells a malformed code from an unknown one or
     * from a report that is not complete.
     */
    find: (code: string): Promise<PublicReport | undefined> =>
      withSystem(runtime.database.db, (scope) => findPublicReport(scope, code.trim().toUpperCase())),
  };
}
