import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AIR_PASSENGERS } from './__fixtures__/series.js';
import { BUILT_IN_MODELS } from './builtins.js';
import { canonicalHash } from './hash.js';
import { linearTrendModel } from './models/linear-trend.js';

const series = { frequency: 'monthly', start: '1949-01', values: AIR_PASSENGERS } as const;
// `auto` and `combination` refit every candidate at five origins (seconds each on 144 points under
// load); their reproducibility and nested intervals are checked by the conformance kit in
// testing/testing.test.ts, one test per model with its own time limit.
const SINGLE_MODELS = BUILT_IN_MODELS.filter((m) => m.id !== 'auto' && m.id !== 'combination');

// Fits every built-in model (ARIMA's order search included), which takes seconds on a loaded machine.
describe('reproducibility', { timeout: 60_000 }, () => {
  it.each(SINGLE_MODELS.map((m) => [m.id, m] as const))(
    '%s: same series and configuration give the same projection',
    (_, model) => {
      const a = model.fit(series).predict(12, { now: '2025-06-30T12:00:00Z' });
      const b = model
        .fit({ values: [...AIR_PASSENGERS], start: '1949-01', frequency: 'monthly' })
        .predict(12, { now: new Date('2025-06-30T12:00:00Z') });
      expect(b).toEqual(a);
      expect(a.generatedAt).toBe('2025-06-30T12:00:00.000Z');
    },
  );

  it('hashes the canonical JSON of series and configuration', () => {
    const p = linearTrendModel.fit(series).predict(6, { levels: [95, 80] });
    expect(p.inputHash).toBe(
      canonicalHash({
        config: {
          levels: [80, 95],
          horizon: 6,
          parameters: { season: 'auto' },
          version: '2.0.0',
          model: 'linear-trend',
        },
        series: { values: AIR_PASSENGERS, start: '1949-01', frequency: 'monthly' },
      }),
    );
    expect(p.inputHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a timeline input hashes like the equivalent start input', () => {
    const timeline = AIR_PASSENGERS.map(
      (_, i) => `${1949 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
    );
    const a = linearTrendModel.fit(series).predict(3);
    const b = linearTrendModel.fit({ frequency: 'monthly', timeline, values: AIR_PASSENGERS }).predict(3);
    expect(b.inputHash).toBe(a.inputHash);
  });

  it('any change of data, horizon or levels changes the hash', () => {
    const base = linearTrendModel.fit(series).predict(6).inputHash;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: AIR_PASSENGERS.length - 1 }),
        fc.integer({ min: 1, max: 50 }),
        (i, delta) => {
          const values = [...AIR_PASSENGERS];
          values[i] = (values[i] as number) + delta;
          expect(linearTrendModel.fit({ ...series, values }).predict(6).inputHash).not.toBe(base);
        },
      ),
      { numRuns: 25 },
    );
    expect(linearTrendModel.fit(series).predict(7).inputHash).not.toBe(base);
    expect(linearTrendModel.fit(series).predict(6, { levels: [90] }).inputHash).not.toBe(base);
  });

  it('intervals are nested and widen with the horizon', () => {
    for (const model of SINGLE_MODELS) {
      const p = model.fit(series).predict(24, { now: '2025-01-01' });
      const [i80, i95] = p.confidence?.intervals ?? [];
      p.values.forEach((v, h) => {
        expect(i95?.lower[h]).toBeLessThan(i80?.lower[h] as number);
        expect(i80?.lower[h]).toBeLessThan(v);
        expect(i80?.upper[h]).toBeGreaterThan(v);
        expect(i95?.upper[h]).toBeGreaterThan(i80?.upper[h] as number);
      });
      const width = (h: number) => (i95?.upper[h] as number) - (i95?.lower[h] as number);
      expect(width(23)).toBeGreaterThan(width(0) * (model.id === 'seasonal' ? 0.5 : 1));
    }
  });
});
