import { createHash } from 'node:crypto';
import { type OpenDatabase, RATE_LIMIT_TABLE, rateLimitStoreClient } from '@ctp/store';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';

/** What a limit counts: `points` per key within windows of `durationSeconds`. */
export interface RateLimitOptions {
  /** Names the limit; two limits with different prefixes never share a counter. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * A limit whose counters live in PostgreSQL (the `rate_limits` table), so every server process
 * behind a load balancer spends the same budget. The methods are rate-limiter-flexible's; keys are
 * stored as SHA-256 digests (no address or e-mail is kept).
 */
export interface SharedRateLimiter {
  readonly points: number;
  /** Counts `points` (default 1); rejects with a `RateLimiterRes` once the budget is spent. */
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  /** The key's current window, or null. */
  get(key: string): Promise<RateLimiterRes | null>;
  /** Forgets the key's counter. */
  delete(key: string): Promise<boolean>;
}

/** Creates {@link SharedRateLimiter}s on the runtime's database (PostgreSQL or PGlite alike). */
export type RateLimiterFactory = (options: RateLimitOptions) => SharedRateLimiter;

/** The factory the runtime hands to features (`runtime.rateLimiter`). */
export function createRateLimiterFactory(database: OpenDatabase): RateLimiterFactory {
  const storeClient = rateLimitStoreClient(database.db);
  return (options) => {
    const limiter = new RateLimiterPostgres({
      storeClient,
      storeType: 'client',
      tableName: RATE_LIMIT_TABLE,
      // The table is the store's (migration 0015); expired rows go with the housekeeping job.
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.durationSeconds,
    });
    const digest = (key: string) => createHash('sha256').update(key).digest('base64url');
    return {
      points: options.points,
      consume: (key, points) => limiter.consume(digest(key), points),
      get: (key) => limiter.get(digest(key)),
      delete: (key) => limiter.delete(digest(key)),
    };
  };
}
