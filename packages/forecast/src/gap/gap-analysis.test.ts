import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathwayFor } from '../scenarios/pathway.js';
import { gapAnalysis } from './gap-analysis.js';

const years = (from: number, values: number[]) => values.map((value, i) => ({ year: from + i, value }));

describe('gapAnalysis', () => {
  it('computes per-year gaps, total, alignment and the remaining cut', () => {
    const g = gapAnalysis({
      projected: years(2026, [100, 95, 90, 80, 70]),
      targets: years(2026, [100, 90, 92, 85, 60]),
    });
    expect(g.years.map((y) => y.gap)).toEqual([0, 5, -2, -5, 10]);
    expect(g.years[1]?.gapPercent).toBeCloseTo((5 / 95) * 100, 12);
    expect(g.totalGap).toBe(15);
    expect(g.yearOfAlignment).toBeNull();
    expect(g.additionalReductionNeeded).toBe(10);
    expect(g.finalYear).toBe(2030);
  });

  it('finds the first year from which the projection stays at or under target', () => {
    const g = gapAnalysis({
      projected: years(2026, [100, 80, 90, 70, 60]),
      targets: years(2026, [90, 85, 85, 75, 65]),
    });
    expect(g.yearOfAlignment).toBe(2029);
    expect(g.additionalReductionNeeded).toBe(0);
  });

  it('ranks initiatives by cost per tonne and says what stays uncovered', () => {
    const g = gapAnalysis({
      projected: years(2028, [1000, 1000, 1000]),
      targets: years(2028, [800, 700, 600]),
      discountRate: 0.05,
      initiatives: [
        // 100 t/yr from 2028, costs money.
        {
          id: 'heat',
          name: 'Heat pumps',
          scope: 1,
          impact: { type: 'absolute', tonnesPerYear: 100 },
          implementationStart: '2028-01',
          capex: 100_000,
          lifetimeYears: 10,
        },
        // 20% of 1000 t, pays for itself.
        {
          id: 'ppa',
          name: 'Renewable PPA',
          scope: 2,
          impact: { type: 'percentage', percent: 20 },
          implementationStart: '2028-01',
          savingsPerYear: 1_000,
        },
        // Completed: already in the history, ignored.
        {
          id: 'old',
          name: 'Old',
          scope: 1,
          status: 'completed',
          impact: { type: 'absolute', tonnesPerYear: 999 },
          implementationStart: '2020-01',
        },
      ],
    });
    const r = g.recommendations;
    expect(r.measures.map((m) => m.initiativeId)).toEqual(['ppa', 'heat']);
    expect(r.measures[0]).toMatchObject({ rank: 1, annualAbatement: 200, gapClosed: 200, costPerTonne: -5 });
    expect(r.measures[0]?.gapClosedPercent).toBeCloseTo(50, 12);
    expect(r.measures[1]).toMatchObject({ rank: 2, annualAbatement: 100, gapClosed: 100 });
    expect(r.uncovered).toBeCloseTo(100, 9);
    expect(r.uncoveredPercent).toBeCloseTo(25, 9);
    // Years: gaps 200, 300, 400; the PPA closes 200 each year, heat pumps 0, 100, 100.
    expect(r.measures[0]?.cumulativeGapClosed).toBeCloseTo(600, 9);
    expect(r.measures[1]?.cumulativeGapClosed).toBeCloseTo(200, 9);
    expect(r.cumulativeUncovered).toBeCloseTo(100, 9);
    expect(r.findings.at(-1)).toContain('100.0 t (25.0%) of the 2030 gap is not covered');
  });

  it('refuses inputs without a common year', () => {
    expect(() => gapAnalysis({ projected: years(2026, [1]), targets: years(2030, [1]) })).toThrow(
      expect.objectContaining({ code: 'INVALID_GAP_INPUT' }),
    );
  });
});

