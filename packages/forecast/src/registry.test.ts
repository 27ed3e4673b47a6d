import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUILT_IN_MODELS, createDefaultRegistry } from './builtins.js';
import { defineForecastModel } from './model.js';
import { linearTrendModel } from './models/linear-trend.js';
import type { SeriesFit } from './models/series-fit.js';
import { ForecastModelRegistry } from './registry.js';

// A plugin model: the last value carried forward, with intervals growing like a random walk's.
const naive = defineForecastModel({
  id: 'acme/naive',
  name: 'Naive',
  type: 'statistical',
  version: '0.1.0',
  description: 'Repeats the last observation.',
  assumptions: ['A random walk.'],
  limitations: ['No trend, no season.'],
  parameterSchema: z.object({ drift: z.number().default(0).describe('Added each period.') }),
  minimumLength: () => 2,
  estimate(series, { drift }) {
    const y = series.values;
    const last = y[y.length - 1] as number;
    const diffs = y.slice(1).map((v, i) => v - (y[i] as number) - drift);
    const sigma = Math.sqrt(diffs.reduce((s, d) => s + d * d, 0) / diffs.length);
    return {
      description: `naive, drift ${drift}`,
      aicc: Number.NaN,
      parameters: { sigma },
      forecast(h, levels) {
        const mean = Array.from({ length: h }, (_, i) => last + drift * (i + 1));
        const band = (z: number) => mean.map((_, i) => z * sigma * Math.sqrt(i + 1));
        const lower: Record<number, number[]> = {};
        const upper: Record<number, number[]> = {};
        for (const l of levels) {
          const w = band(l === 80 ? 1.2816 : 1.96);
          lower[l] = mean.map((m, i) => m - (w[i] as number));
          upper[l] = mean.map((m, i) => m + (w[i] as number));
        }
        return { mean, lower, upper };
      },
    };
  },
});

describe('ForecastModelRegistry', () => {
  it('holds the built-in models and accepts plugins', () => {
    const registry = createDefaultRegistry().register(naive);
    expect(registry.ids()).toEqual(['acme/naive', ...BUILT_IN_MODELS.map((m) => m.id).sort()]);
    expect(registry.get('acme/naive')).toBe(naive);
    const p = registry
      .get('acme/naive')
      .fit({ frequency: 'monthly', start: '2024-01', values: [1, 2, 4] }, { drift: 1 });
    expect(p.predict(2, { now: '2025-01-01' }).values).toEqual([5, 6]);
  });

  it('refuses a duplicate id', () => {
    const registry = new ForecastModelRegistry([linearTrendModel]);
    expect(() => registry.register(linearTrendModel)).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_MODEL', details: { modelId: 'linear-trend' } }),
    );
  });

  it('names the registered ids when a lookup fails', () => {
    const registry = createDefaultRegistry();
    expect(() => registry.get('prophet')).toThrow(
      expect.objectContaining({
        code: 'MODEL_NOT_FOUND',
        details: { modelId: 'prophet', known: registry.ids() },
      }),
    );
    expect(() => registry.get('prophet')).toThrow(
      'registered models: arima, auto, combination, exponential-smoothing, growth-curve, linear-trend, optimised-theta, seasonal, theta',
    );
  });
});

describe('defineForecastModel', () => {
  it('refuses malformed ids', () => {
    expect(() => defineForecastModel({ ...naiveDefinition(), id: 'Acme Naive' })).toThrow(
      expect.objectContaining({ code: 'INVALID_MODEL' }),
    );
  });

  it('validates parameters and publishes their JSON Schema', () => {
    expect(naive.parameters).toMatchObject({
      properties: { drift: { type: 'number', default: 0, description: 'Added each period.' } },
    });
    expect(() =>
      naive.fit({ frequency: 'monthly', start: '2024-01', values: [1, 2] }, { drift: 'x' }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_MODEL_PARAMETERS' }));
  });

  it('says how many points a model needs when the series is too short', () => {
    expect(() => linearTrendModel.fit({ frequency: 'quarterly', start: '2024-Q1', values: [1, 2] })).toThrow(
      expect.objectContaining({
        code: 'SERIES_TOO_SHORT',
        details: { modelId: 'linear-trend', required: 3, actual: 2, frequency: 'quarterly' },
      }),
    );
    expect(() => linearTrendModel.fit({ frequency: 'quarterly', start: '2024-Q1', values: [1, 2] })).toThrow(
      'needs at least 3 quarterly observations, got 2',
    );
  });

  it('checks the horizon and levels', () => {
    const fitted = linearTrendModel.fit({ frequency: 'annual', start: '2000', values: [1, 2, 4] });
    expect(() => fitted.predict(0)).toThrow(expect.objectContaining({ code: 'INVALID_PREDICTION_OPTIONS' }));
    expect(() => fitted.predict(1.5)).toThrow(
      expect.objectContaining({ code: 'INVALID_PREDICTION_OPTIONS' }),
    );
    expect(() => fitted.predict(2, { levels: [80, 100] })).toThrow(
      expect.objectContaining({ code: 'INVALID_PREDICTION_OPTIONS' }),
    );
  });
});

function naiveDefinition() {
  return {
    id: 'acme/naive2',
    name: 'n',
    type: 'statistical' as const,
    version: '1',
    description: 'd',
    assumptions: [],
    limitations: [],
    parameterSchema: z.object({}),
    minimumLength: () => 1,
    estimate: () => {
      throw new Error('unused');
    },
  };
}

describe('run-time guard on model output', () => {
  const broken = (forecast: SeriesFit['forecast']) =>
    defineForecastModel({
      ...naiveDefinition(),
      id: 'acme/broken',
      estimate: () => ({ description: 'b', aicc: 0, parameters: {}, forecast }),
    });
  const series = { frequency: 'annual', start: '2000', values: [1, 2, 3] } as const;

  it.each([
    [
      'a short mean',
      () => ({ mean: [1], lower: { 95: [0, 0] }, upper: { 95: [2, 2] } }),
      'mean has 1 values',
    ],
    [
      'a NaN bound',
      () => ({ mean: [1, 1], lower: { 95: [0, Number.NaN] }, upper: { 95: [2, 2] } }),
      'non-finite',
    ],
    ['a missing level', () => ({ mean: [1, 1], lower: {}, upper: { 95: [2, 2] } }), 'no lower bound at 95%'],
    [
      'crossed bounds',
      () => ({ mean: [1, 1], lower: { 95: [0, 3] }, upper: { 95: [2, 2] } }),
      'lower bound of step 2 is above',
    ],
    [
      'a thrown error',
      () => {
        throw new TypeError('boom');
      },
      'boom',
    ],
  ])('refuses %s with FIT_FAILED naming the model', (_, forecast, text) => {
    const fitted = broken(forecast as SeriesFit['forecast']).fit(series);
    expect(() => fitted.predict(2, { levels: [95] })).toThrow(
      expect.objectContaining({
        code: 'FIT_FAILED',
        details: expect.objectContaining({ modelId: 'acme/broken' }),
      }),
    );
    expect(() => fitted.predict(2, { levels: [95] })).toThrow(text);
  });
});
