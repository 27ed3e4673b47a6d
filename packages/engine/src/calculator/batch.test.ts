import { describe, expect, it } from 'vitest';
import { tinyLibrary, tinyRegistry } from '../__fixtures__/tiny.js';
import type { ActivityInput } from '../types.js';
import { createCalculator } from './calculator.js';

const activity = (i: number): ActivityInput => ({
  id: `a${i}`,
  category: 'scope2.electricity.location_based',
  quantity: `${i}.5`,
  unit: 'kWh',
  region: 'US-CAMX',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
});
const bad: unknown[] = [
  { ...activity(1), quantity: '-1' },
  { ...activity(2), category: 'scope9.none' },
  { ...activity(3), unit: 'parsec' },
  { ...activity(4), periodEnd: '2024-01-01' },
  {
    ...activity(5),
    category: 'scope1.stationary_combustion',
    unit: 'scf',
    region: 'GB',
    attributes: { fuel: 'natural_gas' },
  },
  'not an activity',
];

describe('calculateBatch and calculateStream', () => {
  it('returns one result per activity, in order, each error typed, none stopping the others', () => {
    const calc = createCalculator({ factors: tinyLibrary(), registry: tinyRegistry() });
    const results = calc.calculateBatch([activity(0), ...(bad as ActivityInput[]), activity(9)]);
    expect(results.map((r) => (r.ok ? `ok ${r.output.co2eKg.toFixed()}` : r.error.code))).toEqual([
      'ok 0.1',
      'NEGATIVE_QUANTITY',
      'UNKNOWN_CATEGORY',
      'UNKNOWN_UNIT',
      'INVALID_PERIOD',
      'FACTOR_NOT_FOUND',
      'INVALID_INPUT',
      'ok 1.9',
    ]);
    const failed = results[1];
    expect(failed?.ok === false && failed.activityId).toBe('a1');
    expect(failed?.ok === false && failed.error.details).toMatchObject({ activityId: 'a1', quantity: '-1' });
    const notAnObject = results[6];
    expect(notAnObject?.ok === false && notAnObject.activityId).toBe(null);
  });

  it('streams from a sync or async iterable, one result at a time, same results as the batch', async () => {
    const calc = createCalculator({ factors: tinyLibrary(), registry: tinyRegistry() });
    function* lazy(n: number) {
      for (let i = 0; i < n; i++) yield activity(i);
    }
    async function* remote(n: number) {
      for (let i = 0; i < n; i++) yield activity(i);
    }
    const seen: string[] = [];
    for await (const r of calc.calculateStream(lazy(500)))
      seen.push(r.ok ? r.record.checksumOutput : 'error');
    const asyncSeen: string[] = [];
    for await (const r of calc.calculateStream(remote(500)))
      asyncSeen.push(r.ok ? r.record.checksumOutput : 'error');
    const batch = calc.calculateBatch(lazy(500)).map((r) => (r.ok ? r.record.checksumOutput : 'error'));
    expect(seen).toHaveLength(500);
    expect(seen).toEqual(batch);
    expect(asyncSeen).toEqual(batch);
    expect(new Set(seen).size).toBe(500);
  });

  it('pulls activities lazily: the stream holds none ahead of the consumer', async () => {
    const calc = createCalculator({ factors: tinyLibrary(), registry: tinyRegistry() });
    let produced = 0;
    function* counted() {
      for (let i = 0; i < 1000; i++) {
        produced++;
        yield activity(i);
      }
    }
    const stream = calc.calculateStream(counted());
    await stream.next();
    await stream.next();
    expect(produced).toBe(2);
    await stream.return(undefined);
  });
});
