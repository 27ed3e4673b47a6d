import { type AssistantProvider, createAssistant, type InteractionLog } from '@ctp/assistant';
import { storeContextSource } from '../../features/assistant/index.js';
import type { App } from '../../http/app-env.js';
import type { Runtime } from '../../wiring/runtime.js';
import { apiFacts } from './api-facts.js';
import { EVAL_NOW, type EvalQuestion, QUESTIONS } from './questions.js';
import { scoreAnswer, type Verdict } from './score.js';
import { seedEvaluation } from './seed.js';

/** One question's outcome. */
export interface EvalResult extends Verdict {
  readonly id: string;
  readonly use: string;
  readonly query: string;
  readonly status: string;
  readonly answer: string;
}

/** The outcome of a whole run. */
export interface EvalSummary {
  readonly provider: string;
  readonly total: number;
  readonly correct: number;
  /** Correct answers in percent, one decimal. */
  readonly percent: string;
  readonly wrongFigures: number;
  readonly falseClaims: number;
  readonly byUse: Record<string, { total: number; correct: number }>;
  readonly results: readonly EvalResult[];
}

// Nothing is kept: the evaluation scores answers, it does not need the log.
const noLog: InteractionLog = { record: async () => 'eval', history: async () => [] };

/**
 * Seeds the two organizations of the evaluation on `runtime` (a fresh database), asks every
 * question of {@link QUESTIONS} through `provider` and the guard, and scores each answer against
 * facts computed from the ordinary API.
 */
export async function runAssistantEval(
  runtime: Runtime,
  app: App,
  provider: AssistantProvider,
  questions: readonly EvalQuestion[] = QUESTIONS,
): Promise<EvalSummary> {
  const orgs = await seedEvaluation(runtime, app);
  const assistant = createAssistant({ provider, log: noLog, now: () => EVAL_NOW });
  const results: EvalResult[] = [];
  for (const q of questions) {
    const org = orgs.find((o) => o.key === q.org);
    if (org === undefined) throw new Error(`no organization ${q.org}`);
    const api = apiFacts(org);
    const source = storeContextSource(runtime.database.db, org.id, runtime.registry);
    let status = 'failed';
    let answer = '';
    try {
      const a = await assistant.ask({ source, query: q.query });
      status = a.status;
      answer = a.response;
    } catch (error) {
      answer = `(error: ${(error as Error).message})`;
    }
    const verdict = await scoreAnswer(status === 'answered' ? answer : '', await q.facts(api), api);
    results.push({
      id: q.id,
      use: q.use,
      query: q.query,
      status,
      answer,
      ...verdict,
      correct: verdict.correct && status === 'answered',
    });
  }
  const correct = results.filter((r) => r.correct).length;
  const byUse: Record<string, { total: number; correct: number }> = {};
  for (const r of results) {
    const u = byUse[r.use] ?? { total: 0, correct: 0 };
    u.total += 1;
    if (r.correct) u.correct += 1;
    byUse[r.use] = u;
  }
  return {
    provider: provider.model === null ? provider.id : `${provider.id} (${provider.model})`,
    total: results.length,
    correct,
    percent: results.length === 0 ? '0.0' : ((correct * 1000) / results.length / 10).toFixed(1),
    wrongFigures: results.reduce((n, r) => n + r.wrongFigures.length, 0),
    falseClaims: results.reduce((n, r) => n + r.falseClaims.length, 0),
    byUse,
    results,
  };
}

/** The lines `ctp assistant-eval` prints: the score, per use, then every question that failed and why. */
export function formatEval(s: EvalSummary): string {
  const lines = [
    `assistant evaluation: ${s.provider}: ${s.correct}/${s.total} correct (${s.percent}%), ${s.wrongFigures} wrong figures, ${s.falseClaims} false existence claims`,
    ...Object.entries(s.byUse).map(([use, u]) => `  ${use}: ${u.correct}/${u.total}`),
  ];
  for (const r of s.results.filter((x) => !x.correct)) {
    lines.push(`  FAILED ${r.id} (${r.status}): ${r.query}`);
    for (const m of r.missing) lines.push(`    missing: ${m}`);
    for (const w of r.wrongFigures) lines.push(`    wrong figure: ${w}`);
    for (const f of r.falseClaims) lines.push(`    false claim: ${f}`);
    lines.push(
      ...r.answer
        .split('\n')
        .slice(0, 12)
        .map((l) => `    | ${l}`),
    );
  }
  return `${lines.join('\n')}\n`;
}