describe('gap properties', () => {
  const arbitraryPath = fc.record({
    baseYear: fc.integer({ min: 2015, max: 2024 }),
    span: fc.integer({ min: 1, max: 25 }),
    base: fc.double({ min: 1, max: 1e7, noNaN: true }),
  });

  it('the gap is zero every year when the projection equals the pathway', () => {
    fc.assert(
      fc.property(arbitraryPath, ({ baseYear, span, base }) => {
        const p = pathwayFor(
          { id: 's', type: 'sbti_1_5c', baseYear, targetYear: baseYear + span },
          { baseYearEmissions: base },
        );
        const g = gapAnalysis({
          projected: p.points.map((x) => ({ year: x.year, value: x.target })),
          targets: p.points,
        });
        for (const y of g.years) {
          expect(y.gap).toBe(0);
          expect(y.gapPercent === 0 || y.gapPercent === null).toBe(true);
        }
        expect(g.totalGap).toBe(0);
        expect(g.additionalReductionNeeded).toBe(0);
        expect(g.yearOfAlignment).toBe(baseYear);
      }),
    );
  });

  it('projected = target + gap, total gap is the sum of positive gaps, and a uniform shift moves every gap by it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1e6, noNaN: true }),
            fc.double({ min: 0, max: 1e6, noNaN: true }),
          ),
          { minLength: 1, maxLength: 30 },
        ),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        (pairs, shift) => {
          const projected = pairs.map(([p], i) => ({ year: 2030 + i, value: p }));
          const targets = pairs.map(([, t], i) => ({ year: 2030 + i, value: t }));
          const g = gapAnalysis({ projected, targets });
          g.years.forEach((y) => {
            expect(y.projected - y.target - y.gap).toBeCloseTo(0, 3);
          });
          expect(g.totalGap).toBeCloseTo(
            g.years.reduce((s, y) => s + Math.max(0, y.gap), 0),
            6,
          );
          const shifted = gapAnalysis({
            projected: projected.map((p) => ({ ...p, value: p.value + shift })),
            targets,
          });
          shifted.years.forEach((y, i) => {
            expect(y.gap).toBeCloseTo((g.years[i]?.gap as number) + shift, 3);
          });
          if (g.yearOfAlignment !== null) {
            for (const y of g.years) if (y.year >= g.yearOfAlignment) expect(y.gap).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('measures never close more than the gap, and closed plus uncovered is the gap', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.array(
          fc.record({
            t: fc.double({ min: 1, max: 1e4, noNaN: true }),
            capex: fc.double({ min: 0, max: 1e6, noNaN: true }),
          }),
          { maxLength: 6 },
        ),
        (projected, target, specs) => {
          const g = gapAnalysis({
            projected: [{ year: 2030, value: projected }],
            targets: [{ year: 2030, value: target }],
            initiatives: specs.map((s, i) => ({
              id: `i${i}`,
              name: `I${i}`,
              scope: 1,
              impact: { type: 'absolute', tonnesPerYear: s.t },
              implementationStart: '2029-01',
              capex: s.capex,
            })),
          });
          const r = g.recommendations;
          const closed = r.measures.reduce((s, m) => s + m.gapClosed, 0);
          expect(closed).toBeLessThanOrEqual(g.additionalReductionNeeded * (1 + 1e-12) + 1e-9);
          expect(closed + r.uncovered).toBeCloseTo(g.additionalReductionNeeded, 6);
          for (const [i, m] of r.measures.slice(1).entries()) {
            expect(m.costPerTonne).toBeGreaterThanOrEqual(r.measures[i]?.costPerTonne as number);
          }
        },
      ),
    );
  });
});

describe('recommendations edge cases', () => {
  it('leaves an initiative that avoids nothing off the curve and says so', () => {
    const g = gapAnalysis({
      projected: [{ year: 2030, value: 0 }],
      targets: [{ year: 2030, value: 0 }],
      initiatives: [
        {
          id: 'p',
          name: 'Pct',
          scope: 1,
          impact: { type: 'percentage', percent: 10 },
          implementationStart: '2029-01',
        },
      ],
    });
    expect(g.recommendations.measures).toEqual([]);
    expect(g.recommendations.unranked).toEqual(['p']);
    expect(g.recommendations.findings.some((f) => f.startsWith('Pct: avoids nothing'))).toBe(true);
  });
});
