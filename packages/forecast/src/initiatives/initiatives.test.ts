import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearTrendModel } from '../models/linear-trend.js';
import { applyInitiatives } from './apply.js';
import { initiativeEconomics } from './economics.js';
import { INITIATIVE_STATUSES, type InitiativeStatus, parseInitiative, rampFactor } from './initiative.js';
import { canTransition, transitionInitiative } from './status.js';

const led = parseInitiative({
  id: 'led',
  name: 'LED retrofit',
  scope: 2,
  impact: { type: 'absolute', tonnesPerYear: 120 },
  implementationStart: '2026-01',
  rampUpMonths: 6,
  capex: 50_000,
  opexPerYear: 1_000,
  savingsPerYear: 12_000,
  lifetimeYears: 10,
});

describe('status transitions', () => {
  const allowed: Record<string, boolean> = {
    'planned>in_progress': true,
    'in_progress>completed': true,
    'in_progress>planned': true,
  };
  const pairs = INITIATIVE_STATUSES.flatMap((from) => INITIATIVE_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from: InitiativeStatus, to: InitiativeStatus) => {
    const ok = allowed[`${from}>${to}`] === true;
    expect(canTransition(from, to)).toBe(ok);
    const initiative = { ...led, status: from };
    if (ok) expect(transitionInitiative(initiative, to)).toEqual({ ...led, status: to });
    else {
      expect(() => transitionInitiative(initiative, to)).toThrow(
        expect.objectContaining({
          code: 'INVALID_STATUS_TRANSITION',
          details: expect.objectContaining({ from, to }),
        }),
      );
    }
  });
});

describe('ramp-up', () => {
  it('is zero before the start, linear over rampUpMonths, full after', () => {
    const jan2026 = 2026 * 12;
    expect(
      [jan2026 - 1, jan2026, jan2026 + 2, jan2026 + 5, jan2026 + 20].map((m) => rampFactor(led, m)),
    ).toEqual([0, 1 / 6, 3 / 6, 1, 1]);
  });

  it('never decreases and stays within [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 2000 * 12, max: 2100 * 12 }),
        fc.integer({ min: 2000 * 12, max: 2100 * 12 }),
        (rampUpMonths, a, b) => {
          const i = { implementationStart: '2050-06-15', rampUpMonths };
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(rampFactor(i, lo)).toBeLessThanOrEqual(rampFactor(i, hi));
          expect(rampFactor(i, lo)).toBeGreaterThanOrEqual(0);
          expect(rampFactor(i, hi)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('economics', () => {
  it('computes payback, NPV and cost per tonne at the stated rate', () => {
    const e = initiativeEconomics(led, 0.08, 120);
    // Annuity factor (1 − 1.08^−10)/0.08 = 6.710081399; net savings 11 000 a year.
    expect(e.npv).toBeCloseTo(-50_000 + 11_000 * 6.710081399, 4);
    expect(e.paybackYears).toBeCloseTo(50_000 / 11_000, 12);
    expect(e.capitalRecoveryFactor).toBeCloseTo(0.1490294887, 9);
    expect(e.costPerTonne).toBeCloseTo((50_000 * 0.1490294887 - 11_000) / 120, 5);
  });

  it('cost per tonne equals −NPV over discounted tonnes (levelized cost)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        (capex, opexPerYear, savingsPerYear, lifetimeYears, rate, tonnes) => {
          const e = initiativeEconomics({ capex, opexPerYear, savingsPerYear, lifetimeYears }, rate, tonnes);
          let discountedTonnes = 0;
          for (let t = 1; t <= lifetimeYears; t++) discountedTonnes += tonnes / (1 + rate) ** t;
          expect(e.costPerTonne as number).toBeCloseTo(-e.npv / discountedTonnes, 4);
        },
      ),
    );
  });

  it('has no payback when the initiative never saves money', () => {
    expect(initiativeEconomics({ ...led, savingsPerYear: 500 }, 0.05, 10).paybackYears).toBeNull();
    expect(initiativeEconomics({ ...led, capex: 0 }, 0.05, 10).paybackYears).toBe(0);
    expect(initiativeEconomics({ ...led, capex: 0, savingsPerYear: 0 }, 0.05, 10).paybackYears).toBeNull();
  });

  it('refuses malformed initiatives with every problem listed', () => {
    expect(() =>
      parseInitiative({
        id: 'x',
        name: 'x',
        scope: 4,
        impact: { type: 'percentage', percent: 120 },
        implementationStart: 'soon',
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'INVALID_INITIATIVE',
        details: expect.objectContaining({ initiativeId: 'x' }),
      }),
    );
  });
});

describe('applyInitiatives', () => {
  const projection = linearTrendModel
    .fit({
      frequency: 'monthly',
      start: '2024-01',
      values: Array.from({ length: 24 }, (_, i) => 100 + (i % 3)),
    })
    .predict(12, { now: '2025-12-31T00:00:00Z' });

  it('subtracts ramped absolute and percentage cuts, keeping the baseline', () => {
    const pct = {
      id: 'fleet',
      name: 'Fleet',
      scope: 1,
      impact: { type: 'percentage', percent: 10 },
      implementationStart: '2026-07',
      rampUpMonths: 0,
    };
    const reduced = applyInitiatives(projection, [led, pct]);
    expect(reduced.baseline).toEqual(projection.values);
    reduced.values.forEach((v, k) => {
      const base = projection.values[k] as number;
      const ledCut = (120 / 12) * Math.min(1, (k + 1) / 6);
      const fleetCut = k >= 6 ? base * 0.1 : 0;
      expect(v).toBeCloseTo(base - ledCut - fleetCut, 9);
    });
    expect(reduced.reductions.map((r) => r.initiativeId)).toEqual(['led', 'fleet']);
    expect(reduced.inputHash).not.toBe(projection.inputHash);
    expect(reduced.confidence?.intervals[0]?.lower[11]).toBeLessThan(
      projection.confidence?.intervals[0]?.lower[11] as number,
    );
  });

  it('skips completed initiatives and applies scope shares', () => {
    const done = { ...led, status: 'completed' as const };
    expect(applyInitiatives(projection, [done]).values).toEqual(projection.values);
    const pct = {
      id: 'p',
      name: 'P',
      scope: 3,
      impact: { type: 'percentage', percent: 50 },
      implementationStart: '2020-01',
    };
    const reduced = applyInitiatives(projection, [pct], { scopeShares: { 3: 0.4 } });
    reduced.values.forEach((v, k) => {
      expect(v).toBeCloseTo((projection.values[k] as number) * 0.8, 9);
    });
  });

  it('never goes below zero', () => {
    const huge = { ...led, impact: { type: 'absolute' as const, tonnesPerYear: 1e9 }, rampUpMonths: 0 };
    expect(applyInitiatives(projection, [huge]).values.every((v) => v === 0)).toBe(true);
  });
});
