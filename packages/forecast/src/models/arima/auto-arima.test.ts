import { describe, expect, it } from 'vitest';
import airline from './air-passengers.json' with { type: 'json' };
import { autoArima } from './auto-arima.js';
import { SeriesTooShortError } from './series-too-short.js';
import { firstDifferencesNeeded, kpssStatistic, seasonalDifferencesNeeded } from './unit-root.js';

const logPassengers = airline.values.map(Math.log);

/** A reproducible Gaussian random walk (xorshift32 + Box–Muller). */
function randomWalk(n: number, seed: number): number[] {
  let state = seed;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 0.5) / 4294967296;
  };
  const out: number[] = [];
  let level = 0;
  for (let i = 0; i < n; i++) {
    level += Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    out.push(level);
  }
  return out;
}

describe('differencing tests', () => {
  it('seasonally differences the airline series and then differences once more (R: nsdiffs 1, ndiffs 1)', () => {
    expect(seasonalDifferencesNeeded(logPassengers, 12)).toBe(1);
    const seasonal = logPassengers.slice(12).map((v, t) => v - (logPassengers[t] as number));
    expect(firstDifferencesNeeded(seasonal)).toBe(1);
  });

  it('differences a random walk once and leaves its increments alone', () => {
    const walk = randomWalk(200, 12345);
    expect(kpssStatistic(walk)).toBeGreaterThan(0.463);
    expect(firstDifferencesNeeded(walk)).toBe(1);
    expect(firstDifferencesNeeded(walk.slice(1).map((v, t) => v - (walk[t] as number)))).toBe(0);
  });
});

describe('autoArima', () => {
  it('selects the airline model for log passengers, as R auto.arima does (AICc -483.21)', () => {
    const fit = autoArima(logPassengers, { period: 12 });
    expect(fit.description).toBe('ARIMA(0,1,1)(0,1,1)[12]');
    expect(fit.aicc).toBeCloseTo(-483.21, 1);
  }, 60_000);

  it('selects a stationary model for trendless noise', () => {
    const walk = randomWalk(121, 777);
    const noise = walk.slice(1).map((v, t) => v - (walk[t] as number));
    const fit = autoArima(noise, { period: 1 });
    expect(fit.order[1]).toBe(0);
  });

  it('gives the same model and forecasts for the same input', () => {
    const a = autoArima(logPassengers.slice(0, 120), { period: 12 });
    const b = autoArima(logPassengers.slice(0, 120), { period: 12 });
    expect(b.description).toBe(a.description);
    expect(b.parameters).toEqual(a.parameters);
    expect(b.forecast(12, [80, 95])).toEqual(a.forecast(12, [80, 95]));
  }, 60_000);

  it('forecasts a series that differencing makes constant without failing', () => {
    const line = Array.from({ length: 36 }, (_, i) => 3 + 2 * i);
    const fit = autoArima(line, { period: 12 });
    expect(fit.forecast(3, [95]).mean).toEqual([75, 77, 79]);
  });

  it('refuses a series with fewer than eight points', () => {
    expect(() => autoArima([1, 2, 3], { period: 12 })).toThrow(SeriesTooShortError);
    expect(() => autoArima([1, 2, 3], { period: 12 })).toThrow('needs at least 8 points, got 3');
  });
});
