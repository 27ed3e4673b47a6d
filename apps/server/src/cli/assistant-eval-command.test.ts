import { createBuiltinProvider } from '@ctp/assistant';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerHarness, type ServerHarness } from '../testing/server-harness.js';
import { QUESTIONS } from './assistant-eval/questions.js';
import { type EvalSummary, formatEval, runAssistantEval } from './assistant-eval/run.js';
import { passes } from './assistant-eval-command.js';

/**
 * The repository's evaluation set, answered by the built-in provider on the demo organization
 * (with TCFD and CSRD reports) and Northwind Logistics, scored on facts read from the ordinary API:
 * at least 95% correct, with no wrong figure and no false claim that something does not exist.
 */
describe('assistant evaluation (built-in provider)', () => {
  let h: ServerHarness;
  let summary: EvalSummary;

  beforeAll(async () => {
    // One embedded database is enough: the evaluation reads through the same store code on either.
    const [target] = testTargets(undefined);
    if (target === undefined) throw new Error('no test database');
    h = await openServerHarness(target);
    summary = await runAssistantEval(h.runtime, h.app, createBuiltinProvider());
    process.stdout.write(formatEval(summary));
  }, 1_200_000);
  afterAll(async () => {
    await h?.runtime.jobs.stop({ graceful: false }).catch(() => undefined);
    await h?.close();
  });

  it('has at least 60 questions over the five permitted uses and two organizations', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUESTIONS.map((q) => q.use))).toEqual(
      new Set([
        'explain_report',
        'summarize_changes',
        'draft_narrative',
        'flag_missing_data',
        'answer_methodology',
      ]),
    );
    expect(new Set(QUESTIONS.map((q) => q.org))).toEqual(new Set(['demo', 'northwind']));
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
  });

  it('answers at least 95% correctly, with no wrong figure and no false existence claim', () => {
    expect(summary.total).toBe(QUESTIONS.length);
    expect(summary.wrongFigures, formatEval(summary)).toBe(0);
    expect(summary.falseClaims, formatEval(summary)).toBe(0);
    expect(Number(summary.percent), formatEval(summary)).toBeGreaterThanOrEqual(95);
    expect(passes(summary)).toBe(true);
  });
});
