import { extractFigures, type Figure, quotes, sentencesOf } from '@ctp/assistant';
import type { ApiFacts } from './api-facts.js';
import type { Fact } from './questions.js';

/** How one answer scored. */
export interface Verdict {
  readonly correct: boolean;
  /** Facts the answer did not state. */
  readonly missing: string[];
  /** Facts stated with another value in a sentence about the same subject. */
  readonly wrongFigures: string[];
  /** Claims that something does not exist (a report, a month's data) that the API contradicts. */
  readonly falseClaims: string[];
}

const KINDS: Record<'kg' | 'percent' | 'factor', Figure['kind'][]> = {
  kg: ['mass', 'bare'],
  percent: ['percent'],
  factor: ['rate', 'bare'],
};

/** Whether a figure states `value` (kg for masses): a correct rounding, not a zero for a non-zero value. */
function states(figure: Figure, value: string, measure: 'kg' | 'percent' | 'factor'): boolean {
  if (!KINDS[measure].includes(figure.kind)) return false;
  const exponents =
    figure.kind === 'mass' ? [figure.exponent] : figure.kind === 'bare' && measure === 'kg' ? [0, 3] : [0];
  const zeroClaim = Number(figure.number) === 0 && Number(value) !== 0;
  return !zeroClaim && exponents.some((e) => quotes(figure, value, e) === 'yes');
}

const lower = (s: string) => s.toLowerCase();

/**
 * Scores an answer on facts, not wording: each figure fact must be stated (any correct rounding,
 * kg or t) in a sentence naming its subject; a name must appear; a question that cannot be answered
 * without guessing must be asked back (a question, no figures). A sentence about a fact's subject
 * that states figures of its kind but not the fact's value counts as a wrong figure. Claims that a
 * report or a month's data does not exist are checked against the API.
 */
export async function scoreAnswer(answer: string, facts: readonly Fact[], api: ApiFacts): Promise<Verdict> {
  const sentences = sentencesOf(answer);
  const missing: string[] = [];
  const wrongFigures: string[] = [];
  for (const fact of facts) {
    if (fact.kind === 'text') {
      if (!fact.anyOf.some((t) => lower(answer).includes(lower(t)))) missing.push(fact.what);
      continue;
    }
    if (fact.kind === 'clarify') {
      if (!/\?\s*$/.test(answer.trim()) || extractFigures(answer).length > 0) missing.push(fact.what);
      continue;
    }
    const about = sentences.filter((s) => fact.near.every((w) => lower(s).includes(lower(w))));
    const found = about.some((s) => extractFigures(s).some((f) => states(f, fact.value, fact.measure)));
    if (found) continue;
    const stated = about.some((s) => extractFigures(s).some((f) => KINDS[fact.measure].includes(f.kind)));
    (stated ? wrongFigures : missing).push(fact.what);
  }
  const falseClaims = await falseExistenceClaims(sentences, api);
  return {
    correct: missing.length === 0 && wrongFigures.length === 0 && falseClaims.length === 0,
    missing,
    wrongFigures,
    falseClaims,
  };
}

async function falseExistenceClaims(sentences: readonly string[], api: ApiFacts): Promise<string[]> {
  const out: string[] = [];
  const reports = await api.reports();
  const facilities = await api.facilities();
  for (const s of sentences) {
    const framework = ['tcfd', 'csrd', 'gri', 'cdp'].find((f) => lower(s).includes(f));
    if (/\bno (?:\w+ )?reports?\b|\bno report yet\b/i.test(s)) {
      const exists = reports.some((r) => framework === undefined || r.frameworkCode === framework);
      if (exists) out.push(`says there is no report, but the API lists one: ${s.trim()}`);
    }
    for (const r of reports) {
      if (s.includes(r.title) && /\b(?:is|was)\s+(?:fully\s+)?complete\b/i.test(s) && !/generat/i.test(s)) {
        if (r.completeness && Number(r.completeness.percent) < 100)
          out.push(`calls "${r.title}" complete with ${r.completeness.percent}% of disclosures filled`);
      }
    }
    if (/\bno (?:[\w-]+ ){0,2}(?:data|results)\b/i.test(s)) {
      const months = [...s.matchAll(/\b(\d{4})-(0[1-9]|1[0-2])\b(?!-\d)/g)].map((m) => m[0]);
      const facility = facilities.find((f) => lower(s).includes(lower(f.name)))?.name;
      if (months.length === 0) continue;
      const coverage = await api.months(
        `${months[0]?.slice(0, 4)}-01-01`,
        `${months.at(-1)?.slice(0, 4)}-12-31`,
      );
      const named = (c: { category: string }) =>
        lower(s).includes((c.category.split('.')[1] ?? '').replace(/_/g, ' '));
      const anyNamed = coverage.some(named);
      const rows = coverage.filter(
        (c) => (facility === undefined || c.facility === facility) && (!anyNamed || named(c)),
      );
      // Only the months the sentence lists explicitly (ranges are read as their two ends).
      for (const m of months)
        if (rows.some((c) => c.months.includes(m)))
          out.push(`says ${m} has no data, but the API has results: ${s.trim()}`);
    }
  }
  return out;
}
