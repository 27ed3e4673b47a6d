import { Decimal } from 'decimal.js';
import type { Period, RecentReport } from '../context/schema.js';
import type { MarketBasedPart } from '../context/source.js';
import type { QueryResult } from '../query/entries.js';
import type { Understanding } from '../question/understand.js';
import { categoryWords } from '../question/vocabulary.js';
import { formatMass, formatPercent, listOf, monthRanges, scopeLabel } from '../uses/format.js';

type Method = 'location_based' | 'market_based' | null;
interface Drivers {
  fromKg: string;
  toKg: string;
  deltaKg: string;
  volumeKg: string;
  factorKg: string;
  newKg: string;
  removedKg: string;
  deltaPercent: string | null;
}
interface TotalsData {
  period: Period;
  facility: string | null;
  category: string | null;
  groups: { scope: number; method: Method; co2eKg: string }[];
  categories: { category: string; scope: number; method: Method; co2eKg: string }[];
  allScopes: { method: 'location_based' | 'market_based'; co2eKg: string }[];
  results: number;
}
interface RankingData {
  period: Period;
  by: 'facility' | 'category';
  scope: number | null;
  method: Method;
  totalKg: string;
  items: { name: string; co2eKg: string; sharePercent: string | null }[];
}
interface ChangeData {
  from: Period;
  to: Period;
  facility: string | null;
  category: string | null;
  scope: number | null;
  groups: ({ scope: number; method: Method } & Drivers)[];
  allScopes: ({ method: 'location_based' | 'market_based' } & Drivers)[];
  byCategory: ({ category: string; scope: number; method: Method } & Drivers)[];
  byFacility: ({ facility: string } & Drivers)[];
}
interface ReportsData {
  framework: string | null;
  total: number;
  reports: RecentReport[];
}
interface GapsData {
  period: Period;
  months: string[];
  monthsWithoutAnyData: string[];
  facilitiesWithoutData: string[];
  coverage: { facility: string; category: string; monthsWithData: string[]; monthsMissing: string[] }[];
}
interface FactorsData {
  period: Period;
  region: string | null;
  factors: {
    category: string;
    datasetId: string;
    datasetVersion: string;
    source: string;
    sourceUrl: string | null;
    region: string | null;
    factor: string | null;
    unit: string | null;
    uses: number;
  }[];
  marketBased: (MarketBasedPart & { facility: string })[];
}
interface GwpData {
  period: Period;
  sets: { gwpSet: string; timeframe: string; uses: number }[];
}

const of = <T>(results: readonly QueryResult[], tool: string) =>
  results.filter((r) => r.tool === tool).map((r) => r.data as unknown as T);

const when = (p: Period) => (p.label.includes('..') ? `${p.start} to ${p.end}` : p.label);
const methodWords = (m: Method) => (m === 'market_based' ? 'market-based' : 'location-based');
const signed = (kg: string, up = 'up', down = 'down') =>
  new Decimal(kg).isZero() ? 'unchanged' : `${new Decimal(kg).isNegative() ? down : up} ${formatMass(kg)}`;
/** A category with its Scope 2 method when the key does not carry it. */
const categoryName = (category: string, method: Method) =>
  method !== null && !category.endsWith(method)
    ? `${categoryWords(category)} (${methodWords(method)})`
    : categoryWords(category);
const pct = (d: Drivers) => (d.deltaPercent === null ? '' : ` (${formatPercent(d.deltaPercent)})`);

function drivers(d: Drivers): string {
  const parts = [`activity volume ${signed(d.volumeKg)}`, `emission factors ${signed(d.factorKg)}`];
  if (!new Decimal(d.newKg).isZero()) parts.push(`new sources ${signed(d.newKg)}`);
  if (!new Decimal(d.removedKg).isZero()) parts.push(`removed sources ${signed(d.removedKg)}`);
  return parts.join(', ');
}

