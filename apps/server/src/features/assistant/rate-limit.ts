import { admitOrWait } from '../../http/rate-limit.js';
import type { RateLimiterFactory } from '../../wiring/rate-limits.js';
import type { Asker } from './store-interaction-log.js';

/** The verdict of an {@link AssistantRateLimit}. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const WINDOW_SECONDS = 60;

/** The per-asker budget of questions. */
export interface AssistantRateLimit {
  /** Counts one question of `asker` now (before it is answered): allowed, or the seconds to wait. */
  admit(asker: Asker): Promise<RateVerdict>;
}

/**
 * The per-user limit on questions: at most `perMinute` questions of one user (or API token) per
 * 60-second window. Counted in the database when the question arrives (not when its answer is
 * logged), so it holds across server processes and counts questions still being answered.
 */
export function assistantRateLimit(rateLimiter: RateLimiterFactory, perMinute: number): AssistantRateLimit {
  const limiter = rateLimiter({ keyPrefix: 'assistant', points: perMinute, durationSeconds: WINDOW_SECONDS });
  const keyOf = (a: Asker) => `${a.organizationId}|${a.userId ?? `token:${a.apiTokenId ?? ''}`}`;
  return {
    async admit(asker) {
      const wait = await admitOrWait(limiter, keyOf(asker));
      return wait === null ? { allowed: true } : { allowed: false, retryAfterSeconds: wait };
    },
  };
}

/** Questions one asker may have in flight at once in this process (the store counts only finished ones). */
export const MAX_IN_FLIGHT = 2;

/**
 * Counts the questions each asker has in flight in this process: a cap on concurrent work per
 * asker on top of the shared per-minute budget.
 */
export function createInFlightLimiter(max = MAX_IN_FLIGHT) {
  const running = new Map<string, number>();
  const keyOf = (a: Asker) => `${a.organizationId}|${a.userId ?? `token:${a.apiTokenId ?? ''}`}`;
  return {
    /** Takes a slot, or returns `undefined` when the asker has `max` questions running. */
    acquire(asker: Asker): (() => void) | undefined {
      const key = keyOf(asker);
      const n = running.get(key) ?? 0;
      if (n >= max) return undefined;
      running.set(key, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(key) ?? 1) - 1;
        if (left <= 0) running.delete(key);
        else running.set(key, left);
      };
    },
  };
}
