import type { FactorQuery, FactorWarning } from './lookup-types.js';
import type { EmissionFactor } from './schema.js';
import { canConvert } from './units.js';

/** A factor row in the library index, with its priority. */
export interface IndexEntry {
  readonly factor: EmissionFactor;
  /** Position of the row's dataset in the library (0 = added first). */
  readonly datasetRank: number;
  /** Position of the row in its dataset. */
  readonly rowIndex: number;
}

/** Normalised query fields the selection needs. */
export interface Selection {
  readonly subcategory: string;
  /** True when the query names a qualified subcategory (`natural_gas@energy`): exact match only. */
  readonly exactOnly: boolean;
  readonly unit: string | undefined;
  readonly date: string;
  readonly datasets: FactorQuery['datasets'];
}

/** The part of a subcategory before `@`. */
export function baseSubcategory(subcategory: string): string {
  const at = subcategory.indexOf('@');
  return at === -1 ? subcategory : subcategory.slice(0, at);
}

/** Every filter except the date: subcategory, dataset pins, unit convertibility. */
export function fitsIgnoringDate(entry: IndexEntry, s: Selection): boolean {
  const f = entry.factor;
  if (f.subcategory !== s.subcategory && (s.exactOnly || !f.subcategory.startsWith(`${s.subcategory}@`)))
    return false;
  if (s.datasets) {
    const pinned = s.datasets[f.datasetId];
    if (pinned === undefined || (pinned !== '*' && pinned !== f.datasetVersion)) return false;
  }
  return s.unit === undefined || canConvert(s.unit, f.unit);
}

/** True when the row's effective range contains the date (effectiveTo inclusive, null = open). */
export function inEffect(f: EmissionFactor, date: string): boolean {
  return f.effectiveFrom <= date && (f.effectiveTo === null || date <= f.effectiveTo);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function exactSub(e: IndexEntry, s: Selection): number {
  return e.factor.subcategory === s.subcategory ? 0 : 1;
}

function exactUnit(e: IndexEntry, s: Selection): number {
  return s.unit !== undefined && e.factor.unit === s.unit ? 0 : 1;
}

/** Everything the preference looks at before dataset priority; equal keys are a tie. */
function tieKey(e: IndexEntry, s: Selection): string {
  return `${exactSub(e, s)}${exactUnit(e, s)}\u0000${e.factor.subcategory}\u0000${e.factor.effectiveFrom}`;
}

/**
 * Sorts candidates best first: exact subcategory; unit equal to the query unit; smallest
 * subcategory (code-unit order, locale-independent); latest effectiveFrom; dataset added first;
 * earlier row. Deterministic for any input order.
 */
export function sortCandidates(entries: IndexEntry[], s: Selection): IndexEntry[] {
  return entries.sort(
    (a, b) =>
      exactSub(a, s) - exactSub(b, s) ||
      exactUnit(a, s) - exactUnit(b, s) ||
      cmp(a.factor.subcategory, b.factor.subcategory) ||
      cmp(b.factor.effectiveFrom, a.factor.effectiveFrom) ||
      a.datasetRank - b.datasetRank ||
      a.rowIndex - b.rowIndex,
  );
}

/** An `AMBIGUOUS_FACTOR` warning when runners-up tie with the winner on everything but priority. */
export function ambiguity(sorted: readonly IndexEntry[], s: Selection): FactorWarning | undefined {
  const [best, next] = sorted;
  if (!best || !next) return undefined;
  const key = tieKey(best, s);
  const tied = sorted.slice(1).filter((e) => tieKey(e, s) === key);
  if (tied.length === 0) return undefined;
  const id = (e: IndexEntry) => `${e.factor.datasetId}@${e.factor.datasetVersion} row ${e.rowIndex + 1}`;
  return {
    code: 'AMBIGUOUS_FACTOR',
    message: `${best.factor.category}/${best.factor.subcategory} in ${best.factor.region}: chose ${id(best)} (added first) over ${tied.map(id).join(', ')} with the same effectiveFrom; pin a dataset in the query to choose`,
  };
}

/** Nearest effective dates around `date` among rows that fit everything but the date. */
export function nearestDates(
  entries: readonly IndexEntry[],
  date: string,
): { before?: string; after?: string } {
  let before: string | undefined;
  let after: string | undefined;
  for (const { factor: f } of entries) {
    if (f.effectiveTo !== null && f.effectiveTo < date && (before === undefined || f.effectiveTo > before))
      before = f.effectiveTo;
    if (f.effectiveFrom > date && (after === undefined || f.effectiveFrom < after)) after = f.effectiveFrom;
  }
  return { ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) };
}
