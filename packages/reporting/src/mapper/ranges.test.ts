import { Decimal, rangeToJson, resultRelativeU95, sumRange } from '@ctp/engine';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FRAMEWORKS } from '../framework/builtins.js';
import { parseReportInput } from '../input.js';
import { disclosureTables } from '../render/content.js';
import { rangeText } from '../render/quality-content.js';
import { demoReportInput } from '../testing/demo-input.js';
import { realisticReportInput } from '../testing/realistic-input.js';
import { breakdown } from './breakdowns.js';
import { foldLines } from './lines.js';
import { mapReport } from './map-report.js';
import { reportQuality } from './quality.js';
import { rangeContext } from './ranges.js';

const input = parseReportInput(demoReportInput());

describe('ranges inside the framework disclosures', () => {
  const quality = reportQuality(input.emissions, input.activities);

  it.each(BUILT_IN_FRAMEWORKS.map((f) => [f.code, f] as [string, (typeof BUILT_IN_FRAMEWORKS)[number]]))(
    '%s: every CO2e quantity carries a 95% range that holds its point; scope totals equal the summary table',
    (_code, framework) => {
      const mapped = mapReport(framework, input);
      const quantities = mapped.disclosures.flatMap((d) =>
        d.values.flatMap((v) => (v.content.kind === 'quantity' ? [v.content] : [])),
      );
      expect(quantities.length).toBeGreaterThan(0);
      for (const q of quantities) {
        // Gas masses and biogenic CO2 (reported outside the scopes) get no range.
        if (q.unit === 'kg' || q.query.measure === 'biogenicCo2') {
          expect(q.range95).toBeNull();
          continue;
        }
        expect(q.range95?.point).toBe(q.kg);
        expect(new Decimal(q.range95?.low ?? 'NaN').lessThanOrEqualTo(q.kg)).toBe(true);
        expect(new Decimal(q.range95?.high ?? 'NaN').greaterThanOrEqualTo(q.kg)).toBe(true);
        // A scope total printed in a disclosure has the summary table's range, to the digit.
        if (q.query.scope === 1 && Object.keys(q.query).length === 1)
          expect(q.range95).toEqual(quality.ranges.scope1);
        if (q.query.scope === 3 && Object.keys(q.query).length === 1)
          expect(q.range95).toEqual(quality.ranges.scope3);
      }
    },
  );

  it('prints the range next to the quantity, and a range column beside every CO2e breakdown', () => {
    const framework = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'tcfd');
    if (framework === undefined) throw new Error('the TCFD framework is built in');
    const mapped = mapReport(framework, input);
    const scope1 = mapped.disclosures
      .flatMap((d) => d.values.map((v) => ({ d, v })))
      .find(({ v }) => v.content.kind === 'quantity' && v.content.query.scope === 1);
    if (scope1 === undefined) throw new Error('TCFD prints Scope 1');
    const printed = disclosureTables(scope1.d).values.rows.find(([label]) => label === scope1.v.label);
    expect(printed?.[1]).toContain(`(95% range ${rangeText(quality.ranges.scope1)})`);

    const withBreakdown = BUILT_IN_FRAMEWORKS.map((f) => mapReport(f, input))
      .flatMap((m) => m.disclosures)
      .find((d) =>
        d.values.some(
          (v) =>
            v.content.kind === 'breakdown' &&
            v.content.dimension !== 'gas' &&
            v.content.query.measure === undefined,
        ),
      );
    if (withBreakdown === undefined) throw new Error('some framework breaks a CO2e figure down');
    const table = disclosureTables(withBreakdown).tables[0]?.table;
    expect(table?.columns).toContain('95% range (t CO2e)');
    expect(table?.rows.every((r) => /^[\d,.]+–[\d,.]+$/.test(r[2] ?? ''))).toBe(true);
  });

  it('gives a breakdown row the range of its own lines, as sumRange gives it line by line', () => {
    const ranges = rangeContext(input.activities);
    const category = input.emissions.find((l) => l.scope === 3 && l.scope3Category !== null)?.scope3Category;
    if (category === undefined || category === null)
      throw new Error('the demo input has a categorised Scope 3 line');
    const lines = input.emissions.filter((l) => l.scope === 3 && l.scope3Category === category);
    const expected = sumRange(
      lines.map((l) => ({
        value: l.co2eKg,
        relativeU95: resultRelativeU95(ranges.qualityOf(l).score, l.factorUncertainty),
      })),
      { nonNegative: true },
    );
    const rows = breakdown(foldLines(input.emissions), { scope: 3 }, 'scope3Category', ranges);
    const row = rows.find((r) => r.key === String(category).padStart(2, '0'));
    expect(row?.range95).toEqual(rangeToJson(expected));
    expect(
      breakdown(foldLines(input.emissions), { scope: 3 }, 'gas', ranges).every(
        (r) => r.range95 === undefined,
      ),
    ).toBe(true);
  });

  it('answers a repeated query over a large report from the cells’ cached variances, unchanged', () => {
    const big = parseReportInput(realisticReportInput());
    const ranges = rangeContext(big.activities);
    const cells = foldLines(big.emissions);
    const first = ranges.rangeOf(cells, { scope: 3 });
    expect(ranges.rangeOf(cells, { scope: 3 })).toEqual(first);
    expect(first).toEqual(reportQuality(big.emissions, big.activities).ranges.scope3);
  });
});
