import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testTargets } from '../testing.js';
import { analyzeIfStale } from './planner-statistics.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('planner statistics on $name', (target) => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await target.open();
  }, 60_000);
  afterAll(() => store.cleanup());

  it('analyzes a table that never was, so the planner knows its size', async () => {
    const before = await sql<{ reltuples: number }>`
      SELECT reltuples FROM pg_class WHERE relname = 'emission_results'`.execute(store.db);
    expect(Number(before.rows[0]?.reltuples)).toBeLessThan(0);
    expect(await analyzeIfStale(store.db, ['emission_results'])).toEqual(['emission_results']);
    const after = await sql<{ reltuples: number }>`
      SELECT reltuples FROM pg_class WHERE relname = 'emission_results'`.execute(store.db);
    expect(Number(after.rows[0]?.reltuples)).toBeGreaterThanOrEqual(0);
  });
});
