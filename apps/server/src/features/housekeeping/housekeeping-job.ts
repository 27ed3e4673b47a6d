import {
  defineJob,
  deleteExpiredOidcAuthorizationStates,
  deleteExpiredPactAccessTokens,
  deleteExpiredRateLimits,
  deleteExpiredSessions,
  withSystem,
} from '@ctp/store';
import { z } from 'zod';
import type { Runtime } from '../../wiring/runtime.js';
import { PACT_EXPIRED_TOKEN_RETENTION_SECONDS } from '../pact/index.js';

/**
 * Periodic clean-up of what expires: sessions past their idle or absolute expiry (they are refused
 * at sign-in time anyway; this keeps the table from growing without bound), pending OIDC sign-ins past
 * their expiry (refused at the callback anyway), PACT access tokens expired for longer than
 * `PACT_EXPIRED_TOKEN_RETENTION_SECONDS` (until then a partner is told `TokenExpired`), rate-limit
 * counters whose window ended (a new window starts afresh anyway) and job progress rows
 * older than {@link JOB_TRACKING_RETENTION_SECONDS}. Runs in any worker; pg-boss runs each
 * scheduled occurrence once even with several workers.
 */
export const housekeepingJob = defineJob({
  name: 'housekeeping',
  payload: z.strictObject({}),
  retryLimit: 1,
  // A missed occurrence is harmless: the next one does the same work.
  retentionSeconds: 60 * 60,
});

/** Every fifteen minutes (UTC). */
export const HOUSEKEEPING_CRON = '*/15 * * * *';

/** Job progress rows are kept 30 days: longer than any queue's `deleteAfterSeconds` (7 days). */
export const JOB_TRACKING_RETENTION_SECONDS = 30 * 24 * 60 * 60;

/** What one housekeeping pass removed. */
export interface HousekeepingResult {
  expiredSessions: number;
  expiredOidcStates: number;
  expiredPactTokens: number;
  expiredRateLimits: number;
  prunedJobs: number;
}

/** One housekeeping pass; `now` is injectable for tests. */
export async function runHousekeeping(runtime: Runtime, now = new Date()): Promise<HousekeepingResult> {
  const expiredSessions = await withSystem(runtime.database.db, (scope) => deleteExpiredSessions(scope, now));
  const expiredOidcStates = await withSystem(runtime.database.db, (scope) =>
    deleteExpiredOidcAuthorizationStates(scope, now),
  );
  const expiredPactTokens = await withSystem(runtime.database.db, (scope) =>
    deleteExpiredPactAccessTokens(
      scope,
      new Date(now.getTime() - PACT_EXPIRED_TOKEN_RETENTION_SECONDS * 1000),
    ),
  );
  const expiredRateLimits = await deleteExpiredRateLimits(runtime.database.db, now);
  const prunedJobs = await runtime.jobs.prune({ olderThanSeconds: JOB_TRACKING_RETENTION_SECONDS });
  const result = { expiredSessions, expiredOidcStates, expiredPactTokens, expiredRateLimits, prunedJobs };
  runtime.logger.info({ housekeeping: result }, 'housekeeping done');
  return result;
}

/** Creates the queue, works it in this process and (re)installs its schedule. */
export async function registerHousekeeping(runtime: Runtime): Promise<void> {
  await runtime.jobs.createQueue(housekeepingJob);
  await runtime.jobs.work(housekeepingJob, () => runHousekeeping(runtime));
  await runtime.jobs.schedule(housekeepingJob, HOUSEKEEPING_CRON, {});
}
