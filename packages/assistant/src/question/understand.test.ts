import { describe, expect, it } from 'vitest';
import { type Knowledge, understandQuestion } from './understand.js';

const k: Knowledge = {
  facilities: [
    { id: 'f1', name: 'Leeds plant' },
    { id: 'f2', name: 'Oakland office' },
  ],
  reports: [
    {
      id: 'r1',
      title: 'TCFD report 2025',
      framework: 'tcfd 2021',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
    },
    {
      id: 'r2',
      title: 'CSRD report 2025',
      framework: 'csrd 2023',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
    },
  ],
  dataRange: { first: '2024-01', last: '2025-12' },
  now: new Date('2026-03-01T00:00:00Z'),
};
const u = (q: string) => understandQuestion(q, k);
const labels = (q: string) => u(q).periods.map((p) => p.label);

describe('understandQuestion', () => {
  it('resolves periods: years, quarters with and without a year, last year, since a year', () => {
    expect(labels('What were our emissions in 2024?')).toEqual(['2024']);
    expect(labels('Scope 1 in Q3 2025')).toEqual(['2025-Q3']);
    expect(labels('Scope 1 in Q3')).toEqual(['2025-Q3']);
    expect(labels('What were Scope 3 emissions last year?')).toEqual(['2025']);
    expect(labels('Did our emissions go up or down last year?')).toEqual(['2024', '2025']);
    expect(labels('What were our Scope 1 emissions since 2019?')).toEqual(['2019-01-01..2025-12-31']);
    // A change "since 2019" starts at the first year with data.
    expect(labels('How have Scope 1 emissions changed since 2019?')).toEqual(['2024', '2025']);
  });

  it('reads what is asked', () => {
    expect(u('Which facility emits the most?')).toMatchObject({ ask: 'ranking', rankBy: 'facility' });
    expect(u('Which category grew most?')).toMatchObject({ ask: 'change', rankBy: 'category' });
    expect(u('Why did Scope 3 change?')).toMatchObject({
      ask: 'change',
      scopes: [3],
      use: 'summarize_changes',
    });
    expect(u('Which reports have we generated?').ask).toBe('reports');
    expect(u('What is missing for the TCFD report?')).toMatchObject({
      ask: 'report_missing',
      report: { id: 'r1' },
    });
    expect(u('Explain the CSRD report')).toMatchObject({ ask: 'report_explain', report: { id: 'r2' } });
    expect(u('Which months have no data?').ask).toBe('data_gaps');
    expect(u('What factors do we use for UK electricity?')).toMatchObject({
      ask: 'factors',
      region: 'GB',
      category: 'scope2.electricity',
    });
    expect(u('Which GWP set do we use?').ask).toBe('gwp');
    expect(u('Draft a narrative for 2025').use).toBe('draft_narrative');
  });

  it('resolves facility, method and category', () => {
    expect(u('How did the Leeds plant change?')).toMatchObject({
      facility: { id: 'f1' },
      rankBy: null,
      clarify: null,
    });
    expect(u('What was our Scope 2 market-based total?')).toMatchObject({
      method: 'market_based',
      scopes: [2],
    });
    expect(u('How did commuting change?').category).toBe('scope3.employee_commuting');
  });

  it('asks back instead of guessing', () => {
    expect(u('How did the Paris site change?').clarify).toMatch(
      /Leeds plant, Oakland office.*"Paris site"\?$/,
    );
    expect(u('What is missing for the report?').clarify).toMatch(/TCFD report 2025.*CSRD report 2025.*\?$/);
    expect(u('Tell me something nice').clarify).toMatch(/\?$/);
    expect(u('Which facility emits the most?').clarify).toBeNull();
  });
});
