import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testTargets } from '../testing.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('column types on $name', (target) => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await target.open();
  }, 60_000);
  afterAll(() => store.cleanup());

  it('reads numeric, date and bigint as exact strings, timestamptz as Date, jsonb parsed', async () => {
    const { rows } = await sql<{ n: unknown; d: unknown; b: unknown; t: unknown; j: unknown }>`
      SELECT ${'12345678901234567890.123456789012345678'}::numeric AS n, '2024-02-29'::date AS d,
             9007199254740993::int8 AS b, '2024-01-01T00:00:00.123Z'::timestamptz AS t, '[1, "a"]'::jsonb AS j`.execute(
      store.db,
    );
    expect(rows[0]).toEqual({
      n: '12345678901234567890.123456789012345678',
      d: '2024-02-29',
      b: '9007199254740993',
      t: new Date('2024-01-01T00:00:00.123Z'),
      j: [1, 'a'],
    });
  });

  it('reports its dialect', () => {
    expect(store.dialect).toBe(target.name);
  });
});
