import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { monthsOf, periodOfDates, periodOfLabel } from '../context/periods.js';
import type { OrganizationProfile, Period, RecentReport } from '../context/schema.js';
import type { ContextSource, SourceTotalRow } from '../context/source.js';
import { AssistantError } from '../errors.js';
import { inCategory } from '../question/vocabulary.js';
import { decompose, percentChange } from './decompose.js';
import { type Entry, type QueryResult, type Subject, subject } from './entries.js';

/** A period argument: `2025`, `2025-Q3`, `2025-H1`, or `2024-01-01..2025-12-31`. */
const PeriodArg = z
  .string()
  .max(40)
  .regex(
    /^(?:(?:19|20)\d\d(?:-(?:Q[1-4]|H[12]))?|\d{4}-\d\d-\d\d\.\.\d{4}-\d\d-\d\d)$/,
    'a period such as 2025, 2025-Q3 or 2024-01-01..2025-12-31',
  )
  .describe('2025, 2025-Q3, 2025-H1 or 2024-01-01..2025-12-31');
const Scope = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const Method = z.enum(['location_based', 'market_based']);
const Name = z.string().min(1).max(200);

/** The read-only queries, their arguments (strict, size-limited) and what each is for. */
export const TOOL_ARGS = {
  totals: z.strictObject({
    period: PeriodArg,
    scope: Scope.optional(),
    method: Method.optional(),
    facility: Name.optional().describe('facility name'),
    category: Name.optional().describe('category key or prefix, e.g. scope2.electricity'),
  }),
  ranking: z.strictObject({
    period: PeriodArg,
    by: z.enum(['facility', 'category']),
    scope: Scope.optional(),
    method: Method.optional().describe('Scope 2 method counted; default location_based'),
  }),
  change: z.strictObject({
    from: PeriodArg,
    to: PeriodArg,
    scope: Scope.optional(),
    method: Method.optional(),
    facility: Name.optional(),
    category: Name.optional(),
  }),
  reports: z.strictObject({ framework: z.string().max(20).optional() }),
  data_gaps: z.strictObject({ period: PeriodArg, facility: Name.optional(), category: Name.optional() }),
  factors: z.strictObject({
    period: PeriodArg,
    category: Name.optional(),
    region: z.string().max(20).optional(),
  }),
  gwp: z.strictObject({ period: PeriodArg }),
} as const;

export type ToolName = keyof typeof TOOL_ARGS;

/** What each query answers, for a model choosing among them. */
export const TOOL_DESCRIPTIONS: Record<ToolName, string> = {
  totals:
    'Exact CO2e totals of a period by scope and Scope 2 method (never adding the two methods), and by category, optionally for one facility, scope, method or category.',
  ranking: 'Facilities or categories of a period, largest first, with their CO2e and share.',
  change:
    'The change between two periods, decomposed into activity volume, factor changes, and new or removed sources, overall, by category and by facility.',
  reports:
    "The organization's reports: generation status, completeness (disclosures filled) and each report's own missing disclosures.",
  data_gaps: 'Months and facilities without results in a period, per category.',
  factors:
    'Emission factors used in a period with their datasets and citations, including both parts (instruments and residual mix) of market-based Scope 2.',
  gwp: 'The GWP set (and time horizon) the calculations of a period used.',
};

/**
 * A query that could not run (bad arguments, unknown names): returned to a model as an error it can
 * correct. `details.reason` is the sentence the model is given.
 */
export class QueryArgumentError extends AssistantError {
  constructor(reason: string) {
    super('ASSISTANT_QUERY_ARGUMENTS', reason, { reason });
  }
}

function toPeriod(arg: string): Period {
  const range = /^(\d{4}-\d\d-\d\d)\.\.(\d{4}-\d\d-\d\d)$/.exec(arg);
  const p = range ? periodOfDates(range[1] as string, range[2] as string) : periodOfLabel(arg);
  if (p === undefined || p.start > p.end) throw new QueryArgumentError(`not a period: ${arg}`);
  return p;
}

