import type { Range95Json } from '@ctp/engine';
import type { BreakdownDimension, EmissionQuery } from '../framework/schema.js';
import type { ConsolidationApproach, ReportInput } from '../input.js';
import type { FactorEditionsOfYear } from './factor-editions.js';

/**
 * `MappedReport`: a framework filled from a `ReportInput`. Every figure is an exact decimal
 * string (kg CO2e unless a unit says otherwise); display rounding happens only in the renderers.
 */

/** An exact sum over emission lines, and the calculation records behind it. */
export interface TracedTotal {
  /** Exact decimal sum, kg (CO2e, or kg of gas for `gasMass`). */
  readonly kg: string;
  /** Number of emission lines summed. */
  readonly lineCount: number;
  /** Distinct calculation record ids of those lines, sorted. */
  readonly recordIds: readonly string[];
}

/** The totals every report rests on. Scope 2 appears by both methods and is never summed across them. */
export interface ReportTotals {
  readonly scope1: TracedTotal;
  readonly scope2LocationBased: TracedTotal;
  readonly scope2MarketBased: TracedTotal;
  readonly scope3: TracedTotal;
  /** Scope 1 + Scope 2 location-based + Scope 3. */
  readonly totalLocationBased: TracedTotal;
  /** Scope 1 + Scope 2 market-based + Scope 3. */
  readonly totalMarketBased: TracedTotal;
  /** Biogenic CO2 of all lines, outside the scopes. */
  readonly biogenicCo2: TracedTotal;
}

/** One row of a breakdown. */
export interface BreakdownRow {
  readonly key: string;
  readonly label: string;
  readonly kg: string;
  readonly lineCount: number;
  /** The row's 95% range (CO2e rows of a disclosure's breakdown; absent for gas masses and the charts' breakdowns). */
  readonly range95?: Range95Json;
}

/** A mapped value: what the renderers print. */
export type MappedValueContent =
  | {
      readonly kind: 'quantity';
      readonly kg: string;
      readonly unit: 'kgCO2e' | 'kg';
      readonly query: EmissionQuery;
      readonly lineCount: number;
      /** The 95% range of a CO2e quantity (the point is `kg`, unchanged); null for a gas mass. */
      readonly range95: Range95Json | null;
    }
  | {
      readonly kind: 'breakdown';
      readonly dimension: BreakdownDimension;
      readonly query: EmissionQuery;
      readonly rows: readonly BreakdownRow[];
    }
  | {
      readonly kind: 'number';
      readonly value: string;
      readonly unit: string;
      readonly decimals: number;
      readonly formula: string;
    }
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'table';
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
      /** Columns whose cells are exact kg CO2e (decimal strings, or empty): printed as t CO2e. */
      readonly kgColumns?: readonly number[];
    }
  | { readonly kind: 'missing' };

/** One value of a mapped disclosure. */
export interface MappedValue {
  readonly key: string;
  readonly label: string;
  readonly required: boolean;
  readonly filled: boolean;
  /** What is missing, when not filled (e.g. `net revenue of the organization`). */
  readonly missing: string | null;
  readonly content: MappedValueContent;
}

/** One disclosure, filled as far as the data allows. */
export interface MappedDisclosure {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly section: string;
  readonly required: boolean;
  /** `filled`: every required value filled; `partial`: some; `missing`: none. */
  readonly status: 'filled' | 'partial' | 'missing';
  readonly values: readonly MappedValue[];
}

/** A required disclosure the mapper could not fill. */
export interface MappingWarning {
  readonly code: 'missing_data';
  readonly disclosureId: string;
  /** What data is missing, one entry per unfilled required value. */
  readonly missing: readonly string[];
  readonly message: string;
}

/** Share of disclosures filled. */
export interface Completeness {
  readonly filled: number;
  readonly total: number;
  /** `filled / total * 100`, rounded half-up to one decimal, as text. */
  readonly percent: string;
}

/** The framework filled for one organization and period. */
export interface MappedReport {
  readonly framework: { readonly code: string; readonly version: string; readonly name: string };
  readonly template: { readonly id: string | null; readonly version: number | null; readonly name: string };
  readonly report: ReportInput['report'];
  readonly organization: {
    readonly id: string;
    readonly name: string;
    readonly country: string | null;
    readonly consolidationApproach: ConsolidationApproach;
    readonly reportingBoundary: string | null;
  };
  readonly period: { readonly start: string; readonly end: string };
  readonly generatedAt: string;
  readonly totals: ReportTotals;
  /** Breakdowns for the charts and summary tables (not the lines themselves). */
  readonly breakdowns: {
    readonly byScope3Category: readonly BreakdownRow[];
    readonly byFacility: readonly BreakdownRow[];
    readonly byCategory: readonly BreakdownRow[];
    /** Month (`YYYY-MM`, by line period start) × scope, kg CO2e; Scope 2 market-based shown apart. */
    readonly byMonth: readonly {
      readonly month: string;
      readonly scope1: string;
      readonly scope2LocationBased: string;
      readonly scope2MarketBased: string;
      readonly scope3: string;
    }[];
  };
  /** Lines per algorithm (`id@version`) and per factor dataset (`datasetId@datasetVersion`). */
  readonly usage: {
    readonly algorithms: Readonly<Record<string, number>>;
    readonly factorDatasets: Readonly<Record<string, number>>;
    /** Factor editions by year of the results, the base year's included (see `factorEditionsByYear`). */
    readonly factorEditionsByYear: readonly FactorEditionsOfYear[];
  };
  readonly baseYear: {
    readonly year: number | null;
    readonly emissions: ReportInput['organization']['baseYearEmissions'];
    /** The recalculation policy in words (from `recalculationPolicy` and the organization's own text). */
    readonly policy: string | null;
    /** The policy as data: significance threshold (percent of the base-year total) and triggers. */
    readonly recalculationPolicy: ReportInput['organization']['recalculationPolicy'];
  };
  readonly recalculations: ReportInput['recalculations'];
  /** Completed restatements of the periods the report covers or of the base year, oldest first. */
  readonly restatements: ReportInput['restatements'];
  /** Reopened periods whose restatement is in progress: their figures may still change. */
  readonly openRestatements: ReportInput['openRestatements'];
  /** Disclosures in template order. */
  readonly disclosures: readonly MappedDisclosure[];
  readonly completeness: Completeness;
  readonly warnings: readonly MappingWarning[];
}
