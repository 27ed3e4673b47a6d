import { describe, expect, it } from 'vitest';
import airline from '../arima/air-passengers.json' with { type: 'json' };
import { SeriesTooShortError } from '../arima/series-too-short.js';
import { autoEts, etsCandidates } from './auto-ets.js';
import deaths from './us-accidental-deaths.json' with { type: 'json' };

describe('autoEts', () => {
  it('selects ETS(M,A,M) for log passengers, as R ets() does (AICc -203.48)', () => {
    const fit = autoEts(airline.values.map(Math.log), { period: 12 });
    expect(fit.description).toBe('ETS(M,A,M)');
    expect(fit.aicc).toBeCloseTo(-203.48, 1);
  });

  it('selects ETS(M,N,M) for USAccDeaths without its last year, as R ets() does', () => {
    const fit = autoEts(deaths.values.slice(0, -12), { period: 12 });
    expect(fit.description).toBe('ETS(M,N,M)');
    expect(fit.aicc).toBeCloseTo(960.84, 0);
  });

  it('offers multiplicative and damped models only where they apply', () => {
    const positive = etsCandidates(deaths.values, 12).map((s) => `${s.error}${s.trend}${s.season}`);
    expect(positive).toContain('MAdM');
    expect(positive).not.toContain('AAM');
    expect(positive).toHaveLength(15);
    const withZero = etsCandidates([0, ...deaths.values], 12).map((s) => `${s.error}${s.trend}${s.season}`);
    expect(withZero.every((name) => !name.includes('M'))).toBe(true);
    expect(etsCandidates(deaths.values, 1).every((s) => s.season === 'N')).toBe(true);
  });

  it('gives the same model and forecasts for the same input', () => {
    const a = autoEts(deaths.values, { period: 12 });
    const b = autoEts(deaths.values, { period: 12 });
    expect(b.description).toBe(a.description);
    expect(b.parameters).toEqual(a.parameters);
    expect(b.forecast(12, [80, 95])).toEqual(a.forecast(12, [80, 95]));
  });

  it('fits a constant series (a perfect fit) instead of failing', () => {
    const fit = autoEts(new Array(30).fill(5), { period: 12 });
    expect(fit.forecast(2, [80]).mean.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([5, 5]);
  });

  it('refuses a series too short for any model', () => {
    expect(() => autoEts([1, 2, 3], { period: 12 })).toThrow(SeriesTooShortError);
    expect(() => autoEts([1, 2, 3], { period: 12 })).toThrow('needs at least 7 points, got 3');
  });
});
