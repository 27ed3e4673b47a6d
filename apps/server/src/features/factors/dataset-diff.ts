import { Decimal, type EmissionFactor, type FactorDataset, formatDecimal } from '@ctp/factors';

/** What happened to one factor between two versions of a dataset. */
export type ChangeKind = 'added' | 'removed' | 'changed';

/** One number of a factor row that differs: `factor`, `gas:{GAS}` (kg per unit) or `co2e:{GAS}`. */
export interface ValueChange {
  readonly name: string;
  readonly before: string | null;
  readonly after: string | null;
  /** `after − before` as an exact decimal string; null when one side has no value. */
  readonly change: string | null;
}

/** A row present in one version only, or in both with different numbers. */
export interface FactorDiff {
  readonly key: string;
  readonly kind: ChangeKind;
  readonly before: EmissionFactor | null;
  readonly after: EmissionFactor | null;
  /** The numbers that differ (every number of the row for `added` and `removed`). */
  readonly values: readonly ValueChange[];
  /** Other fields that differ between the matched rows (dates, notes, source, status…). */
  readonly otherFields: readonly string[];
}

/** Every difference, sorted by key, and how many matched rows kept their numbers. */
export interface DatasetDiff {
  readonly diffs: readonly FactorDiff[];
  readonly counts: { added: number; removed: number; changed: number; unchanged: number };
}

const SEP = '\u0000';
const baseKey = (f: EmissionFactor) =>
  [f.category, f.subcategory, f.unit, f.region, f.gwpSet ?? '', f.gwpTimeframe ?? ''].join(SEP);
const OTHER_FIELDS = ['effectiveFrom', 'effectiveTo', 'source', 'sourceUrl', 'notes', 'status', 'priceYear'];

function numbers(f: EmissionFactor | null): Map<string, Decimal> {
  const out = new Map<string, Decimal>();
  if (f === null) return out;
  if (f.factor !== null) out.set('factor', f.factor);
  for (const [gas, v] of Object.entries(f.gases ?? {})) out.set(`gas:${gas}`, v);
  for (const [gas, v] of Object.entries(f.co2eByGas ?? {})) out.set(`co2e:${gas}`, v);
  return out;
}

/** The numbers of two rows that differ (compared as decimals: `0.10` equals `0.1`). */
function valueChanges(before: EmissionFactor | null, after: EmissionFactor | null): ValueChange[] {
  const a = numbers(before);
  const b = numbers(after);
  const names = [...new Set([...a.keys(), ...b.keys()])];
  return names.flatMap((name) => {
    const x = a.get(name);
    const y = b.get(name);
    if (x !== undefined && y !== undefined && x.eq(y)) return [];
    return [
      {
        name,
        before: x === undefined ? null : formatDecimal(x),
        after: y === undefined ? null : formatDecimal(y),
        change: x !== undefined && y !== undefined ? formatDecimal(new Decimal(y).minus(x)) : null,
      },
    ];
  });
}

/**
 * Rows are matched on category, subcategory, unit, region and GWP set and timeframe; where that is
 * not unique within a version, the effective dates join the key.
 */
function keyed(from: readonly EmissionFactor[], to: readonly EmissionFactor[]) {
  const counts = new Map<string, number>();
  for (const list of [from, to]) {
    const seen = new Map<string, number>();
    for (const f of list) seen.set(baseKey(f), (seen.get(baseKey(f)) ?? 0) + 1);
    for (const [k, n] of seen) counts.set(k, Math.max(counts.get(k) ?? 0, n));
  }
  const key = (f: EmissionFactor) => {
    const base = baseKey(f);
    return (counts.get(base) ?? 0) > 1 ? [base, f.effectiveFrom, f.effectiveTo ?? ''].join(SEP) : base;
  };
  const index = (list: readonly EmissionFactor[]) => new Map(list.map((f) => [key(f), f]));
  return { before: index(from), after: index(to) };
}

/** The differences between two versions of a dataset, sorted by key. */
export function diffDatasets(from: FactorDataset, to: FactorDataset): DatasetDiff {
  const { before, after } = keyed(from.factors, to.factors);
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  const counts = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  const diffs: FactorDiff[] = [];
  for (const key of keys) {
    const b = before.get(key) ?? null;
    const a = after.get(key) ?? null;
    const values = valueChanges(b, a);
    const kind: ChangeKind | 'unchanged' =
      b === null ? 'added' : a === null ? 'removed' : values.length > 0 ? 'changed' : 'unchanged';
    counts[kind]++;
    if (kind === 'unchanged') continue;
    const otherFields =
      a !== null && b !== null
        ? OTHER_FIELDS.filter(
            (field) =>
              (a as unknown as Record<string, unknown>)[field] !==
              (b as unknown as Record<string, unknown>)[field],
          )
        : [];
    diffs.push({ key, kind, before: b, after: a, values, otherFields });
  }
  return { diffs, counts };
}
