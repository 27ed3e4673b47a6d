import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { bulkInsertActivityData } from './activity-bulk.js';
import { analyzeActivityData } from './activity-statistics.js';
import { createOrganization } from './organizations.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('activity statistics on $name', (target) => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await target.open();
  }, 60_000);
  afterAll(() => store.cleanup());

  const estimatedRows = async () =>
    Number(
      (
        await sql<{
          reltuples: number;
        }>`SELECT reltuples FROM pg_class WHERE relname = 'raw_activity_data'`.execute(store.db)
      ).rows[0]?.reltuples,
    );

  it('gives the planner the row count of a bulk load', async () => {
    const org = await withSystem(store.db, (s) => createOrganization(s, { name: 'Stats', slug: 'stats' }));
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      category: 'stationary_combustion',
      quantity: String(i),
      unit: 'kWh',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
    }));
    await withOrganization(store.db, org.id, (s) => bulkInsertActivityData(s, rows));
    expect(await estimatedRows()).not.toBe(1200);
    await analyzeActivityData(store.db);
    expect(await estimatedRows()).toBe(1200);
  });
});