function totals(d: TotalsData, org: string): string[] {
  const who = d.facility ?? org;
  if (d.groups.length === 0) return [`${who} has no calculated results for ${when(d.period)}.`];
  const cat = d.category === null ? '' : `, ${categoryWords(d.category)}`;
  const lines = [`Emissions of ${who}${cat} in ${when(d.period)}:`];
  for (const g of d.groups) lines.push(`- ${scopeLabel(g.scope, g.method)}${cat}: ${formatMass(g.co2eKg)}.`);
  const [loc, mkt] = [
    d.allScopes.find((a) => a.method === 'location_based'),
    d.allScopes.find((a) => a.method === 'market_based'),
  ];
  if (loc && mkt)
    lines.push(
      `- All scopes for ${who}${cat} in ${when(d.period)}: ${formatMass(loc.co2eKg)} with Scope 2 location-based, ${formatMass(mkt.co2eKg)} with Scope 2 market-based (the two Scope 2 methods are never added together).`,
    );
  const top = [...d.categories].sort((a, b) => new Decimal(b.co2eKg).cmp(a.co2eKg)).slice(0, 8);
  if (top.length > 1) {
    lines.push(`By category, ${who} in ${when(d.period)}:`);
    for (const c of top)
      lines.push(`- ${categoryName(c.category, c.method)} (Scope ${c.scope}): ${formatMass(c.co2eKg)}.`);
  }
  return lines;
}

function ranking(d: RankingData, org: string): string[] {
  if (d.items.length === 0) return [`${org} has no calculated results for ${when(d.period)}.`];
  const what = d.by === 'facility' ? 'facilities' : 'categories';
  const basis =
    d.scope === null ? `all scopes, Scope 2 ${methodWords(d.method)}` : scopeLabel(d.scope, d.method);
  const first = d.items[0] as RankingData['items'][number];
  const name = (n: string) => (d.by === 'facility' ? n : categoryWords(n));
  const lines = [
    `${d.by === 'facility' ? 'The facility' : 'The category'} with the most emissions in ${when(d.period)} (${basis}) was ${name(first.name)}, with ${formatMass(first.co2eKg)}${first.sharePercent ? ` (${first.sharePercent}% of the total)` : ''}.`,
    `All ${what} in ${when(d.period)}, largest first (${basis}):`,
  ];
  d.items.forEach((it, i) => {
    lines.push(
      `${i + 1}) ${name(it.name)}: ${formatMass(it.co2eKg)}${it.sharePercent ? ` (${it.sharePercent}%)` : ''}, ${basis}.`,
    );
  });
  lines.push(`Total of ${org} in ${when(d.period)} (${basis}): ${formatMass(d.totalKg)}.`);
  return lines;
}

