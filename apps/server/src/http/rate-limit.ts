import { RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedRateLimiter } from '../wiring/rate-limits.js';

/**
 * Counts one request against `limiter` for `key`: `null` when it may go on, else the whole seconds
 * to wait (at least 1) once the window's budget is spent.
 */
export async function admitOrWait(limiter: SharedRateLimiter, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (reason) {
    if (reason instanceof RateLimiterRes) return waitSeconds(reason);
    throw reason;
  }
}

/** The whole seconds (at least 1) until a spent window ends. */
export function waitSeconds(state: RateLimiterRes): number {
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}
