import { describe, expect, it } from 'vitest';
import { BUILT_IN_FRAMEWORKS } from '../framework/builtins.js';
import { parseReportInput } from '../input.js';
import { renderMethodologyMd } from '../render/methodology-md.js';
import { demoReportInput } from '../testing/demo-input.js';
import { factorEditionsByYear } from './factor-editions.js';
import { mapReport } from './map-report.js';

const demo = parseReportInput(demoReportInput());
const first = demo.emissions[0];
if (first === undefined) throw new Error('the demo input has lines');
// One December 2024 line (a report over a fiscal year starting in December) with a 2024 edition.
const lines = [
  ...demo.emissions,
  {
    ...first,
    resultId: 'line-2024',
    recordId: 'record-2024',
    periodStart: '2024-12-01',
    periodEnd: '2024-12-31',
    factors: [
      { datasetId: 'desnz-ghg-cf', datasetVersion: '2024' },
      // Two terms citing one edition: one result of that edition.
      { datasetId: 'desnz-ghg-cf', datasetVersion: '2024' },
    ],
  },
];
const baseYearEditions = [
  { datasetId: 'desnz-ghg-cf', datasetVersion: '2019', results: 140 },
  { datasetId: 'epa-ghg-hub', datasetVersion: '2021', results: 96 },
];

describe('factor editions by year', () => {
  it("counts each year's results per edition and adds the base year's when it is outside the lines", () => {
    const years = factorEditionsByYear(lines, { baseYear: 2019, baseYearFactorEditions: baseYearEditions });
    expect(years.map((y) => [y.year, y.baseYear])).toEqual([
      ['2019', true],
      ['2024', false],
      ['2025', false],
    ]);
    expect(years[0]?.editions).toEqual([
      { dataset: 'desnz-ghg-cf@2019', results: 140 },
      { dataset: 'epa-ghg-hub@2021', results: 96 },
    ]);
    expect(years[1]?.editions).toEqual([{ dataset: 'desnz-ghg-cf@2024', results: 1 }]);
    const in2025 = demo.emissions.filter((l) => l.factors.length > 0).length;
    expect(years[2]?.editions.reduce((n, e) => n + e.results, 0)).toBe(in2025);
  });

  it('marks the base year inside the lines without replacing its counts by the server totals', () => {
    const years = factorEditionsByYear(lines, { baseYear: 2024, baseYearFactorEditions: baseYearEditions });
    expect(years.find((y) => y.year === '2024')).toEqual({
      year: '2024',
      baseYear: true,
      editions: [{ dataset: 'desnz-ghg-cf@2024', results: 1 }],
    });
  });

  it("methodology.md cites the base year's editions and describes their datasets", () => {
    const input = {
      ...demo,
      emissions: lines,
      organization: { ...demo.organization, baseYear: 2019, baseYearFactorEditions: baseYearEditions },
      factorSources: [
        ...demo.factorSources,
        {
          datasetId: 'desnz-ghg-cf',
          datasetVersion: '2019',
          title: 'UK Government GHG Conversion Factors for Company Reporting 2019',
          publisher: 'BEIS',
          source: 'flat file 2019',
          sourceUrl: null,
          license: null,
        },
      ],
    };
    const framework = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'gri');
    if (framework === undefined) throw new Error('GRI is built in');
    const md = renderMethodologyMd(mapReport(framework, input), input);
    expect(md).toContain('## Emission factor editions by year');
    expect(md).toContain('| 2019 (base year) | desnz-ghg-cf@2019 | 140 |');
    expect(md).toContain('| 2019 (base year) | epa-ghg-hub@2021 | 96 |');
    expect(md).toContain('| 2024 | desnz-ghg-cf@2024 | 1 |');
    expect(md).toContain(
      '| desnz-ghg-cf@2019 | UK Government GHG Conversion Factors for Company Reporting 2019 | BEIS |',
    );
  });
});
