import type { Context } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddress } from '../../http/client-address.js';
import { waitSeconds } from '../../http/rate-limit.js';
import type { RateLimiterFactory, SharedRateLimiter } from '../../wiring/rate-limits.js';

/** Failed sign-ins allowed per account (organization slug + email) within the window. */
export const FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per client address within the window (many accounts, one attacker). */
export const FAILURES_PER_ADDRESS = 50;
/** The window, in seconds, after the first counted failure. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/** The verdict before a sign-in attempt. */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts failed password sign-ins and refuses further attempts while a limit is reached. */
export interface SignInThrottle {
  check(c: Context, account: { organizationSlug: string; email: string }): Promise<ThrottleVerdict>;
  failed(c: Context, account: { organizationSlug: string; email: string }): Promise<void>;
  succeeded(account: { organizationSlug: string; email: string }): Promise<void>;
}

const accountKey = (a: { organizationSlug: string; email: string }) =>
  `${a.organizationSlug.trim().toLowerCase()}|${a.email.trim().toLowerCase()}`;

/**
 * A brute-force guard for password sign-in, on rate-limiter-flexible (a maintained limiter with
 * fixed windows and exact expiry, so we do not keep our own counters and timers). Only failures
 * count, so a person who signs in correctly is never slowed; a success clears the account's count.
 * Counters live in the database (`rateLimiter` of the runtime), so several servers behind a load
 * balancer share one budget instead of multiplying it.
 */
export function createSignInThrottle(
  rateLimiter: RateLimiterFactory,
  limits: { perAccount?: number; perAddress?: number; windowSeconds?: number } = {},
): SignInThrottle {
  const durationSeconds = limits.windowSeconds ?? FAILURE_WINDOW_SECONDS;
  const perAccount = rateLimiter({
    keyPrefix: 'sign-in-account',
    points: limits.perAccount ?? FAILURES_PER_ACCOUNT,
    durationSeconds,
  });
  const perAddress = rateLimiter({
    keyPrefix: 'sign-in-address',
    points: limits.perAddress ?? FAILURES_PER_ADDRESS,
    durationSeconds,
  });
  const exhausted = async (limiter: SharedRateLimiter, key: string): Promise<number | null> => {
    const state = await limiter.get(key);
    if (state === null || state.consumedPoints < limiter.points) return null;
    return waitSeconds(state);
  };
  const consume = async (limiter: SharedRateLimiter, key: string) => {
    // A rejection only means the limit is (already) reached; the next check refuses.
    await limiter.consume(key).catch((reason: unknown) => {
      if (!(reason instanceof RateLimiterRes)) throw reason;
    });
  };
  return {
    async check(c, account) {
      const waits = [
        await exhausted(perAccount, accountKey(account)),
        await exhausted(perAddress, clientAddress(c)),
      ].filter((w): w is number => w !== null);
      return waits.length === 0
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: Math.max(...waits) };
    },
    async failed(c, account) {
      await consume(perAccount, accountKey(account));
      await consume(perAddress, clientAddress(c));
    },
    async succeeded(account) {
      await perAccount.delete(accountKey(account));
    },
  };
}
