import { Decimal } from 'decimal.js';
import type { EvalOrganization } from './seed.js';

/**
 * Facts of an organization read from the ordinary, non-assistant API (`/api/results/summary`,
 * `/api/facilities`, `/api/reports`, `/api/results`, `/api/records`), computed independently of the
 * assistant's own queries: the evaluation compares the assistant with these.
 */

interface Group {
  scope: number;
  method: 'location_based' | 'market_based' | null;
  category?: string;
  facilityId?: string | null;
  period?: string;
  co2eKg: string;
}

/** A selection of results: a period and optional scope, Scope 2 method, facility and category prefix. */
export interface Selection {
  start: string;
  end: string;
  scope?: 1 | 2 | 3;
  /** Scope 2 method counted; other scopes are unaffected. */
  method?: 'location_based' | 'market_based';
  facility?: string;
  category?: string;
}

export const YEAR = (y: number) => ({ start: `${y}-01-01`, end: `${y}-12-31` });
export const QUARTER = (y: number, q: number) => {
  const m = (q - 1) * 3 + 1;
  const last = new Date(Date.UTC(y, m + 2, 0)).getUTCDate();
  return {
    start: `${y}-${String(m).padStart(2, '0')}-01`,
    end: `${y}-${String(m + 2).padStart(2, '0')}-${last}`,
  };
};

