import { countAssistantInteractionsSince, type Database, withOrganization } from '@ctp/store';
import type { Kysely } from 'kysely';
import type { Asker } from './store-interaction-log.js';

/** The verdict of {@link checkAssistantRate}. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const WINDOW_MS = 60_000;

/**
 * The per-user limit on questions: at most `perMinute` exchanges of one user (or API token) in the
 * last 60 seconds. Counted in the interaction log itself, so it holds across server processes
 * without a shared cache. Questions still being answered are not counted until they are logged.
 */
export async function checkAssistantRate(
  db: Kysely<Database>,
  asker: Asker,
  perMinute: number,
  now = new Date(),
): Promise<RateVerdict> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const who = { userId: asker.userId, apiTokenId: asker.userId === null ? asker.apiTokenId : null };
  const count = await withOrganization(db, asker.organizationId, (scope) =>
    countAssistantInteractionsSince(scope, who, since),
  );
  return count < perMinute ? { allowed: true } : { allowed: false, retryAfterSeconds: 60 };
}
