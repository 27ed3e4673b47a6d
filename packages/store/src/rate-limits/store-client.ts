import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.js';

/** The table of the shared rate-limit counters (migration 0015; rate-limiter-flexible's PostgreSQL layout). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** A query as rate-limiter-flexible's PostgreSQL store sends it (a node-postgres query config). */
export interface RateLimitQuery {
  text: string;
  values?: readonly unknown[];
  /** A prepared-statement name; ignored (Kysely prepares nothing by name). */
  name?: string;
}

/** The node-postgres-like client rate-limiter-flexible's `RateLimiterPostgres` takes (`storeType: 'client'`). */
export interface RateLimitStoreClient {
  query(query: RateLimitQuery): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/**
 * A client for rate-limiter-flexible's PostgreSQL store running its queries through the store's
 * Kysely instance, so the same counters work on PostgreSQL and on PGlite (which node-postgres cannot
 * reach). Queries run as the connecting owner, outside any tenant scope: the table holds no tenant
 * rows, only SHA-256 keys. int8 values (the expiry) come back as numbers whichever driver is used.
 */
export function rateLimitStoreClient(db: Kysely<Database>): RateLimitStoreClient {
  return {
    async query(query) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, [...(query.values ?? [])]));
      const rows = (result.rows as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' || k === 'expire' ? toNumber(v) : v]),
        ),
      );
      const affected = result.numAffectedRows === undefined ? undefined : Number(result.numAffectedRows);
      // Some dialects report 0 affected rows for a SELECT: rows returned are what counts then.
      return { rows, rowCount: rows.length > 0 ? rows.length : (affected ?? 0) };
    },
  };
}

const toNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Deletes counters whose window ended before `before` (the housekeeping job); returns how many. */
export async function deleteExpiredRateLimits(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await sql`DELETE FROM rate_limits WHERE expire < ${before.getTime()}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
