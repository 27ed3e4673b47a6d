import { describe, expect, it } from 'vitest';
import { AIR_PASSENGERS } from '../__fixtures__/series.js';
import { arimaModel } from './arima-model.js';
import { autoFitterModel } from './auto-fitter-model.js';
import { exponentialSmoothingModel } from './exponential-smoothing-model.js';
import type { SeriesFit } from './series-fit.js';

const series = { frequency: 'monthly', start: '1949-01', values: AIR_PASSENGERS } as const;

describe('automatic fitters as ForecastModels', { timeout: 60_000 }, () => {
  it('arima: projects the airline series with nested 80% and 95% intervals from the model', () => {
    const fitted = arimaModel.fit(series);
    expect(fitted.model.description).toMatch(/^ARIMA\(/);
    expect(Number.isFinite(fitted.aicc)).toBe(true);
    const p = fitted.predict(12, { now: '2025-01-01T00:00:00Z' });
    expect(p.timeline[0]).toBe('1961-01-01');
    const [i80, i95] = p.confidence?.intervals ?? [];
    p.values.forEach((v, h) => {
      expect(i95?.lower[h]).toBeLessThan(i80?.lower[h] as number);
      expect(i80?.lower[h]).toBeLessThan(v);
      expect(i95?.upper[h]).toBeGreaterThan(i80?.upper[h] as number);
    });
    // The seasonal peak (July) stays above the trough (November) in the projection.
    expect(p.values[6]).toBeGreaterThan(p.values[10] as number);
  });

  it('exponential-smoothing: selects an ETS model by AICc and projects the season', () => {
    const fitted = exponentialSmoothingModel.fit(series);
    expect(fitted.model.description).toMatch(/^ETS\(/);
    const p = fitted.predict(12, { now: '2025-01-01T00:00:00Z' });
    const [i80, i95] = p.confidence?.intervals ?? [];
    p.values.forEach((v, h) => {
      expect(i95?.lower[h]).toBeLessThan(i80?.lower[h] as number);
      expect(i80?.lower[h]).toBeLessThan(v);
      expect(i95?.upper[h]).toBeGreaterThan(i80?.upper[h] as number);
    });
    expect(p.values[6]).toBeGreaterThan(p.values[10] as number);
  });

  it('exponential-smoothing: too short a series says how many points it needs', () => {
    expect(() => exponentialSmoothingModel.fit({ ...series, values: [1, 2] })).toThrow(
      expect.objectContaining({
        code: 'SERIES_TOO_SHORT',
        details: expect.objectContaining({ modelId: 'exponential-smoothing', actual: 2 }),
      }),
    );
  });

  it('passes the seasonal period of the frequency and maps a fitter refusal to SERIES_TOO_SHORT', () => {
    const periods: number[] = [];
    const picky = autoFitterModel({
      id: 'test/picky',
      name: 'Picky',
      version: '1',
      description: 'Refuses fewer than 30 points.',
      assumptions: [],
      limitations: [],
      minimumLength: () => 2,
      fitter(y, { period }): SeriesFit {
        periods.push(period);
        if (y.length < 30)
          throw Object.assign(new Error('too short'), { code: 'SERIES_TOO_SHORT', needed: 30 });
        throw new Error('not reached');
      },
    });
    for (const frequency of ['monthly', 'quarterly', 'annual'] as const) {
      expect(() =>
        picky.fit({
          frequency,
          start: frequency === 'monthly' ? '2020-01' : frequency === 'quarterly' ? '2020-Q1' : '2020',
          values: [1, 2, 3],
        }),
      ).toThrow(
        expect.objectContaining({
          code: 'SERIES_TOO_SHORT',
          details: { modelId: 'test/picky', required: 30, actual: 3, frequency },
        }),
      );
    }
    expect(periods).toEqual([12, 4, 1]);
  });

  it('arima: a series below the fitter minimum is refused before fitting', () => {
    expect(() => arimaModel.fit({ ...series, values: AIR_PASSENGERS.slice(0, 5) })).toThrow(
      expect.objectContaining({
        code: 'SERIES_TOO_SHORT',
        details: expect.objectContaining({ modelId: 'arima', actual: 5 }),
      }),
    );
  });
});
