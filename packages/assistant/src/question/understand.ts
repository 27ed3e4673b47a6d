import type { PermittedUse } from '../context/intent.js';
import { periodOfDates, periodOfLabel } from '../context/periods.js';
import type { Period } from '../context/schema.js';
import { CATEGORY_WORDS, FRAMEWORK_WORDS, REGION_WORDS } from './vocabulary.js';

/** What a question asks for. */
export type Ask =
  | 'total'
  | 'ranking'
  | 'change'
  | 'reports'
  | 'report_explain'
  | 'report_missing'
  | 'data_gaps'
  | 'factors'
  | 'gwp'
  | 'narrative';

/** What a question is about and what it asks, resolved against the organization's own names. */
export interface Understanding {
  readonly ask: Ask;
  /** Which of the five permitted uses the ask serves. */
  readonly use: PermittedUse;
  /** Periods, oldest first: one for a total, two (from, to) for a change. */
  readonly periods: readonly Period[];
  readonly scopes: readonly (1 | 2 | 3)[];
  readonly method: 'location_based' | 'market_based' | null;
  /** The facility asked about, or `null` for the whole organization. */
  readonly facility: { readonly id: string; readonly name: string } | null;
  /** A category key or prefix (`scope2.electricity`), or `null`. */
  readonly category: string | null;
  readonly framework: string | null;
  /** The report asked about, when one is named or the framework names exactly one. */
  readonly report: { readonly id: string; readonly title: string } | null;
  /** A country or grid region (`GB`), for factor questions. */
  readonly region: string | null;
  /** What a ranking ranks. */
  readonly rankBy: 'facility' | 'category' | null;
  /** When set, the question cannot be answered without guessing: ask this back instead. */
  readonly clarify: string | null;
}

/** What the resolution needs to know of the organization. */
export interface Knowledge {
  readonly facilities: readonly { readonly id: string; readonly name: string }[];
  readonly reports: readonly {
    readonly id: string;
    readonly title: string;
    readonly framework: string | null;
    readonly periodStart?: string | null | undefined;
    readonly periodEnd?: string | null | undefined;
  }[];
  /** First and last month with results, or `null`. */
  readonly dataRange: { readonly first: string; readonly last: string } | null;
  /** "Today", for "last year" and "this year". */
  readonly now: Date;
}

const ASKS: readonly [Ask, RegExp][] = [
  ['gwp', /\b(gwp|global warming potential)/i],
  ['narrative', /\b(narrative|draft|write[- ]?up|paragraph)\b/i],
  [
    'report_missing',
    /\b(missing|lacking|gaps?|not filled|unfilled|incomplete)\b.*\breport\b|\breport\b.*\b(missing|lacking|gaps?|not filled|unfilled|incomplete)\b|\bmissing disclosures?\b/i,
  ],
  [
    'reports',
    /\b(which|what|list|any|how many)\b.*\breports\b.*\b(generated|have|created|produced|exist)|\b(have|did) we (generate|create|produce)d?\b.*\breports?\b|\blist (our|the|all) reports\b|\bdo we have (a|any)\b.*\breports?\b/i,
  ],
  ['report_explain', /\b(explain|status|how complete|completeness|describe|tell me about)\b.*\breport\b/i],
  [
    'data_gaps',
    /\b(no (?:\w+ ){0,2}data|without (?:\w+ )?data|missing data|data gaps?|gaps?|missing|coverage|lacking|incomplete)\b/i,
  ],
  [
    'factors',
    /\b(factors?|methodolog\w*|methods?|dataset|citations?|how (is|are|was|were|do we) .*(calculat|comput)\w*|residual mix)\b/i,
  ],
  [
    'change',
    /\b(compare|chang\w*|go(ne)? up|went up|go(ne)? down|went down|up or down|increas\w*|decreas\w*|grow\w*|grew|rise|rose|fall|fell|drop\w*|trend|year[- ]over[- ]year|yoy|compared? (to|with)|versus|vs\.?|drivers?|why did)\b/i,
  ],
  [
    'ranking',
    /\b(which|what) (facility|site|category|categories|source)\b|\b(most|largest|biggest|highest|top|least|smallest|lowest|rank\w*)\b/i,
  ],
  ['total', /\b(total|how much|emissions?|footprint|what (is|are|was|were)|scope [123]|co2)/i],
];

const USE_OF: Record<Ask, PermittedUse> = {
  total: 'explain_report',
  ranking: 'explain_report',
  reports: 'explain_report',
  report_explain: 'explain_report',
  change: 'summarize_changes',
  report_missing: 'flag_missing_data',
  data_gaps: 'flag_missing_data',
  factors: 'answer_methodology',
  gwp: 'answer_methodology',
  narrative: 'draft_narrative',
};

