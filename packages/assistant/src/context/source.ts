import type {
  FactorUsed,
  OrganizationProfile,
  Period,
  RecentChange,
  RecentReport,
  RelevantDocument,
} from './schema.js';

/** Emissions of one scope, method and category in a period: exact sums from the data source. */
export interface EmissionRow {
  readonly scope: 1 | 2 | 3;
  readonly method: 'location_based' | 'market_based' | null;
  readonly category: string;
  /** kg CO2e, exact decimal text. */
  readonly co2eKg: string;
  readonly results: number;
}

/**
 * One emission source of a period: a facility's category (and Scope 2 method) in one activity
 * unit, with the exact sums of its activity quantity and CO2e. The basis of rankings and of the
 * decomposition of a change into volume, factor and new or removed sources.
 */
export interface SourceTotalRow {
  /** `null` for activities recorded without a facility. */
  readonly facilityId: string | null;
  readonly scope: 1 | 2 | 3;
  readonly method: 'location_based' | 'market_based' | null;
  readonly category: string;
  /** The activity unit (`kWh`, `L`, `pkm`). */
  readonly unit: string;
  /** Activity quantity in `unit`, exact decimal text. */
  readonly quantity: string;
  /** kg CO2e, exact decimal text. */
  readonly co2eKg: string;
  readonly results: number;
}

/** The months (`YYYY-MM`) of a period in which one facility's category has results. */
export interface FacilityMonths {
  readonly facilityId: string | null;
  readonly scope: 1 | 2 | 3;
  readonly category: string;
  readonly months: readonly string[];
}

/** One part of market-based Scope 2 figures: contractual instruments or the residual mix. */
export interface MarketBasedPart {
  readonly facilityId: string | null;
  /** What the part covers, as the calculation record labels it (`uncovered consumption × residual mix`). */
  readonly label: string;
  readonly kind: 'instrument' | 'residual_mix' | 'other';
  /** Activity covered, summed over the period, exact decimal text, in `unit`. */
  readonly amount: string;
  readonly unit: string;
  /** The factor as the dataset states it (`0`, or `0.420756652`), with its unit. */
  readonly factor: string | null;
  readonly factorUnit: string | null;
  readonly datasetId: string;
  readonly datasetVersion: string;
  readonly source: string;
  readonly sourceUrl: string | null;
  readonly region: string | null;
}

/** A GWP set the period's calculations used, and how many records used it. */
export interface GwpSetUse {
  readonly gwpSet: string;
  readonly timeframe: string;
  readonly uses: number;
}

/** The months (`YYYY-MM`) of a period in which a category has calculated results. */
export interface CategoryMonths {
  readonly scope: 1 | 2 | 3;
  readonly category: string;
  readonly months: readonly string[];
}

/**
 * The port the assistant reads an organization's data through, bound to ONE organization by the
 * caller (the server binds it to the caller's organization under row-level security). It has only
 * read methods: the assistant has no write path to data at all.
 */
export interface ContextSource {
  /** The organization's name and facilities. */
  organizationProfile(): Promise<OrganizationProfile>;
  /** The first and last month (`YYYY-MM`) with calculated results, or `null` when there are none. */
  dataRange(): Promise<{ first: string; last: string } | null>;
  /** Current emission results of the period, summed by scope, method and category. */
  emissions(period: Period): Promise<readonly EmissionRow[]>;
  /** Per category, the months of the period that have results. */
  coverage(period: Period): Promise<readonly CategoryMonths[]>;
  /** Emission factors the period's results were calculated with, with citations. */
  factorsUsed(period: Period): Promise<readonly FactorUsed[]>;
  /** The newest audit log entries, newest first. */
  recentChanges(limit: number): Promise<readonly RecentChange[]>;
  /** The newest reports, newest first (none is a valid answer). */
  recentReports(limit: number): Promise<readonly RecentReport[]>;
  /** Per facility, category, method and activity unit: exact activity and CO2e sums of the period. */
  sourceTotals(period: Period): Promise<readonly SourceTotalRow[]>;
  /** Per facility and category, the months of the period that have results. */
  facilityCoverage(period: Period): Promise<readonly FacilityMonths[]>;
  /** The parts (instruments, residual mix) behind the period's market-based Scope 2 results. */
  marketBasedParts(period: Period): Promise<readonly MarketBasedPart[]>;
  /** GWP sets used by the period's calculations. */
  gwpSets(period: Period): Promise<readonly GwpSetUse[]>;
  /** Documents (e.g. methodology notes) relevant to the question's words and categories. */
  relevantDocuments(
    query: { text: string; categories: readonly string[] },
    limit: number,
  ): Promise<readonly RelevantDocument[]>;
}
