import { describe, expect, it } from 'vitest';
import { CONTEXT } from '../__fixtures__/context.js';
import type { AssistantContext } from '../context/schema.js';
import { subject } from '../query/entries.js';
import { guardAnswer } from './guard.js';

// Leeds plant and the organization have different Scope 1 figures for 2025; a data-gaps query says
// which months Leeds has electricity for; the report list has one CSRD report, 42.86% filled.
const context: AssistantContext = {
  ...CONTEXT,
  recentReports: [
    {
      id: 'r1',
      title: 'CSRD report 2025',
      framework: 'csrd 2023',
      period: '2025-01-01 to 2025-12-31',
      status: 'complete',
      createdAt: '2026-01-10T00:00:00Z',
      completeness: { filled: 6, total: 14, percent: '42.86' },
      missingDisclosures: [],
    },
  ],
  queries: [
    {
      tool: 'totals',
      args: { period: '2025', facility: 'Leeds plant' },
      data: {},
      entries: [
        {
          path: 'groups[0]',
          measure: 'kg',
          value: '404000',
          subject: subject({ periods: ['2025'], facility: 'Leeds plant', scope: 1 }),
        },
      ],
    },
    {
      tool: 'data_gaps',
      args: { period: '2025' },
      data: {
        facility: null,
        category: null,
        months: ['2025-01', '2025-02', '2025-03'],
        monthsWithoutAnyData: [],
        coverage: [
          {
            facility: 'Leeds plant',
            category: 'scope2.electricity.location_based',
            monthsWithData: ['2025-01', '2025-03'],
            monthsMissing: ['2025-02'],
          },
          {
            facility: 'Oakland office',
            category: 'scope2.electricity.location_based',
            monthsWithData: ['2025-01', '2025-02', '2025-03'],
            monthsMissing: [],
          },
        ],
      },
      entries: [],
    },
  ],
};

describe('guard: statements, not only figures', () => {
  it('withholds a true figure stated about the wrong subject (another facility, or the organization)', () => {
    expect(guardAnswer('In 2025, Scope 1 at Leeds plant was 404.00 t CO2e.', context).status).toBe('passed');
    for (const wrong of [
      'In 2025, Scope 1 at Oakland office was 404.00 t CO2e.',
      'In 2025, Demo Manufacturing emitted 404.00 t CO2e in Scope 1.',
      'In 2024, Scope 1 at Leeds plant was 404.00 t CO2e.',
      'In 2025, Scope 2 (location-based) at Leeds plant was 404.00 t CO2e.',
    ]) {
      const result = guardAnswer(wrong, context);
      expect(result.status, wrong).toBe('withheld');
      expect(result.findings[0], wrong).toMatchObject({
        kind: 'unsupported_figure',
        reason: 'wrong_subject',
      });
      expect(result.text).not.toContain('404');
    }
  });

  it('removes a false "no report", and calling a 42.86%-filled report complete', () => {
    const result = guardAnswer(
      'In 2025, Scope 1 at Leeds plant was 404.00 t CO2e. Demo Manufacturing has no report yet. The CSRD report 2025 is complete.',
      context,
    );
    expect(result.status).toBe('modified');
    expect(result.text).toMatch(/^In 2025, Scope 1 at Leeds plant was 404\.00 t CO2e\./);
    expect(result.text).not.toMatch(/has no report yet|report 2025 is complete/);
    expect(result.findings.map((f) => f.kind)).toEqual(['existence_claim', 'existence_claim']);
    expect(result.text).toMatch(/"CSRD report 2025"/);
    // A true absence passes: there is no TCFD report.
    expect(guardAnswer('Demo Manufacturing has no TCFD report.', context).status).toBe('passed');
    // With the reports unknown to the context, "no report" cannot be confirmed and is withheld.
    const unknown = {
      ...context,
      recentReports: [],
      omitted: [{ part: 'recentReports', reason: 'not needed' }],
    };
    expect(guardAnswer('There are no reports.', unknown).status).toBe('withheld');
  });

  it('removes a false "no data for March" and keeps a true one', () => {
    const falseClaim = guardAnswer('Leeds plant has no electricity data for March 2025.', context);
    expect(falseClaim.status).toBe('withheld');
    expect(falseClaim.findings).toEqual([
      expect.objectContaining({ kind: 'existence_claim', reason: expect.stringMatching(/2025-03 has data/) }),
    ]);
    expect(guardAnswer('Leeds plant has no electricity data for 2025-02.', context).status).toBe('passed');
    // Oakland has February: "no data for February" about the whole organization is false.
    expect(guardAnswer('There is no data for February 2025.', context).status).toBe('withheld');
    // A month the context knows nothing about cannot be claimed missing.
    expect(guardAnswer('Leeds plant has no electricity data for 2025-07.', context).status).toBe('withheld');
  });
});