function change(d: ChangeData, org: string, u: Understanding | undefined): string[] {
  const who = d.facility ?? org;
  const span = `from ${when(d.from)} to ${when(d.to)}`;
  const lines: string[] = [];
  if (d.groups.length === 0) return [`${who} has no calculated results ${span}.`];
  const headline =
    d.allScopes.find((a) => a.method === (u?.method ?? 'location_based')) ??
    d.groups.find((g) => d.scope === null || g.scope === d.scope);
  if (headline === undefined) return [`${who} has no results ${span}.`];
  const grew = (kg: string) =>
    new Decimal(kg).isNegative() ? 'went down' : new Decimal(kg).isZero() ? 'did not change' : 'went up';
  if (u?.rankBy === 'category' || u?.rankBy === 'facility') {
    const items = u.rankBy === 'category' ? d.byCategory : d.byFacility;
    const best = [...items].sort((a, b) => new Decimal(b.deltaKg).cmp(a.deltaKg))[0];
    if (best !== undefined) {
      const label =
        'category' in best
          ? categoryName(best.category as string, (best as { method: Method }).method)
          : (best as { facility: string }).facility;
      lines.push(
        `The ${u.rankBy} that grew most ${span} was ${label}: ${signed(best.deltaKg)}${pct(best)}${u.rankBy === 'facility' ? `, all scopes with Scope 2 ${methodWords(u.method)}` : ''} (${drivers(best)}).`,
      );
    }
  }
  const cat = d.category === null ? '' : `, ${categoryWords(d.category)}`;
  const label =
    'method' in headline && !('scope' in headline)
      ? `All scopes of ${who}${cat} (Scope 2 ${methodWords(headline.method)})`
      : `${scopeLabel((headline as { scope: number }).scope, headline.method)} of ${who}${cat}`;
  lines.push(
    `${label} ${grew(headline.deltaKg)} ${span}: from ${formatMass(headline.fromKg)} to ${formatMass(headline.toKg)}, ${signed(headline.deltaKg)}${pct(headline)}.`,
  );
  lines.push(`By scope, ${who}${cat} ${span}:`);
  for (const g of d.groups)
    lines.push(
      `- ${scopeLabel(g.scope, g.method)}${cat}: from ${formatMass(g.fromKg)} to ${formatMass(g.toKg)}, ${signed(g.deltaKg)}${pct(g)}; drivers: ${drivers(g)}.`,
    );
  for (const a of d.allScopes)
    if (a !== headline)
      lines.push(
        `- All scopes${cat} with Scope 2 ${methodWords(a.method)}: from ${formatMass(a.fromKg)} to ${formatMass(a.toKg)}, ${signed(a.deltaKg)}${pct(a)}.`,
      );
  const cats = d.byCategory.filter((c) => !new Decimal(c.deltaKg).isZero()).slice(0, 6);
  if (cats.length > 0) {
    lines.push(`What drove it, by category (largest changes first), ${span}:`);
    for (const c of cats)
      lines.push(`- ${categoryName(c.category, c.method)}: ${signed(c.deltaKg)}${pct(c)} (${drivers(c)}).`);
  }
  if (d.facility === null && d.byFacility.length > 1) {
    const basis =
      d.scope === null
        ? `all scopes, Scope 2 ${methodWords(u?.method ?? null)}`
        : scopeLabel(d.scope, d.scope === 2 ? (u?.method ?? 'location_based') : null);
    lines.push(`By facility ${span} (${basis}${cat}):`);
    for (const f of d.byFacility)
      lines.push(`- ${f.facility} (${basis}${cat}): ${signed(f.deltaKg)}${pct(f)} (${drivers(f)}).`);
  }
  return lines;
}

function reportLine(r: RecentReport): string {
  const generation = r.status === 'complete' ? 'generation complete' : `generation ${r.status}`;
  const filled = r.completeness
    ? `${formatPercent(r.completeness.percent)} of its disclosures filled (${r.completeness.filled} of ${r.completeness.total})`
    : 'completeness not known until it is generated';
  return `"${r.title}" (${r.framework ?? 'no framework'}, ${r.period ?? 'no period'}): ${generation}; ${filled}`;
}

function reports(d: ReportsData, org: string): string[] {
  const fw = d.framework ? `${d.framework.toUpperCase()} ` : '';
  if (d.reports.length === 0)
    return [
      d.framework && d.total > 0
        ? `${org} has no ${fw}report; it has ${d.total} other report${d.total === 1 ? '' : 's'}.`
        : `${org} has no ${fw}reports yet.`,
    ];
  return [
    `${org} has ${d.reports.length} ${fw}report${d.reports.length === 1 ? '' : 's'}:`,
    ...d.reports.map((r) => `- ${reportLine(r)}.`),
  ];
}

