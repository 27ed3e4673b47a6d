import { describe, expect, it } from 'vitest';
import { annualTotals } from '../annual.js';
import { analyzeGap } from '../gap/analyze.js';
import { seasonalModel } from '../models/seasonal.js';
import { toRegularSeries } from '../series/series.js';
import { compareScenarios } from './compare.js';

// Monthly emissions 2021-01 to 2024-06: 1000 t in 2021, growing 1 t a month, with a winter peak.
const values = Array.from({ length: 42 }, (_, i) => 1000 / 12 + i + (i % 12 < 2 || i % 12 === 11 ? 20 : -6));
const history = { frequency: 'monthly', start: '2021-01', values } as const;
const NOW = '2025-01-01T00:00:00Z';

describe('annualTotals', () => {
  it('sums complete years and joins a year split between history and projection', () => {
    const series = toRegularSeries(history);
    expect(annualTotals(series).map((a) => a.year)).toEqual([2021, 2022, 2023]);
    const { projection } = compareScenarios(history, [], 2026, { now: NOW });
    const joined = annualTotals(series, projection);
    expect(joined.map((a) => a.year)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    const y2024 = joined.find((a) => a.year === 2024)?.value as number;
    const own =
      values.slice(36).reduce((a, b) => a + b, 0) + projection.values.slice(0, 6).reduce((a, b) => a + b, 0);
    expect(y2024).toBeCloseTo(own, 9);
  });
});

describe('compareScenarios', () => {
  const result = compareScenarios(
    history,
    [
      { id: 'bau', type: 'business_as_usual' },
      { id: '1.5', type: 'sbti_1_5c', baseYear: 2022, targetYear: 2030 },
      { id: 'wb2', type: 'sbti_well_below_2c', baseYear: 2022, targetYear: 2030 },
    ],
    2030,
    { now: NOW },
  );

  it('compares each pathway with business as usual from the first projected year', () => {
    expect(result.years).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030]);
    const [bau, sbti, wb2] = result.scenarios;
    expect(bau?.reductionVsBusinessAsUsual).toBeCloseTo(0, 9);
    expect(bau?.cumulativeReductionVsBusinessAsUsual).toBeCloseTo(0, 9);
    const base2022 = values.slice(12, 24).reduce((a, b) => a + b, 0);
    expect(sbti?.pathway.baseYearEmissions).toBeCloseTo(base2022, 9);
    const bau2030 = result.businessAsUsual.find((a) => a.year === 2030)?.value as number;
    expect(sbti?.reductionVsBusinessAsUsual).toBeCloseTo(bau2030 - base2022 * (1 - 0.042 * 8), 6);
    expect(sbti?.cumulativeEmissions).toBeLessThan(wb2?.cumulativeEmissions as number);
  });

  it('refuses a base year outside the complete years', () => {
    expect(() =>
      compareScenarios(history, [{ id: 'x', type: 'sbti_1_5c', baseYear: 2019, targetYear: 2030 }], 2030),
    ).toThrow(expect.objectContaining({ code: 'INVALID_SCENARIO' }));
  });
});

describe('analyzeGap', () => {
  it('projects, builds the pathway from the history and reports the gap before and after initiatives', () => {
    const r = analyzeGap({
      history,
      scenario: { id: '1.5', type: 'sbti_1_5c', baseYear: 2022, targetYear: 2030 },
      model: seasonalModel,
      initiatives: [
        {
          id: 'pv',
          name: 'Rooftop PV',
          scope: 2,
          impact: { type: 'absolute', tonnesPerYear: 150 },
          implementationStart: '2025-01',
          rampUpMonths: 12,
          capex: 200_000,
          savingsPerYear: 15_000,
          lifetimeYears: 25,
        },
        {
          id: 'ev',
          name: 'EV fleet',
          scope: 1,
          impact: { type: 'percentage', percent: 15 },
          implementationStart: '2026-01',
          capex: 90_000,
          opexPerYear: 2_000,
          savingsPerYear: 9_000,
        },
      ],
      now: NOW,
    });
    expect(r.projection.model.id).toBe('seasonal');
    expect(r.gap.years[0]?.year).toBe(2024);
    expect(r.gap.finalYear).toBe(2030);
    expect(r.gap.additionalReductionNeeded).toBeGreaterThan(0);
    const closed = r.gap.recommendations.measures.reduce((s, m) => s + m.gapClosed, 0);
    // After the initiatives the remaining 2030 gap is what the recommendations leave uncovered
    // (both initiatives are fully ramped by 2030, and neither alone overshoots the gap).
    expect(r.gapWithInitiatives.additionalReductionNeeded).toBeCloseTo(
      r.gap.additionalReductionNeeded - closed,
      6,
    );
    expect(r.gapWithInitiatives.additionalReductionNeeded).toBeCloseTo(r.gap.recommendations.uncovered, 6);
  });

  it('refuses business as usual as a target', () => {
    expect(() => analyzeGap({ history, scenario: { id: 'b', type: 'business_as_usual' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_SCENARIO' }),
    );
  });
});
