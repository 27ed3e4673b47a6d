import { createDefaultRegistry, linearTrendModel } from '@ctp/forecast';
import { describe, expect, it } from 'vitest';
import { HOLDOUT_MONTHS, holdoutCheck } from './holdout.js';

const now = new Date('2026-01-01T00:00:00Z');
const monthly = (values: number[]) => ({ frequency: 'monthly' as const, start: '2024-01', values });

describe('holdoutCheck', () => {
  it('refits without the last twelve months and scores the forecast of them against what was recorded', () => {
    // A straight line for 18 months, then a year that runs 10 t above it.
    const line = (t: number) => 100 + 2 * t;
    const values = Array.from({ length: 30 }, (_, t) => line(t) + (t >= 18 ? 10 : 0));
    const check = holdoutCheck(linearTrendModel, {}, monthly(values), now);

    expect(check.available).toBe(true);
    expect(check.trainingMonths).toBe(18);
    expect(check.timeline).toHaveLength(HOLDOUT_MONTHS);
    expect(check.timeline[0]).toBe('2025-07-01');
    expect(check.actual).toEqual(values.slice(18));
    // Fitted on the exact line, the trend forecasts the line: each month is 10 t short.
    for (const [i, f] of check.forecast.entries()) expect(f).toBeCloseTo(line(18 + i), 6);
    expect(check.mae).toBeCloseTo(10, 6);
    // Seasonal naive (lag 12) on the line misses by 24 t a month: MASE 10/24.
    expect(check.mase).toBeCloseTo(10 / 24, 6);
    const mape = (100 * values.slice(18).reduce((sum, a) => sum + 10 / a, 0)) / 12;
    expect(check.mape).toBeCloseTo(mape, 6);
  });

  it('says why when the history without its last year is too short for the model', () => {
    const seasonal = createDefaultRegistry().get('seasonal');
    const needed = seasonal.minimumLength('monthly', {});
    const check = holdoutCheck(seasonal, {}, monthly(Array.from({ length: 20 }, (_, t) => 50 + t)), now);
    expect(check).toMatchObject({ available: false, trainingMonths: 8, timeline: [], mae: null });
    expect(check.reason).toContain(`needs ${needed + HOLDOUT_MONTHS}`);
  });

  it('leaves MAPE out when a held-out month recorded nothing', () => {
    const values = Array.from({ length: 24 }, (_, t) => (t === 20 ? 0 : 40 + t));
    const check = holdoutCheck(linearTrendModel, {}, monthly(values), now);
    expect(check.available).toBe(true);
    expect(check.mape).toBeNull();
    expect(check.mae).toBeGreaterThan(0);
  });
});