function reportMissing(d: ReportsData, org: string, u: Understanding | undefined): string[] {
  const r = d.reports.find((x) => x.id === u?.report?.id) ?? d.reports[0];
  if (r === undefined) return reports(d, org);
  const missing = r.missingDisclosures ?? [];
  if (r.status !== 'complete')
    return [
      `The report "${r.title}" is not generated yet (${r.status}): its missing disclosures are known once it is.`,
    ];
  if (missing.length === 0) return [`The report "${r.title}" has no missing disclosures: ${reportLine(r)}.`];
  return [
    `The report "${r.title}" (${r.framework}) lacks ${missing.length} required disclosure${missing.length === 1 ? '' : 's'} the data could not fill (${r.completeness ? `${formatPercent(r.completeness.percent)} of disclosures filled` : 'completeness unknown'}):`,
    ...missing.map(
      (m) =>
        `- ${m.disclosureId}: ${m.message.replace(/\.$/, '')}${m.missing.length > 0 ? ` (missing: ${m.missing.join(', ')})` : ''}.`,
    ),
  ];
}

function reportExplain(
  d: ReportsData,
  t: TotalsData | undefined,
  org: string,
  u: Understanding | undefined,
): string[] {
  const r = d.reports.find((x) => x.id === u?.report?.id) ?? d.reports[0];
  if (r === undefined) return reports(d, org);
  const lines = [
    `The report "${r.title}" (${r.framework}) covers ${r.period}.`,
    `Generation status: ${r.status}${r.status === 'complete' ? ' (its files are generated and fixed)' : ''}. This is not the same as complete content.`,
    r.completeness
      ? `Content: ${formatPercent(r.completeness.percent)} of its disclosures are filled (${r.completeness.filled} of ${r.completeness.total}); ${(r.missingDisclosures ?? []).length} required disclosures are missing${(r.missingDisclosures ?? []).length > 0 ? `: ${listOf((r.missingDisclosures ?? []).map((m) => m.disclosureId))}` : ''}.`
      : 'Its completeness is known once it is generated.',
  ];
  if (t !== undefined) lines.push(...totals(t, org));
  return lines;
}

function gaps(d: GapsData, org: string): string[] {
  const span = `${d.period.start} to ${d.period.end}`;
  const suggestion =
    'You could enter the missing activity data and recalculate; a person has to do this, the assistant changes nothing.';
  if (d.coverage.length === 0) return [`${org} has no calculated data in ${span}.`, suggestion];
  const lines = [
    d.monthsWithoutAnyData.length === 0
      ? `Every month from ${d.months[0]} to ${d.months.at(-1)} has data for at least one category.`
      : `Months with no data at all in ${span}: ${monthRanges(d.monthsWithoutAnyData)}.`,
  ];
  if (d.facilitiesWithoutData.length > 0)
    lines.push(`Facilities with no data in ${span}: ${listOf(d.facilitiesWithoutData)}.`);
  const partial = d.coverage.filter((c) => c.monthsMissing.length > 0);
  if (partial.length === 0 && d.coverage.length > 0)
    lines.push(`Every category of ${org} has data in every month from ${d.months[0]} to ${d.months.at(-1)}.`);
  for (const c of partial) {
    const quarterly =
      c.monthsWithData.length > 0 && c.monthsWithData.every((m) => Number(m.slice(5)) % 3 === 0);
    lines.push(
      `- ${c.facility}, ${categoryWords(c.category)}: no data for ${monthRanges(c.monthsMissing)}${quarterly ? ' (recorded every 3 months, so this may be its regular cadence)' : ''}.`,
    );
  }
  if (partial.length > 0 || d.facilitiesWithoutData.length > 0 || d.monthsWithoutAnyData.length > 0)
    lines.push(suggestion);
  return lines;
}

