import { describe, expect, it } from 'vitest';
import { memorySource, twoYears } from '../__fixtures__/memory-source.js';
import { buildContext } from './build-context.js';
import { detectIntent } from './intent.js';

describe('detectIntent', () => {
  it('finds the permitted use, the periods and the scopes a question names', () => {
    expect(detectIntent('How did Scope 1 change between 2024 and 2025?')).toEqual({
      use: 'summarize_changes',
      periods: ['2024', '2025'],
      scopes: [1],
    });
    expect(detectIntent('Draft a narrative for Q3 2025').use).toBe('draft_narrative');
    expect(detectIntent('Draft a narrative for Q3 2025').periods).toEqual(['2025-Q3']);
    expect(detectIntent('Which months are missing data?').use).toBe('flag_missing_data');
    expect(detectIntent('Which emission factor is used for electricity?').use).toBe('answer_methodology');
    expect(detectIntent('Explain our latest report').use).toBe('explain_report');
    expect(detectIntent('Hello there').use).toBe('general');
  });
});

describe('buildContext', () => {
  it('reads only what the question needs and derives exact comparisons', async () => {
    const source = memorySource({ rows: twoYears() });
    const { context, intent } = await buildContext(source, 'Summarize the changes from 2024 to 2025');
    expect(intent.use).toBe('summarize_changes');
    expect(context.periods.map((p) => p.label)).toEqual(['2024', '2025']);
    expect(source.calls).not.toContain('relevantDocuments');
    // The list of reports is always read: claims that a report exists or not are checked against it.
    expect(source.calls).toContain('recentReports');
    expect(context.omitted).toContainEqual({
      part: 'relevantDocuments',
      reason: 'not needed for this question',
    });
    expect(context.comparisons).toContainEqual({
      from: '2024',
      to: '2025',
      scope: 1,
      method: null,
      fromKg: '120000',
      toKg: '108000',
      deltaKg: '-12000',
      deltaPercent: '-10.00',
    });
  });

  it('defaults to the latest year with data and filters the scopes asked for', async () => {
    const { context } = await buildContext(memorySource({ rows: twoYears() }), 'Explain Scope 2');
    expect(context.periods.map((p) => p.label)).toEqual(['2025']);
    expect(context.emissionSummaries.map((s) => [s.scope, s.method, s.co2eKg])).toEqual([
      [2, 'location_based', '27500'],
      [2, 'market_based', '34100'],
    ]);
  });

  it('stays within the token budget, dropping the lowest-priority part first and saying so', async () => {
    const changes = Array.from({ length: 20 }, (_, i) => ({
      at: `2025-06-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
      action: 'activity.correct',
      entityType: 'activity',
      entityId: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
      actor: 'user admin@demo.example',
    }));
    const source = memorySource({ rows: twoYears(), changes });
    const full = await buildContext(source, 'What changed from 2024 to 2025?', { tokenBudget: 100_000 });
    expect(full.context.recentChanges).toHaveLength(20);
    const tight = await buildContext(source, 'What changed from 2024 to 2025?', {
      tokenBudget: full.tokens - 200,
    });
    expect(tight.tokens).toBeLessThanOrEqual(full.tokens - 200);
    expect(tight.context.recentChanges.length).toBeLessThan(20);
    expect(tight.context.emissionSummaries).toEqual(full.context.emissionSummaries);
    expect(tight.context.omitted.find((o) => o.part === 'recentChanges')?.reason).toMatch(/token budget/);
  });
});
