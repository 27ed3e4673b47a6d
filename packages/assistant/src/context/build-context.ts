import { type ContextPart, fitToBudget } from './budget.js';
import { detectIntent, type Intent, type Use } from './intent.js';
import { monthsOf, periodOfDates, periodOfLabel } from './periods.js';
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
}

/** A built context, the intent it was built for, and its size. */
export interface BuiltContext {
  readonly context: AssistantContext;
  readonly intent: Intent;
  readonly tokens: number;
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
  ],
};

const ALL_PARTS: readonly ContextPart[] = PARTS.general;

/** The periods to look at: asked for, named in the question, or the latest year(s) with data. */
function choosePeriods(
  intent: Intent,
  range: { first: string; last: string } | null,
  asked: BuildContextOptions['period'],
): Period[] {
  if (asked !== undefined) return [periodOfDates(asked.start, asked.end)];
  const named = intent.periods.map(periodOfLabel).filter((p): p is Period => p !== undefined);
  if (named.length > 0) return named.sort((a, b) => a.start.localeCompare(b.start));
  if (range === null) return [];
  const lastYear = Number(range.last.slice(0, 4));
  const firstYear = Number(range.first.slice(0, 4));
  if (intent.use === 'flag_missing_data') {
    return [periodOfDates(`${range.first}-01`, `${lastYear}-12-31`)];
  }
  const years =
    intent.use === 'summarize_changes' && lastYear > firstYear ? [lastYear - 1, lastYear] : [lastYear];
  return years.map((y) => periodOfLabel(String(y)) as Period);
}

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
  const intent = detectIntent(query);
  const needed = new Set(PARTS[intent.use]);
  const has = (part: ContextPart) => needed.has(part);
  const [profile, range] = await Promise.all([source.organizationProfile(), source.dataRange()]);
  // Explaining "the report" without naming a period means the newest report's period.
  const reports = has('recentReports') ? [...(await source.recentReports(10))] : [];
  const newest = reports[0];
  const reportPeriod =
    intent.use === 'explain_report' && intent.periods.length === 0 && newest?.periodStart && newest.periodEnd
      ? { start: newest.periodStart, end: newest.periodEnd }
      : undefined;
  const periods = choosePeriods(intent, range, options.period ?? reportPeriod);
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
    relevantDocuments: has('relevantDocuments')
      ? [...(await source.relevantDocuments({ text: query, categories }, 5))]
      : [],
    dataCoverage: has('dataCoverage') && last ? await coverageOf(source, last) : [],
    omitted: [
      ...ALL_PARTS.filter((p) => !needed.has(p)).map((part) => ({
        part,
        reason: 'not needed for this question',
      })),
      ...(intent.scopes.length > 0
        ? [{ part: 'emissionSummaries', reason: `only Scope ${intent.scopes.join(', ')} asked for` }]
        : []),
      ...(range === null ? [{ part: 'emissionSummaries', reason: 'no calculated results yet' }] : []),
    ],
  };
  const fitted = fitToBudget(
    context,
    PARTS[intent.use],
    options.tokenBudget ?? 6000,
    options.countTokens ?? (await defaultTokenCounter()),
  );
  return { context: fitted.context, intent, tokens: fitted.tokens };
}