function factors(d: FactorsData, g: GwpData | undefined): string[] {
  const where = d.region ? ` in ${d.region}` : '';
  const lines: string[] = [];
  const plain = d.factors.filter((f) => !f.category.endsWith('market_based'));
  if (plain.length > 0) lines.push(`Emission factors used in ${when(d.period)}${where}:`);
  for (const f of plain)
    lines.push(
      `- ${categoryWords(f.category)}${f.region ? ` (${f.region})` : ''} in ${when(d.period)}: ${f.factor === null ? 'factor by gas' : `${f.factor} ${f.unit ?? ''}`.trim()}, dataset ${f.datasetId} version ${f.datasetVersion}, source: ${f.source}${f.sourceUrl ? ` <${f.sourceUrl}>` : ''}.`,
    );
  const byFacility = new Map<string, FactorsData['marketBased']>();
  for (const p of d.marketBased) byFacility.set(p.facility, [...(byFacility.get(p.facility) ?? []), p]);
  if (byFacility.size > 0)
    lines.push(
      `Market-based electricity in ${when(d.period)}${where} has two parts: contractual instruments, and the residual mix for consumption they do not cover.`,
    );
  for (const [facility, parts] of byFacility) {
    const described = parts.map((p) =>
      `${p.label}: ${p.amount} ${p.unit} at ${p.factor ?? '?'} ${p.factorUnit ?? ''} (dataset ${p.datasetId} version ${p.datasetVersion}, source: ${p.source}${p.sourceUrl ? ` <${p.sourceUrl}>` : ''})`.replace(
        / +\(/,
        ' (',
      ),
    );
    lines.push(`- ${facility}, market-based electricity in ${when(d.period)}: ${described.join('; ')}.`);
  }
  if (lines.length === 0) lines.push(`No emission factors were used for this${where} in ${when(d.period)}.`);
  if (g !== undefined) lines.push(...gwp(g));
  return lines;
}

function gwp(d: GwpData): string[] {
  if (d.sets.length === 0) return [`No calculations in ${when(d.period)}, so no GWP set was used.`];
  return d.sets.map(
    (s) =>
      `The calculations for ${when(d.period)} used the IPCC ${s.gwpSet} GWP set with the ${s.timeframe} horizon (${s.uses} calculations).`,
  );
}

/**
 * The built-in answer to an understood question, written from the results of its queries only:
 * every sentence names its subject (facility or organization, period, scope and method) so the
 * guard can check each figure against an entry about the same thing.
 */
export function composeAnswer(u: Understanding, results: readonly QueryResult[], org: string): string {
  if (u.clarify !== null) return u.clarify;
  const t = of<TotalsData>(results, 'totals');
  const lines: string[] = [];
  switch (u.ask) {
    case 'total':
      for (const d of t) lines.push(...totals(d, org));
      break;
    case 'ranking':
      for (const d of of<RankingData>(results, 'ranking')) lines.push(...ranking(d, org));
      break;
    case 'change':
      for (const d of of<ChangeData>(results, 'change')) lines.push(...change(d, org, u));
      if (lines.length === 0)
        for (const d of t)
          lines.push(`Only one period was asked for; ${u.periods[0]?.label}:`, ...totals(d, org));
      break;
    case 'narrative': {
      for (const d of t) lines.push(...totals(d, org));
      for (const d of of<ChangeData>(results, 'change')) lines.push(...change(d, org, u));
      const f = of<FactorsData>(results, 'factors')[0];
      if (f)
        lines.push(
          `Emission factors were taken from ${listOf([...new Set(f.factors.map((x) => `${x.datasetId} version ${x.datasetVersion}`))])}.`,
        );
      break;
    }
    case 'reports':
      for (const d of of<ReportsData>(results, 'reports')) lines.push(...reports(d, org));
      break;
    case 'report_missing':
      for (const d of of<ReportsData>(results, 'reports')) lines.push(...reportMissing(d, org, u));
      break;
    case 'report_explain':
      for (const d of of<ReportsData>(results, 'reports')) lines.push(...reportExplain(d, t[0], org, u));
      break;
    case 'data_gaps':
      for (const d of of<GapsData>(results, 'data_gaps')) lines.push(...gaps(d, org));
      break;
    case 'factors':
      for (const d of of<FactorsData>(results, 'factors'))
        lines.push(...factors(d, of<GwpData>(results, 'gwp')[0]));
      break;
    case 'gwp':
      for (const d of of<GwpData>(results, 'gwp')) lines.push(...gwp(d));
      break;
  }
  return lines.length > 0 ? lines.join('\n') : 'The data needed for this answer is not available.';
}
