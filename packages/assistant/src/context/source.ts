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
  /** Documents (e.g. methodology notes) relevant to the question's words and categories. */
  relevantDocuments(
    query: { text: string; categories: readonly string[] },
    limit: number,
  ): Promise<readonly RelevantDocument[]>;
}
