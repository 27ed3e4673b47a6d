import { findPublicReport, type PublicReport, withSystem } from '@ctp/store';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Runtime } from '../../wiring/runtime.js';

/**
 * The public verification service: the per-address lookup budget and the lookup itself. Public, so
 * its methods take the plain inputs (a client address, a code) instead of a caller.
 */
export function verificationService(runtime: Runtime) {
  // Counters live in this process, so each server enforces its own budget: the codes' 20 bits of
  // randomness per year still cannot be enumerated at this rate from any realistic number of addresses.
  const limiter = new RateLimiterMemory({
    keyPrefix: 'verify-lookup',
    points: runtime.config.verifyLookupsPerMinute,
    duration: 60,
  });
  return {
    /**
     * Counts one lookup for a client address (API and page together): `null` when it may go on,
     * else the seconds to wait once the minute's budget is spent.
     */
    admit: async (address: string): Promise<number | null> => {
      try {
        await limiter.consume(address);
        return null;
      } catch (reason) {
        if (reason instanceof RateLimiterRes) return Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
        throw reason;
      }
    },

    /**
     * The lookup, the same work for every code: one indexed query (a malformed code queries a
     * placeholder), so neither the status nor the time tells a malformed code from an unknown one or
     * from a report that is not complete.
     */
    find: (code: string): Promise<PublicReport | undefined> =>
      withSystem(runtime.database.db, (scope) => findPublicReport(scope, code.trim().toUpperCase())),
  };
}
