import { planQueries } from '../query/plan.js';
import { createQueryTools, type QueryTools } from '../query/tools.js';
import { type Understanding, understandQuestion } from '../question/understand.js';
import { type ContextPart, fitToBudget } from './budget.js';
import type { Intent, Use } from './intent.js';
import { monthsOf, periodOfDates } from './periods.js';
import type { AssistantContext, DataCoverage, EmissionSummary, FactorUsed, Period } from './schema.js';
import type { ContextSource } from './source.js';
import { compare, summarize } from './summaries.js';
import { defaultTokenCounter, type TokenCounter } from './tokens.js';

/** Options of {@link buildContext}. */
export interface BuildContextOptions {
  /** Largest context in tokens (as the token counter counts them). Default 6000. */
  tokenBudget?: number;
  /** The period the caller asks about; overrides periods named in the question. */
  period?: { start: string; end: string };
  /** Token counter; default `cl100k_base` (see {@link defaultTokenCounter}). */
  countTokens?: TokenCounter;
  /** "Today", for "last year" and "this year". Default the current date. */
  now?: Date;
}

/** A built context, the intent it was built for, and its size. */
export interface BuiltContext {
  readonly context: AssistantContext;
  readonly intent: Intent;
  readonly understanding: Understanding;
  readonly tokens: number;
  /** The read-only query tools over the same source, for a provider that calls tools. */
  readonly tools: QueryTools;
}

/** The parts each use needs, most important first; parts not listed are left out as not needed. */
const PARTS: Record<Use, readonly ContextPart[]> = {
  explain_report: ['emissionSummaries', 'recentReports', 'factorsUsed', 'dataCoverage', 'recentChanges'],
  summarize_changes: ['emissionSummaries', 'comparisons', 'recentChanges', 'factorsUsed'],
  draft_narrative: ['emissionSummaries', 'comparisons', 'factorsUsed', 'recentReports', 'dataCoverage'],
  flag_missing_data: ['dataCoverage', 'emissionSummaries', 'recentChanges'],
  answer_methodology: ['factorsUsed', 'relevantDocuments', 'emissionSummaries'],
  general: [
    'emissionSummaries',
    'comparisons',
    'factorsUsed',
    'dataCoverage',
    'recentChanges',
    'recentReports',
    'relevantDocuments',
    'queries',
  ],
};

const ALL_PARTS: readonly ContextPart[] = PARTS.general;

/** Factors used in each period, tagged with it (several periods show factor changes). */
async function factorsOf(source: ContextSource, periods: readonly Period[]): Promise<FactorUsed[]> {
  const all: FactorUsed[] = [];
  for (const period of periods) {
    for (const f of await source.factorsUsed(period)) all.push({ ...f, period: period.label });
  }
  return all;
}

async function coverageOf(source: ContextSource, period: Period): Promise<DataCoverage[]> {
  const months = monthsOf(period);
  return (await source.coverage(period)).map((c) => ({
    category: c.category,
    scope: c.scope,
    monthsWithData: [...c.months].sort(),
    monthsMissing: months.filter((m) => !c.months.includes(m)),
  }));
}

/**
 * Builds the {@link AssistantContext} a question needs from a {@link ContextSource}: detects the
 * use, periods and scopes, reads only the parts that use needs (recording the others as omitted),
 * derives period comparisons in exact decimals, and fits the result into the token budget.
 */
export async function buildContext(
  source: ContextSource,
  query: string,
  options: BuildContextOptions = {},
): Promise<BuiltContext> {
  const [profile, range] = await Promise.all([source.organizationProfile(), source.dataRange()]);
  // The whole list of reports, always: claims that a report exists or not are checked against it.
  const reports = [...(await source.recentReports(50))];
  const understood = understandQuestion(query, {
    facilities: profile.facilities,
    reports,
    dataRange: range,
    now: options.now ?? new Date(),
  });
  const understanding: Understanding =
    options.period === undefined
      ? understood
      : { ...understood, periods: [periodOfDates(options.period.start, options.period.end)] };
  const intent: Intent = {
    use: understanding.clarify === null ? understanding.use : 'general',
    periods: understanding.periods.map((p) => p.label),
    scopes: understanding.scopes,
  };
  const needed = new Set(PARTS[intent.use]);
  const has = (part: ContextPart) => needed.has(part);
  const periods = [...understanding.periods];
  const inScope = (s: EmissionSummary) => intent.scopes.length === 0 || intent.scopes.includes(s.scope);

  const perPeriod: EmissionSummary[][] = [];
  for (const period of periods)
    perPeriod.push(summarize(period, await source.emissions(period)).filter(inScope));
  const comparisons = perPeriod.slice(1).flatMap((to, i) => compare(perPeriod[i] ?? [], to));
  const last = periods.at(-1);
  const categories = [...new Set(perPeriod.flat().flatMap((s) => s.categories.map((c) => c.category)))];

  const context: AssistantContext = {
    organizationProfile: profile,
    periods,
    emissionSummaries: has('emissionSummaries') ? perPeriod.flat() : [],
    comparisons: has('comparisons') ? comparisons : [],
    factorsUsed: has('factorsUsed')
      ? await factorsOf(source, has('comparisons') ? periods : periods.slice(-1))
      : [],
    recentChanges: has('recentChanges') ? [...(await source.recentChanges(20))] : [],
    recentReports: reports,
    queries: [],
    understanding: {
      ...understanding,
      periods: [...understanding.periods],
      scopes: [...understanding.scopes],
    },
    relevantDocuments: has('relevantDocuments')
      ? [...(await source.relevantDocuments({ text: query, categories }, 5))]
      : [],
    dataCoverage: has('dataCoverage') && last ? await coverageOf(source, last) : [],
    omitted: [
      ...ALL_PARTS.filter((p) => !needed.has(p) && p !== 'recentReports' && p !== 'queries').map((part) => ({
        part,
        reason: 'not needed for this question',
      })),
      ...(intent.scopes.length > 0
        ? [{ part: 'emissionSummaries', reason: `only Scope ${intent.scopes.join(', ')} asked for` }]
        : []),
      ...(range === null ? [{ part: 'emissionSummaries', reason: 'no calculated results yet' }] : []),
    ],
  };
  const tools = createQueryTools(source, profile);
  for (const planned of planQueries(understanding))
    context.queries.push(await tools.run(planned.tool, planned.args));
  const fitted = fitToBudget(
    context,
    ['queries', 'recentReports', ...PARTS[intent.use].filter((p) => p !== 'recentReports')],
    options.tokenBudget ?? 6000,
    options.countTokens ?? (await defaultTokenCounter()),
  );
  return { context: fitted.context, intent, understanding, tokens: fitted.tokens, tools };
}
