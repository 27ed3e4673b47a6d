import { countRecentAssistantInteractions, type Database, withOrganization } from '@ctp/store';
import type { Kysely } from 'kysely';
import type { Asker } from './store-interaction-log.js';

/** The verdict of {@link checkAssistantRate}. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const WINDOW_SECONDS = 60;

/**
 * The per-user limit on questions: at most `perMinute` exchanges of one user (or API token) in the
 * last 60 seconds. Counted in the interaction log itself, so it holds across server processes
 * without a shared cache. Questions still being answered are not counted until they are logged.
 */
export async function checkAssistantRate(
  db: Kysely<Database>,
  asker: Asker,
  perMinute: number,
): Promise<RateVerdict> {
  const who = { userId: asker.userId, apiTokenId: asker.userId === null ? asker.apiTokenId : null };
  const count = await withOrganization(db, asker.organizationId, (scope) =>
    countRecentAssistantInteractions(scope, who, WINDOW_SECONDS),
  );
  return count < perMinute ? { allowed: true } : { allowed: false, retryAfterSeconds: WINDOW_SECONDS };
}

/** Questions one asker may have in flight at once in this process (the store counts only finished ones). */
export const MAX_IN_FLIGHT = 2;

/**
 * Counts the questions each asker has in flight in this process, so a burst of parallel requests
 * cannot slip past the store-backed count before the first of them is logged.
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