const sum = (rows: readonly { co2eKg: string }[]) =>
  rows.reduce((s, r) => s.plus(r.co2eKg), new Decimal(0)).toFixed();

/** Row groups as a reader sees them: each scope, Scope 2 split by method, never added together. */
const GROUPS = [
  { scope: 1, method: null },
  { scope: 2, method: 'location_based' },
  { scope: 2, method: 'market_based' },
  { scope: 3, method: null },
] as const;

/** Rows counted in an "all scopes" figure with Scope 2 by `method`. */
const withMethod = (rows: readonly SourceTotalRow[], method: 'location_based' | 'market_based') =>
  rows.filter((r) => r.scope !== 2 || r.method === method);

/** The read-only queries over one organization's data, shared by the built-in provider and a model. */
export interface QueryTools {
  run(tool: string, rawArgs: unknown): Promise<QueryResult>;
}

/** Creates the query tools over a source (bound to one organization) and its profile. */
export function createQueryTools(source: ContextSource, profile: OrganizationProfile): QueryTools {
  const facilityName = (id: string | null) =>
    profile.facilities.find((f) => f.id === id)?.name ?? 'no facility';
  const facilityId = (name: string | undefined) => {
    if (name === undefined) return undefined;
    const f = profile.facilities.find(
      (x) =>
        x.id === name ||
        x.name.toLowerCase() === name.toLowerCase() ||
        x.name.toLowerCase().split(/\s+/)[0] === name.toLowerCase(),
    );
    if (f === undefined)
      throw new QueryArgumentError(
        `no facility "${name}"; facilities: ${profile.facilities.map((x) => x.name).join(', ')}`,
      );
    return f;
  };
  const cache = new Map<string, Promise<readonly SourceTotalRow[]>>();
  const totalsOf = (p: Period) => {
    const key = `${p.start}..${p.end}`;
    if (!cache.has(key)) cache.set(key, source.sourceTotals(p));
    return cache.get(key) as Promise<readonly SourceTotalRow[]>;
  };
  const select = (
    rows: readonly SourceTotalRow[],
    a: {
      scope?: 1 | 2 | 3 | undefined;
      method?: string | undefined;
      facilityId?: string | undefined;
      category?: string | undefined;
    },
  ) =>
    rows.filter(
      (r) =>
        (a.scope === undefined || r.scope === a.scope) &&
        (a.method === undefined || r.scope !== 2 || r.method === a.method) &&
        (a.facilityId === undefined || r.facilityId === a.facilityId) &&
        (a.category === undefined || inCategory(r.category, a.category)),
    );

  async function totals(args: z.infer<(typeof TOOL_ARGS)['totals']>): Promise<QueryResult> {
    const period = toPeriod(args.period);
    const facility = facilityId(args.facility);
    const rows = select(await totalsOf(period), { ...args, facilityId: facility?.id });
    const base = {
      facility: facility?.name ?? null,
      category: args.category ?? null,
      periods: [period.label],
    };
    const entries: Entry[] = [];
    const groups = GROUPS.filter((g) => rows.some((r) => r.scope === g.scope && r.method === g.method)).map(
      (g, i) => {
        const of = rows.filter((r) => r.scope === g.scope && r.method === g.method);
        const co2eKg = sum(of);
        entries.push({
          path: `groups[${i}]`,
          measure: 'kg',
          value: co2eKg,
          subject: subject({ ...base, scope: g.scope, method: g.method }),
        });
        return { scope: g.scope, method: g.method, co2eKg };
      },
    );
    const byCategory = new Map<string, SourceTotalRow[]>();
    for (const r of rows) byCategory.set(r.category, [...(byCategory.get(r.category) ?? []), r]);
    const categories = [...byCategory].map(([category, of], i) => {
      const first = of[0] as SourceTotalRow;
      const co2eKg = sum(of);
      entries.push({
        path: `categories[${i}]`,
        measure: 'kg',
        value: co2eKg,
        subject: subject({ ...base, category, scope: first.scope, method: first.method }),
      });
      return { category, scope: first.scope, method: first.method, co2eKg };
    });
    const allScopes =
      args.scope === undefined
        ? (['location_based', 'market_based'] as const).map((method, i) => {
            const co2eKg = sum(withMethod(rows, method));
            entries.push({
              path: `allScopes[${i}]`,
              measure: 'kg',
              value: co2eKg,
              subject: subject({ ...base, method }),
            });
            return { method, co2eKg };
          })
        : [];
    return {
      tool: 'totals',
      args,
      data: {
        period,
        facility: base.facility,
        category: base.category,
        groups,
        categories,
        allScopes,
        results: rows.reduce((n, r) => n + r.results, 0),
      },
      entries,
    };
  }

  async function ranking(args: z.infer<(typeof TOOL_ARGS)['ranking']>): Promise<QueryResult> {
    const period = toPeriod(args.period);
    const method = args.method ?? 'location_based';
    const rows = withMethod(select(await totalsOf(period), args), method);
    const keyOf = (r: SourceTotalRow) => (args.by === 'facility' ? facilityName(r.facilityId) : r.category);
    const by = new Map<string, SourceTotalRow[]>();
    for (const r of rows) by.set(keyOf(r), [...(by.get(keyOf(r)) ?? []), r]);
    const total = new Decimal(sum(rows));
    const items = [...by]
      .map(([name, of]) => ({ name, co2eKg: sum(of) }))
      .sort((a, b) => new Decimal(b.co2eKg).cmp(a.co2eKg) || a.name.localeCompare(b.name))
      .map((it) => ({
        ...it,
        sharePercent: total.isZero()
          ? null
          : new Decimal(it.co2eKg).div(total).times(100).toFixed(1, Decimal.ROUND_HALF_UP),
      }));
    const entries: Entry[] = [];
    const scope = args.scope ?? null;
    const methodOf = scope === 1 || scope === 3 ? null : method;
    items.forEach((it, i) => {
      const s = subject({
        periods: [period.label],
        scope,
        method: args.by === 'category' && !it.name.startsWith('scope2') ? null : methodOf,
        ...(args.by === 'facility' ? { facility: it.name } : { category: it.name }),
      });
      entries.push({ path: `items[${i}].co2eKg`, measure: 'kg', value: it.co2eKg, subject: s });
      if (it.sharePercent !== null)
        entries.push({
          path: `items[${i}].sharePercent`,
          measure: 'percent',
          value: it.sharePercent,
          subject: s,
        });
    });
    entries.push({
      path: 'totalKg',
      measure: 'kg',
      value: total.toFixed(),
      subject: subject({ periods: [period.label], scope, method: methodOf }),
    });
    return {
      tool: 'ranking',
      args,
      data: { period, by: args.by, scope, method: methodOf, totalKg: total.toFixed(), items },
      entries,
    };
  }

  async function change(args: z.infer<(typeof TOOL_ARGS)['change']>): Promise<QueryResult> {
    const from = toPeriod(args.from);
    const to = toPeriod(args.to);
    const facility = facilityId(args.facility);
    const a = { ...args, facilityId: facility?.id };
    const r0 = select(await totalsOf(from), a);
    const r1 = select(await totalsOf(to), a);
    const periods = [from.label, to.label];
    const base = { facility: facility?.name ?? null, category: args.category ?? null, periods };
    const entries: Entry[] = [];
    const add = (path: string, d: ReturnType<typeof decompose>, s: Subject) => {
      const pct = percentChange(d.fromKg, d.toKg);
      for (const k of ['fromKg', 'toKg', 'deltaKg', 'volumeKg', 'factorKg', 'newKg', 'removedKg'] as const)
        entries.push({ path: `${path}.${k}`, measure: 'kg', value: d[k], subject: s });
      if (pct !== null)
        entries.push({ path: `${path}.deltaPercent`, measure: 'percent', value: pct, subject: s });
      return { ...d, deltaPercent: pct };
    };
    // Overall: each scope (Scope 2 by method), and all scopes with either Scope 2 method.
    const groups = GROUPS.filter((g) =>
      [...r0, ...r1].some((r) => r.scope === g.scope && r.method === g.method),
    ).map((g, i) => {
      const pick = (rows: readonly SourceTotalRow[]) =>
        rows.filter((r) => r.scope === g.scope && r.method === g.method);
      return {
        scope: g.scope,
        method: g.method,
        ...add(
          `groups[${i}]`,
          decompose(pick(r0), pick(r1)),
          subject({ ...base, scope: g.scope, method: g.method }),
        ),
      };
    });
    const scopeOnly = args.scope !== undefined ? args.scope : null;
    const methods =
      scopeOnly === 1 || scopeOnly === 3
        ? []
        : scopeOnly === 2
          ? []
          : (['location_based', 'market_based'] as const);
    const allScopes = methods.map((method, i) => ({
      method,
      ...add(
        `allScopes[${i}]`,
        decompose(withMethod(r0, method), withMethod(r1, method)),
        subject({ ...base, method }),
      ),
    }));
    // Drivers by category and by facility (Scope 2 location-based only, so no double counting).
    const counted = (rows: readonly SourceTotalRow[]) => withMethod(rows, args.method ?? 'location_based');
    const split = (keyOf: (r: SourceTotalRow) => string, path: string, dim: 'category' | 'facility') => {
      const keys = [...new Set([...counted(r0), ...counted(r1)].map(keyOf))];
      return keys
        .map((key) => {
          const pick = (rows: readonly SourceTotalRow[]) => counted(rows).filter((r) => keyOf(r) === key);
          const sample = [...pick(r1), ...pick(r0)][0] as SourceTotalRow;
          return { key, sample, d: decompose(pick(r0), pick(r1)) };
        })
        .sort(
          (x, y) =>
            new Decimal(y.d.deltaKg).abs().cmp(new Decimal(x.d.deltaKg).abs()) || x.key.localeCompare(y.key),
        )
        .map(({ key, sample, d }, i) => ({
          [dim]: key,
          ...(dim === 'category' ? { scope: sample.scope, method: sample.method } : {}),
          ...add(
            `${path}[${i}]`,
            d,
            subject({
              ...base,
              ...(dim === 'category' ? { category: key } : { facility: key }),
              scope: dim === 'category' ? sample.scope : scopeOnly,
              method:
                dim === 'category'
                  ? sample.method
                  : scopeOnly === 1 || scopeOnly === 3
                    ? null
                    : (args.method ?? 'location_based'),
            }),
          ),
        }));
    };
    const byCategory = split((r) => r.category, 'byCategory', 'category');
    const byFacility = split((r) => facilityName(r.facilityId), 'byFacility', 'facility');
    return {
      tool: 'change',
      args,
      data: {
        from,
        to,
        facility: base.facility,
        category: base.category,
        scope: scopeOnly,
        groups,
        allScopes,
        byCategory,
        byFacility,
      },
      entries,
    };
  }

  async function reports(args: z.infer<(typeof TOOL_ARGS)['reports']>): Promise<QueryResult> {
    const all = await source.recentReports(50);
    const wanted = args.framework?.toLowerCase();
    const list: RecentReport[] =
      wanted === undefined
        ? [...all]
        : all.filter((r) => (r.framework ?? '').toLowerCase().startsWith(wanted));
    const entries: Entry[] = [];
    list.forEach((r, i) => {
      if (r.completeness)
        entries.push({
          path: `reports[${i}].completeness.percent`,
          measure: 'percent',
          value: r.completeness.percent,
          subject: subject({ periods: [] }),
        });
    });
    return {
      tool: 'reports',
      args,
      data: { framework: wanted ?? null, total: all.length, reports: list },
      entries,
    };
  }

  async function dataGaps(args: z.infer<(typeof TOOL_ARGS)['data_gaps']>): Promise<QueryResult> {
    const period = toPeriod(args.period);
    const facility = facilityId(args.facility);
    const months = monthsOf(period);
    const rows = (await source.facilityCoverage(period)).filter(
      (c) =>
        (facility === undefined || c.facilityId === facility.id) &&
        (args.category === undefined || inCategory(c.category, args.category)),
    );
    const gaps = rows
      .map((c) => ({
        facility: facilityName(c.facilityId),
        category: c.category,
        monthsWithData: [...c.months].sort(),
        monthsMissing: months.filter((m) => !c.months.includes(m)),
      }))
      .sort((a, b) => a.facility.localeCompare(b.facility) || a.category.localeCompare(b.category));
    const withAny = new Set(rows.flatMap((c) => c.months));
    const facilitiesWithData = new Set(rows.map((c) => c.facilityId));
    const facilitiesWithoutData = profile.facilities
      .filter((f) => (facility === undefined || f.id === facility.id) && !facilitiesWithData.has(f.id))
      .map((f) => f.name);
    return {
      tool: 'data_gaps',
      args,
      data: {
        period,
        months,
        facility: facility?.name ?? null,
        category: args.category ?? null,
        monthsWithoutAnyData: months.filter((m) => !withAny.has(m)),
        facilitiesWithoutData,
        coverage: gaps,
      },
      entries: [],
    };
  }

  async function factors(args: z.infer<(typeof TOOL_ARGS)['factors']>): Promise<QueryResult> {
    const period = toPeriod(args.period);
    const region = args.region?.toUpperCase();
    const matches = (category: string, r: string | null) =>
      (args.category === undefined ||
        inCategory(category, args.category) ||
        category.startsWith(args.category)) &&
      (region === undefined || (r ?? '').toUpperCase().startsWith(region));
    const used = (await source.factorsUsed(period)).filter((f) => matches(f.category, f.region));
    const wantsMarket =
      args.category === undefined ||
      'scope2.electricity.market_based'.startsWith(args.category) ||
      args.category.includes('market');
    const parts = wantsMarket
      ? (await source.marketBasedParts(period)).filter(
          (p) => region === undefined || (p.region ?? '').toUpperCase().startsWith(region),
        )
      : [];
    const entries: Entry[] = [];
    used.forEach((f, i) => {
      if (f.factor !== null)
        entries.push({
          path: `factors[${i}].factor`,
          measure: 'factor',
          value: f.factor,
          subject: subject({
            periods: [period.label],
            category: f.category,
            scope: Number(f.category.slice(5, 6)) as 1 | 2 | 3,
            method: f.category.endsWith('market_based')
              ? 'market_based'
              : f.category.endsWith('location_based')
                ? 'location_based'
                : null,
          }),
        });
    });
    const marketParts = parts.map((p, i) => {
      const s = subject({
        periods: [period.label],
        facility: facilityName(p.facilityId),
        category: 'scope2.electricity.market_based',
        scope: 2,
        method: 'market_based',
      });
      if (p.factor !== null)
        entries.push({ path: `marketBased[${i}].factor`, measure: 'factor', value: p.factor, subject: s });
      entries.push({ path: `marketBased[${i}].amount`, measure: 'count', value: p.amount, subject: s });
      return { ...p, facility: facilityName(p.facilityId) };
    });
    return {
      tool: 'factors',
      args,
      data: {
        period,
        region: region ?? null,
        category: args.category ?? null,
        factors: used,
        marketBased: marketParts,
      },
      entries,
    };
  }

  async function gwp(args: z.infer<(typeof TOOL_ARGS)['gwp']>): Promise<QueryResult> {
    const period = toPeriod(args.period);
    return { tool: 'gwp', args, data: { period, sets: await source.gwpSets(period) }, entries: [] };
  }

  const RUN = { totals, ranking, change, reports, data_gaps: dataGaps, factors, gwp } as const;

  return {
    async run(tool, rawArgs) {
      if (!(tool in TOOL_ARGS))
        throw new QueryArgumentError(`no query "${tool}"; queries: ${Object.keys(TOOL_ARGS).join(', ')}`);
      const name = tool as ToolName;
      const parsed = TOOL_ARGS[name].safeParse(rawArgs);
      if (!parsed.success)
        throw new QueryArgumentError(
          `bad arguments for ${tool}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
        );
      return (RUN[name] as (a: unknown) => Promise<QueryResult>)(parsed.data);
    },
  };
}