/** API reads of one organization, cached per query. */
export function apiFacts(org: EvalOrganization) {
  const cache = new Map<string, Promise<unknown>>();
  const get = <T>(path: string) => {
    if (!cache.has(path)) cache.set(path, org.get<T>(path));
    return cache.get(path) as Promise<T>;
  };
  const groups = async (start: string, end: string, groupBy: string) =>
    (
      await get<{ groups: Group[] }>(
        `/api/results/summary?periodStart=${start}&periodEnd=${end}&groupBy=${groupBy}`,
      )
    ).groups;
  const facilities = async () =>
    (await get<{ items: { id: string; name: string }[] }>('/api/facilities?limit=100')).items;
  const facilityId = async (name: string) => {
    const f = (await facilities()).find((x) => x.name === name);
    if (f === undefined) throw new Error(`no facility ${name}`);
    return f.id;
  };
  const select = async (s: Selection) => {
    const fid = s.facility === undefined ? undefined : await facilityId(s.facility);
    return (await groups(s.start, s.end, 'category,facility')).filter(
      (g) =>
        (s.scope === undefined || g.scope === s.scope) &&
        (s.method === undefined || g.scope !== 2 || g.method === s.method) &&
        (fid === undefined || g.facilityId === fid) &&
        (s.category === undefined ||
          g.category === s.category ||
          (g.category ?? '').startsWith(`${s.category}.`)),
    );
  };

  const api = {
    facilities,
    /** Exact kg CO2e of a selection (Scope 2 of one method only when a method is given). */
    async kg(s: Selection): Promise<string> {
      return (await select(s)).reduce((sum, g) => sum.plus(g.co2eKg), new Decimal(0)).toFixed();
    },
    /** Exact change in kg and percent (of the earlier) between two selections. */
    async change(from: Selection, to: Selection): Promise<{ deltaKg: string; percent: string | null }> {
      const a = new Decimal(await api.kg(from));
      const b = new Decimal(await api.kg(to));
      return {
        deltaKg: b.minus(a).toFixed(),
        percent: a.isZero() ? null : b.minus(a).div(a).times(100).toFixed(),
      };
    },
    /** Facilities or categories of a selection, largest first (Scope 2 location-based unless given). */
    async ranking(s: Selection, by: 'facility' | 'category'): Promise<{ name: string; kg: string }[]> {
      const fs = await facilities();
      const rows = await select({ method: 'location_based', ...s });
      const sums = new Map<string, Decimal>();
      for (const g of rows) {
        const key =
          by === 'facility'
            ? (fs.find((f) => f.id === g.facilityId)?.name ?? 'no facility')
            : (g.category ?? '');
        sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(g.co2eKg));
      }
      return [...sums]
        .map(([name, kg]) => ({ name, kg: kg.toFixed() }))
        .sort((x, y) => new Decimal(y.kg).cmp(x.kg) || x.name.localeCompare(y.name));
    },
    /** Per category and facility, the change between two periods (Scope 2 location-based), largest increase first. */
    async changes(from: Selection, to: Selection, by: 'facility' | 'category') {
      const a = await api.ranking(from, by);
      const b = await api.ranking(to, by);
      const names = [...new Set([...a, ...b].map((x) => x.name))];
      return names
        .map((name) => {
          const before = new Decimal(a.find((x) => x.name === name)?.kg ?? 0);
          const after = new Decimal(b.find((x) => x.name === name)?.kg ?? 0);
          return { name, deltaKg: after.minus(before).toFixed() };
        })
        .sort((x, y) => new Decimal(y.deltaKg).cmp(x.deltaKg));
    },
    /** Months (`YYYY-MM`) with results, per facility name and category. */
    async months(
      start: string,
      end: string,
    ): Promise<{ facility: string; category: string; months: string[] }[]> {
      const fs = await facilities();
      const rows = await groups(start, end, 'category,facility,month');
      const by = new Map<string, { facility: string; category: string; months: string[] }>();
      for (const g of rows) {
        const facility = fs.find((f) => f.id === g.facilityId)?.name ?? 'no facility';
        const key = `${facility}|${g.category}`;
        const e = by.get(key) ?? { facility, category: g.category ?? '', months: [] };
        e.months.push(g.period ?? '');
        by.set(key, e);
      }
      return [...by.values()];
    },
    async reports() {
      return (
        await get<{
          items: {
            id: string;
            title: string;
            frameworkCode: string;
            status: string;
            completeness: { filled: number; total: number; percent: string } | null;
            warnings: { disclosureId: string }[];
          }[];
        }>('/api/reports?limit=100')
      ).items;
    },
    /** The calculation record behind the first current result of a category (and facility) in a period. */
    async record(s: Selection & { category: string }): Promise<Record<string, unknown>> {
      const fid = s.facility === undefined ? '' : `&facilityId=${await facilityId(s.facility)}`;
      const page = await get<{ items: { calculationRecordId: string }[] }>(
        `/api/results?category=${s.category}&periodStart=${s.start}&periodEnd=${s.end}${fid}&limit=1`,
      );
      const id = page.items[0]?.calculationRecordId;
      if (id === undefined) throw new Error(`no result for ${s.category} ${s.start}`);
      return (await get<{ record: Record<string, unknown> }>(`/api/records/${id}`)).record;
    },
  };
  return api;
}

export type ApiFacts = ReturnType<typeof apiFacts>;

/** The emission factor of a record's first term, and of a supporting factor (a residual mix) by subcategory. */
export function factorsOfRecord(record: Record<string, unknown>) {
  const factor = record.factor as Record<string, unknown> | null;
  const supporting = (record.supportingFactors as Record<string, unknown>[] | undefined) ?? [];
  const single = (f: Record<string, unknown>) => {
    if (typeof f.factor === 'string') return f.factor;
    const gases = Object.values((f.gases ?? {}) as Record<string, string>);
    return gases.length === 1 ? (gases[0] as string) : null;
  };
  return {
    main:
      factor === null
        ? null
        : {
            value: single(factor),
            datasetId: String(factor.datasetId),
            datasetVersion: String(factor.datasetVersion),
          },
    residual: supporting
      .filter((f) => f.subcategory === 'residual_mix')
      .map((f) => ({
        value: single(f),
        datasetId: String(f.datasetId),
        datasetVersion: String(f.datasetVersion),
      }))[0],
    gwpSet: String((record.input as { gwpSet?: string } | undefined)?.gwpSet ?? ''),
  };
}
