import { describe, expect, it } from 'vitest';
import data from '../theta/__fixtures__/thetaf-r.json' with { type: 'json' };
import reference from './__fixtures__/stl-r.json' with { type: 'json' };
import { stl } from './stl.js';
import { fitStlf } from './stlf.js';

/**
 * R's numbers come from R 4.2.2 with forecast 8.20 (the fixture's `source` gives the calls):
 * `stl(ts(train, frequency = period), s.window = 11)` and `stlf(ts(train, frequency = period), h = period)`
 * on the benchmark series, full and cut to 36 points.
 */
const relative = (a: number, b: number) => Math.abs(a - b) / Math.max(1e-9, Math.abs(b));
const stlSeasonal = reference.stl as Record<string, number[]>;
const stlfMean = reference.stlf as Record<string, number[]>;

describe('STL', () => {
  it.each(data.cases.filter((c) => c.cut === 'full').map((c) => [c.name, c] as const))(
    'matches R stl(s.window = 11) seasonal component: %s',
    (name, c) => {
      const ours = stl(c.train, { period: c.period, sWindow: 11 });
      const r = stlSeasonal[name] as number[];
      ours.seasonal.forEach((v, i) => {
        // Absolute against the series' scale: seasonal values cross zero.
        expect(Math.abs(v - (r[i] as number))).toBeLessThan(1e-8 * Math.max(...c.train.map(Math.abs)));
      });
      ours.trend.forEach((t, i) => {
        expect(t + (ours.seasonal[i] as number) + (ours.remainder[i] as number)).toBeCloseTo(
          c.train[i] as number,
          9,
        );
      });
    },
  );

  it.each(data.cases.map((c) => [`${c.name} (${c.cut})`, c] as const))(
    'matches R stlf point forecasts: %s',
    (_, c) => {
      const ours = fitStlf(c.train, c.period).forecast(c.period, [80, 95]).mean;
      const r = stlfMean[`${c.name}/${c.cut}`] as number[];
      ours.forEach((v, h) => {
        expect(relative(v, r[h] as number)).toBeLessThan(1e-6);
      });
    },
  );

  it('robust and periodic options: the periodic seasonal repeats exactly', () => {
    const c = data.cases[0] as (typeof data.cases)[number];
    const periodic = stl(c.train, { period: c.period, sWindow: 'periodic' });
    periodic.seasonal.slice(c.period).forEach((s, i) => {
      expect(s).toBeCloseTo(periodic.seasonal[i] as number, 10);
    });
    const robust = stl(c.train, { period: c.period, sWindow: 11, robust: true });
    expect(robust.seasonal.every(Number.isFinite)).toBe(true);
  });

  it('refuses two periods or fewer', () => {
    expect(() => stl(new Array(24).fill(1), { period: 12, sWindow: 11 })).toThrow(RangeError);
    expect(() => fitStlf(new Array(24).fill(1), 12)).toThrow(
      expect.objectContaining({ code: 'SERIES_TOO_SHORT' }),
    );
  });
});
