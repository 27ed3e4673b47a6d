import { Decimal, sumRange, uncertaintyFromScore } from '@ctp/engine';
import { describe, expect, it } from 'vitest';
import { parseReportInput } from '../input.js';
import { demoReportInput } from '../testing/demo-input.js';
import { reportQuality } from './quality.js';

const base = parseReportInput(demoReportInput());
// Mark the first Scope 3 line's activity as spend-based with score 4; the rest keep their data quality.
const scope3Line = base.emissions.find((l) => l.scope === 3);
const input = {
  ...base,
  activities: base.activities.map((a) =>
    a.id === scope3Line?.activityId ? { ...a, dataType: 'spend_based' as const, qualityScore: 4 } : a,
  ),
};

describe('reportQuality', () => {
  const quality = reportQuality(input.emissions, input.activities);

  it('gives every CO2e total a 95% range around its exact sum, from the activities’ scores', () => {
    const scores = new Map(
      input.activities.map((a) => [
        a.id,
        a.qualityScore ?? { measured: 1, calculated: 2, estimated: 5 }[a.dataQuality],
      ]),
    );
    const scope3 = input.emissions.filter((l) => l.scope === 3);
    const expected = sumRange(
      scope3.map((l) => ({
        value: l.co2eKg,
        relativeU95: uncertaintyFromScore(scores.get(l.activityId) ?? 2),
      })),
      { nonNegative: true },
    );
    expect(quality.ranges.scope3).toEqual({
      point: scope3.reduce((a, l) => a.plus(l.co2eKg), new Decimal(0)).toFixed(),
      low: expected.low.toFixed(),
      high: expected.high.toFixed(),
      method: 'analytical',
    });
    for (const range of Object.values(quality.ranges)) {
      expect(new Decimal(range.low).lessThanOrEqualTo(range.point)).toBe(true);
      expect(new Decimal(range.high).greaterThanOrEqualTo(range.point)).toBe(true);
    }
    expect(Object.keys(quality.ranges)).not.toContain('biogenicCo2');
  });

  it('breaks Scope 3 down by data type, the spend-based line counted as such', () => {
    const scope3 = quality.dataTypes.find((s) => (s as { scope: string }).scope === 'scope3') as {
      byDataType: Record<string, string>;
      totalKg: string;
    };
    expect(
      new Decimal(scope3.byDataType.spend_based as string).greaterThanOrEqualTo(scope3Line?.co2eKg ?? '0'),
    ).toBe(true);
    const sum = Object.values(scope3.byDataType).reduce((a, kg) => a.plus(kg), new Decimal(0));
    expect(sum.toFixed()).toBe(scope3.totalKg);
    expect(quality.scoreRelativeU95).toEqual({ 1: '0.05', 2: '0.10', 3: '0.20', 4: '0.30', 5: '0.50' });
  });

  it("widens a line's range by its factor's uncertainty, in quadrature with the activity's", () => {
    const line = input.emissions.find((l) => l.scope === 1);
    if (line === undefined) throw new Error('the demo input has Scope 1 lines');
    const only = { ...input, emissions: [line] };
    const alone = reportQuality(only.emissions, only.activities).ranges.scope1;
    const withFactor = reportQuality(
      [{ ...line, factorUncertainty: { relativeU95: '0.12', status: null, priceYear: null } }],
      only.activities,
    ).ranges.scope1;
    const score = only.activities.find((a) => a.id === line.activityId);
    const ua = uncertaintyFromScore(
      score?.qualityScore ?? { measured: 1, calculated: 2, estimated: 5 }[score?.dataQuality ?? 'calculated'],
    );
    const expected = sumRange([{ value: line.co2eKg, relativeU95: ua.times(ua).plus('0.0144').sqrt() }], {
      nonNegative: true,
    });
    expect(withFactor).toEqual({ ...alone, low: expected.low.toFixed(), high: expected.high.toFixed() });
    expect(new Decimal(withFactor.high).greaterThan(alone.high)).toBe(true);
  });
});
