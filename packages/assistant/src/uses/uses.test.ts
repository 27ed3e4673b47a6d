import { describe, expect, it } from 'vitest';
import { memorySource, twoYears } from '../__fixtures__/memory-source.js';
import { buildContext } from '../context/build-context.js';
import { guardAnswer } from '../guard/guard.js';
import { answerMethodology } from './answer-methodology.js';
import { draftNarrative } from './draft-narrative.js';
import { explainReport } from './explain-report.js';
import { flagMissingData } from './flag-missing-data.js';
import { summarizeChanges } from './summarize-changes.js';

const factors = [
  {
    category: 'scope2.electricity',
    datasetId: 'desnz',
    datasetVersion: '2025',
    source: 'UK DESNZ GHG conversion factors',
    sourceUrl:
      'https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting',
    region: 'GB',
    factor: '0.17700',
    unit: 'kg CO2e/kWh',
    algorithm: 'eu/desnz-location@1.0.0',
    uses: 22,
  },
];
const source = memorySource({ rows: twoYears(), factors });

describe('permitted uses, callable without chat', () => {
  it('summarizeChanges quotes the exact comparisons', async () => {
    const { context } = await buildContext(source, 'Summarize changes 2024 vs 2025');
    const text = summarizeChanges(context);
    expect(text).toContain('Scope 1 fell from 120.00 t CO2e to 108.00 t CO2e (down 12.00 t CO2e, 10.00%).');
    expect(guardAnswer(text, context).status).toBe('passed');
  });

  it('flagMissingData names the months without results and suggests, never changes', async () => {
    const { context } = await buildContext(source, 'Which data is missing?');
    const text = flagMissingData(context);
    expect(text).toContain('Scope 2 electricity: no results for 2025-03.');
    expect(text).toContain('Scope 3: no results at all in this period.');
    const guarded = guardAnswer(text, context);
    expect(guarded.status).toBe('modified');
    expect(guarded.suggestions).toHaveLength(1);
  });

  it('answerMethodology cites the factor, its dataset and publisher', async () => {
    const { context } = await buildContext(source, 'Which factor is used for electricity?');
    const text = answerMethodology(context, 'Which factor is used for electricity?');
    expect(text).toContain(
      'electricity: 0.17700 kg CO2e/kWh for GB, from UK DESNZ GHG conversion factors, dataset desnz version 2025',
    );
    expect(guardAnswer(text, context).status).toBe('passed');
  });

  it('explainReport and draftNarrative say there is no report, and use only context figures', async () => {
    const explained = await buildContext(source, 'Explain the report for 2025');
    expect(explainReport(explained.context)).toMatch(/has no report yet/);
    expect(guardAnswer(explainReport(explained.context), explained.context).status).toBe('passed');
    const narrative = await buildContext(source, 'Draft a narrative for 2024 and 2025');
    const text = draftNarrative(narrative.context);
    expect(text).toContain('108.00 t CO2e in Scope 1');
    expect(
      guardAnswer(text, narrative.context).findings.filter((f) => f.kind === 'unsupported_figure'),
    ).toEqual([]);
  });

  it('explainReport names the report when there is one', async () => {
    const withReport = memorySource({
      rows: twoYears(),
      reports: [
        {
          id: 'r1',
          title: 'Climate report 2025',
          framework: 'gri 2021',
          period: '2025-01-01 to 2025-12-31',
          periodStart: '2025-01-01',
          periodEnd: '2025-12-31',
          status: 'generated',
          createdAt: '2026-02-01T10:00:00.000Z',
        },
      ],
    });
    const { context } = await buildContext(withReport, 'Explain our latest report');
    expect(context.periods.map((p) => p.label)).toEqual(['2025']);
    const text = explainReport(context);
    expect(text).toMatch(
      /^The report "Climate report 2025" \(gri 2021\) covers 2025-01-01 to 2025-12-31 and is generated\./,
    );
    expect(text).toContain('Scope 1: 108.00 t CO2e from 12 calculated results');
    expect(guardAnswer(text, context).status).toBe('passed');
  });

  it('summarizeChanges names the emission factors that changed between the periods', async () => {
    const { context } = await buildContext(source, 'Summarize changes 2024 vs 2025');
    const base = factors[0] as (typeof factors)[number];
    const withFactors = {
      ...context,
      factorsUsed: [
        { ...base, datasetVersion: '2024', factor: '0.20705', period: '2024' },
        { ...base, period: '2025' },
      ],
    };
    const text = summarizeChanges(withFactors);
    expect(text).toContain(
      '- electricity in GB: 0.20705 kg CO2e/kWh (desnz version 2024) in 2024, 0.17700 kg CO2e/kWh (desnz version 2025) in 2025.',
    );
    expect(guardAnswer(text, withFactors).status).toBe('passed');
  });
});
