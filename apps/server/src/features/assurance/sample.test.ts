import type { PopulationItem } from '@ctp/store';
import { describe, expect, it } from 'vitest';
import { drawSample, stratumOf } from './sample.js';

const item = (n: number, scope: number, co2eKg: string): PopulationItem => ({
  resultId: `0190a4c0-0000-7000-8000-${String(n).padStart(12, '0')}`,
  activityId: 'a',
  calculationRecordId: 'r',
  facilityId: null,
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
  scope,
  scope3Category: null,
  category: 'c',
  method: null,
  co2eKg,
});

// 60 in scope 1, 30 in scope 2, 10 in scope 3; CO2e from 0.5 kg to 50,000 kg.
const population = Array.from({ length: 100 }, (_, n) =>
  item(n, n < 60 ? 1 : n < 90 ? 2 : 3, String(0.5 * 10 ** (n % 6))),
);

describe('drawSample', () => {
  it('gives the same sample for the same seed and size, in any population order', () => {
    const a = drawSample(population, { seed: 42, size: 20, stratifyBy: 'scope' });
    const b = drawSample([...population].reverse(), { seed: 42, size: 20, stratifyBy: 'scope' });
    expect(b).toEqual(a);
    expect(a.items).toHaveLength(20);
  });

  it('gives another sample for another seed', () => {
    const ids = (seed: number) =>
      drawSample(population, { seed, size: 20, stratifyBy: 'scope' }).items.map((i) => i.resultId);
    expect(ids(7)).not.toEqual(ids(42));
  });

  it('allocates proportionally by scope and draws without replacement inside each stratum', () => {
    const s = drawSample(population, { seed: 1, size: 10, stratifyBy: 'scope' });
    expect(s.strata).toEqual([
      { key: 'scope-1', population: 60, drawn: 6 },
      { key: 'scope-2', population: 30, drawn: 3 },
      { key: 'scope-3', population: 10, drawn: 1 },
    ]);
    expect(new Set(s.items.map((i) => i.resultId)).size).toBe(10);
    for (const i of s.items) expect(i.stratum).toBe(`scope-${i.scope}`);
  });

  it('stratifies by decade of CO2e, with zero and negative results apart', () => {
    expect(stratumOf(item(1, 1, '0'), 'magnitude')).toBe('magnitude-none');
    expect(stratumOf(item(1, 1, '999.9'), 'magnitude')).toBe('magnitude-1e2');
    expect(stratumOf(item(1, 1, '1000'), 'magnitude')).toBe('magnitude-1e3');
    expect(stratumOf(item(1, 1, '0.5'), 'magnitude')).toBe('magnitude-1e-1');
    const s = drawSample(population, { seed: 3, size: 12, stratifyBy: 'magnitude' });
    expect(s.strata.map((x) => x.drawn)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('returns the whole population when the size exceeds it', () => {
    const s = drawSample(population.slice(0, 5), { seed: 9, size: 50, stratifyBy: 'scope' });
    expect(s.items.map((i) => i.resultId).sort()).toEqual(population.slice(0, 5).map((i) => i.resultId));
  });
});
