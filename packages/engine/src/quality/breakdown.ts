import { Decimal, type DecimalInput, toDecimal } from '@ctp/factors';
import { DATA_TYPES, type DataType, PRIMARY_DATA_TYPES } from './data-type.js';

/** One result as the breakdown needs it. */
export interface QualityLine {
  /** Scope key as the caller groups them (`scope1`, `scope2`, `scope3`). */
  readonly scope: string;
  /** Category within the scope (the algorithm category, or a Scope 3 category). */
  readonly category: string;
  readonly dataType: DataType;
  /** Emissions of the line, kg CO2e. */
  readonly co2eKg: DecimalInput;
}

/** Primary-data coverage of one category. */
export interface CategoryCoverage {
  readonly category: string;
  readonly totalKg: Decimal;
  readonly primaryKg: Decimal;
  /** primaryKg / totalKg; `null` when the category totals zero. */
  readonly primaryShare: Decimal | null;
  /** The primary share is below the threshold (a zero total is never flagged). */
  readonly belowThreshold: boolean;
}

/** One scope broken down by data type. */
export interface ScopeDataTypeBreakdown {
  readonly scope: string;
  readonly totalKg: Decimal;
  /** Every data type, zero when absent, in the order of {@link DATA_TYPES}. */
  readonly byDataType: Readonly<Record<DataType, Decimal>>;
  readonly primaryKg: Decimal;
  /** primaryKg / totalKg; `null` when the scope totals zero. */
  readonly primaryShare: Decimal | null;
  /** Categories sorted by name. */
  readonly categories: readonly CategoryCoverage[];
}

/**
 * Default threshold of primary-data share under which a category is flagged: half its emissions.
 * A convention, not a GHG Protocol requirement; reports state the threshold they used.
 */
export const DEFAULT_PRIMARY_COVERAGE_THRESHOLD = '0.5';

function share(part: Decimal, whole: Decimal): Decimal | null {
  return whole.isZero() ? null : part.dividedBy(whole);
}

function isBelow(primaryShare: Decimal | null, threshold: Decimal): boolean {
  return primaryShare?.lessThan(threshold) ?? false;
}

/**
 * Breaks emissions down by scope and data type, with the share of primary data per scope and per
 * category, and flags categories whose primary share is below `threshold` (a fraction, 0–1).
 * Exact decimal arithmetic; scopes sorted by key.
 */
export function breakdownByDataType(
  lines: readonly QualityLine[],
  threshold: DecimalInput = DEFAULT_PRIMARY_COVERAGE_THRESHOLD,
): ScopeDataTypeBreakdown[] {
  const limit = toDecimal(threshold);
  const scopes = new Map<
    string,
    { byType: Map<DataType, Decimal>; categories: Map<string, [Decimal, Decimal]> }
  >();
  for (const line of lines) {
    const kg = toDecimal(line.co2eKg);
    const primary = PRIMARY_DATA_TYPES.has(line.dataType);
    let scope = scopes.get(line.scope);
    if (scope === undefined) {
      scope = { byType: new Map(), categories: new Map() };
      scopes.set(line.scope, scope);
    }
    scope.byType.set(line.dataType, (scope.byType.get(line.dataType) ?? new Decimal(0)).plus(kg));
    const [total, primaryKg] = scope.categories.get(line.category) ?? [new Decimal(0), new Decimal(0)];
    scope.categories.set(line.category, [total.plus(kg), primary ? primaryKg.plus(kg) : primaryKg]);
  }
  return [...scopes.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, scope]) => {
      const byDataType = Object.fromEntries(
        DATA_TYPES.map((type) => [type, scope.byType.get(type) ?? new Decimal(0)]),
      ) as Record<DataType, Decimal>;
      const totalKg = DATA_TYPES.reduce((sum, type) => sum.plus(byDataType[type]), new Decimal(0));
      const primaryKg = DATA_TYPES.filter((t) => PRIMARY_DATA_TYPES.has(t)).reduce(
        (sum, type) => sum.plus(byDataType[type]),
        new Decimal(0),
      );
      const categories = [...scope.categories.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([category, [total, primary]]) => {
          const primaryShare = share(primary, total);
          return {
            category,
            totalKg: total,
            primaryKg: primary,
            primaryShare,
            belowThreshold: isBelow(primaryShare, limit),
          };
        });
      return {
        scope: key,
        totalKg,
        byDataType,
        primaryKg,
        primaryShare: share(primaryKg, totalKg),
        categories,
      };
    });
}