const YEAR = String.raw`(?:19|20)\d\d`;
const PART = '(?:Q[1-4]|H[12])';

const yearPeriod = (year: number) => periodOfLabel(String(year)) as Period;

/** The latest year with data, or the year before `now` when there is no data. */
function latestYear(k: Knowledge): number {
  return k.dataRange === null ? k.now.getUTCFullYear() - 1 : Number(k.dataRange.last.slice(0, 4));
}

/** Periods named in the question, oldest first ("since 2019" is one period up to the latest data). */
function namedPeriods(query: string, k: Knowledge): Period[] {
  const out: Period[] = [];
  const since = new RegExp(String.raw`\bsince (${YEAR})\b`, 'i').exec(query);
  if (since) {
    const to = latestYear(k);
    return [periodOfDates(`${since[1]}-01-01`, `${to}-12-31`)];
  }
  const explicit = new RegExp(
    String.raw`\b(${PART}\s*[-/ ]?\s*${YEAR}|${YEAR}\s*[-/ ]?\s*${PART}|${YEAR}|${PART})\b`,
    'gi',
  );
  for (const m of query.matchAll(explicit)) {
    const raw = m[0];
    const year = new RegExp(YEAR).exec(raw)?.[0] ?? String(latestYear(k));
    const part = /[QH][1-4]/i.exec(raw)?.[0]?.toUpperCase();
    const p = periodOfLabel(part === undefined ? year : `${year}-${part}`);
    if (p !== undefined && !out.some((o) => o.label === p.label)) out.push(p);
  }
  const thisYear = k.now.getUTCFullYear();
  if (/\blast year\b|\bprevious year\b|\bpast year\b/i.test(query)) out.push(yearPeriod(thisYear - 1));
  if (/\bthis year\b|\bcurrent year\b/i.test(query)) out.push(yearPeriod(thisYear));
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

/** The period a change is measured against: the same span one year earlier. */
function yearBefore(p: Period): Period {
  const shift = (d: string) => `${Number(d.slice(0, 4)) - 1}${d.slice(4)}`;
  const label =
    /^\d{4}/.test(p.label) && !p.label.includes('..')
      ? `${Number(p.label.slice(0, 4)) - 1}${p.label.slice(4)}`
      : undefined;
  return (label && periodOfLabel(label)) || periodOfDates(shift(p.start), shift(p.end));
}

/** Words that name a kind of site, not one site ("depot" in "Bristol depot"). */
const GENERIC_SITE =
  /^(plant|site|office|facility|factory|warehouse|store|depot|yard|centre|center|works|mill|campus|building|hub)$/;

/** Facility named in the question, or the words of one that does not exist. */
function resolveFacility(
  query: string,
  k: Knowledge,
): { facility: Understanding['facility']; unknown: string | null; ambiguous: string[] } {
  const lower = query.toLowerCase();
  const named = k.facilities.filter((f) => {
    const words = f.name.toLowerCase().split(/\s+/);
    return (
      lower.includes(f.name.toLowerCase()) ||
      words.some((w) => w.length > 3 && new RegExp(`\\b${w}\\b`).test(lower) && !GENERIC_SITE.test(w))
    );
  });
  if (named.length === 1) return { facility: named[0] ?? null, unknown: null, ambiguous: [] };
  if (named.length > 1) return { facility: null, unknown: null, ambiguous: named.map((f) => f.name) };
  const site =
    /\b(?:the |our )?([A-Z][\w-]+(?: [A-Z][\w-]+)?) (plant|site|office|facility|factory|warehouse|store|depot|hub|yard)\b/.exec(
      query,
    );
  const QUESTION_WORDS = /^(which|what|whose|each|every|any|all|our|the|this|that|one|other|new|how)$/i;
  if (site && !QUESTION_WORDS.test(site[1]?.split(' ')[0] ?? ''))
    return { facility: null, unknown: site[0].replace(/^(the|our) /i, ''), ambiguous: [] };
  const generic = /\bthe (plant|site|office|factory|warehouse|store|depot|hub|yard)\b/i.exec(query);
  if (generic) {
    const kind = (generic[1] ?? '').toLowerCase();
    const matching = k.facilities.filter((f) => f.name.toLowerCase().includes(kind));
    if (matching.length === 1) return { facility: matching[0] ?? null, unknown: null, ambiguous: [] };
    if (matching.length > 1) return { facility: null, unknown: null, ambiguous: matching.map((f) => f.name) };
    return { facility: null, unknown: generic[0], ambiguous: [] };
  }
  return { facility: null, unknown: null, ambiguous: [] };
}

const first = <T>(table: readonly [T, RegExp][], text: string): T | null =>
  table.find(([, re]) => re.test(text))?.[0] ?? null;

/**
 * Resolves what a question is about (periods including "last year", "Q3" and "since 2019"; scope
 * and Scope 2 method; facility; category; framework and report; region) and what it asks (a total,
 * a ranking, a change and its drivers, missing data, factors or the GWP set, the reports). A name
 * that matches nothing of the organization, or matches several things, is asked back in `clarify`
 * rather than guessed. Plain rules: predictable and tested.
 */
export function understandQuestion(query: string, k: Knowledge): Understanding {
  const ask = first(ASKS, query);
  const scopes = [
    ...new Set([...query.matchAll(/\bscope\s*([123])\b/gi)].map((m) => Number(m[1]) as 1 | 2 | 3)),
  ].sort();
  const method = /\bmarket[- ]based\b|\bmarket\b/i.test(query)
    ? 'market_based'
    : /\blocation[- ]based\b|\blocation\b/i.test(query)
      ? 'location_based'
      : null;
  const framework = first(FRAMEWORK_WORDS, query);
  const region = first(REGION_WORDS, query);
  let category = first(CATEGORY_WORDS, query);
  if (category === 'scope2.electricity' && method !== null) category = `scope2.electricity.${method}`;
  const { facility, unknown, ambiguous } = resolveFacility(query, k);
  // What is ranked: asked as "which facility/site …" or "which category/source …" (or a ranking by size).
  const which =
    /\b(which|what)\s+(?:\w+\s+)?(facilit\w*|sites?|plants?|offices?|locations?|categor\w*|sources?|activit\w*)\b/i.exec(
      query,
    );
  const rankWord =
    which?.[2] ?? (ask === 'ranking' ? (/\b(categor\w*|sources?)\b/i.exec(query)?.[1] ?? 'facility') : null);
  const rankBy =
    rankWord === null ? null : /^(categor|source|activit)/i.test(rankWord) ? 'category' : 'facility';

  let clarify: string | null = null;
  const names = k.facilities.map((f) => f.name).join(', ') || 'none';
  if (unknown !== null)
    clarify = `The organization's facilities are: ${names}. Which of them do you mean by "${unknown}"?`;
  else if (ambiguous.length > 0) clarify = `Which facility do you mean: ${ambiguous.join(' or ')}?`;

  // Reports: by framework, else the only one; several and none named is asked back when one is needed.
  const byFramework =
    framework === null
      ? k.reports
      : k.reports.filter((r) => (r.framework ?? '').toLowerCase().startsWith(framework));
  let report: Understanding['report'] = null;
  const needsReport = ask === 'report_missing' || ask === 'report_explain';
  if (needsReport && framework !== null && byFramework.length >= 1) report = byFramework[0] ?? null;
  else if (needsReport && framework === null && k.reports.length === 1) report = k.reports[0] ?? null;
  else if (needsReport && framework === null && k.reports.length > 1 && clarify === null)
    clarify = `Which report do you mean: ${k.reports.map((r) => `"${r.title}"${r.framework ? ` (${r.framework})` : ''}`).join(' or ')}?`;

  if (ask === null && clarify === null)
    clarify =
      'I can answer questions on totals, rankings, changes and their drivers, missing data, reports, and factors or methods. What would you like to know?';

  const resolvedAsk: Ask = ask ?? 'total';
  let periods = namedPeriods(query, k);
  const reportPeriod = report && k.reports.find((r) => r.id === report?.id);
  if (periods.length === 0 && reportPeriod?.periodStart && reportPeriod.periodEnd)
    periods = [periodOfDates(reportPeriod.periodStart, reportPeriod.periodEnd)];
  if (periods.length === 0 && resolvedAsk === 'data_gaps' && k.dataRange !== null)
    periods = [periodOfDates(`${k.dataRange.first}-01`, `${latestYear(k)}-12-31`)];
  if (periods.length === 0) periods = [yearPeriod(latestYear(k))];
  if (resolvedAsk === 'change') {
    if (periods.length === 1) {
      const only = periods[0] as Period;
      // "since 2019": from the first year to the last; one named year: against the year before.
      // "since 2019" with data from 2024 on: from the first year that has data.
      const firstData = k.dataRange === null ? 0 : Number(k.dataRange.first.slice(0, 4));
      periods = only.label.includes('..')
        ? [
            yearPeriod(Math.max(Number(only.start.slice(0, 4)), firstData)),
            yearPeriod(Number(only.end.slice(0, 4))),
          ]
        : [yearBefore(only), only];
    } else periods = [periods[0] as Period, periods.at(-1) as Period];
  }

  return {
    ask: resolvedAsk,
    use: USE_OF[resolvedAsk],
    periods,
    scopes,
    method,
    facility,
    category,
    framework,
    report,
    region,
    rankBy: resolvedAsk === 'ranking' || resolvedAsk === 'change' ? rankBy : null,
    clarify,
  };
}
