import type {
  Decimal,
  EmissionFactor,
  FactorLibrary,
  FactorMatch,
  GwpSet,
  GwpTimeframe,
  MethaneSource,
} from '@ctp/factors';
import type { z } from 'zod';

/** One warning attached to a result: a stable code and a sentence for people. */
export interface CalculationWarning {
  /** Stable code, e.g. `REGION_FALLBACK`, `RESIDUAL_MIX_FALLBACK`, `OVERRIDE_IGNORED_UNAPPROVED`. */
  readonly code: string;
  readonly message: string;
}

/** How trustworthy the activity data is; drives {@link Confidence}. */
export type DataQuality = 'measured' | 'calculated' | 'estimated';

/** high / medium / low, from the activity's data quality and the factor's fit (see README). */
export type Confidence = 'high' | 'medium' | 'low';

/** An activity as callers send it: quantities may be decimal strings or numbers. */
export interface ActivityInput {
  /** Caller's id for the activity; echoed in the output. */
  id: string;
  /** Algorithm category, e.g. `scope2.electricity.location_based`. */
  category: string;
  quantity: string | number | Decimal;
  /** Unit id from the units vocabulary of @ctp/factors (`kWh`, `gal`, `scf`, `pkm`, `USD`, …). */
  unit: string;
  /** First day of the period, `YYYY-MM-DD`. */
  periodStart: string;
  /** Last day of the period, `YYYY-MM-DD`. */
  periodEnd: string;
  /** Region code; defaults to `GLOBAL`. */
  region?: string;
  /** Algorithm-specific inputs (fuel, refrigerant, haul, …), validated by the algorithm's `inputs` schema. */
  attributes?: Record<string, unknown>;
  /** Quality of the activity data; `calculated` when absent. */
  dataQuality?: DataQuality;
}

/** An activity after validation: quantity is a non-negative {@link Decimal}. */
export interface Activity {
  readonly id: string;
  readonly category: string;
  readonly quantity: Decimal;
  readonly unit: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly region: string;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly dataQuality: DataQuality;
}

/** GHG Protocol scope of an algorithm category. */
export type Scope = 1 | 2 | 3;

/** A bibliographic reference of a methodology. */
export interface Reference {
  readonly title: string;
  readonly url?: string;
}

/**
 * One term of a calculation: an amount of activity in the factor's unit times one factor.
 * The engine turns terms into gas masses and CO2e with the context's GWP set, so every
 * algorithm gets the gas breakdown, biogenic split and provenance the same way.
 */
export interface CalculationTerm {
  /** The factor applied (from {@link AlgorithmRuntime.lookupFactor} or {@link AlgorithmRuntime.instrumentFactor}). */
  readonly factor: FactorMatch;
  /** Activity amount, already in `factor.factor.unit`. */
  readonly amount: Decimal;
  /** What this term is, for people: `natural gas burnt`, `uncovered consumption × residual mix`. */
  readonly label: string;
  /**
   * Where the methane of this term's factor comes from: `fossil` (fossil fuels burnt, fugitive
   * fossil methane) or `biogenic` (wood, biogas, landfill gas, waste). With the methane GWP mode
   * `by_source` under AR6 it picks `CH4_fossil` or `CH4_nonfossil` for the factor's CH4 mass.
   * When absent the engine assumes `fossil` (see README, "Methane GWP"), and the record says so.
   * Has no effect on a factor published as CO2e: that is never re-based.
   */
  readonly methaneSource?: MethaneSource;
}

/** What an algorithm's `calculate` returns. The engine computes CO2e, gases and the record from it. */
export interface AlgorithmResult {
  readonly terms: readonly CalculationTerm[];
  /** Warnings of the algorithm's own (region fallbacks are added by the engine). */
  readonly warnings?: readonly CalculationWarning[];
}

/** Services the engine hands to an algorithm's `calculate`. All lookups are recorded. */
export interface AlgorithmRuntime {
  /** GWP set and horizon of this calculation. */
  readonly gwpSet: GwpSet;
  readonly gwpTimeframe: GwpTimeframe;
  /**
   * Finds a factor for this activity's region and period start, falling back through the region
   * chain (each fallback becomes a warning). `unit` defaults to the activity unit and selects the
   * basis (`@energy`, `@mass`, …). Throws `FactorNotFoundError` when nothing fits.
   */
  lookupFactor(query: { category: string; subcategory: string; unit?: string; region?: string }): FactorMatch;
  /**
   * Like {@link lookupFactor} but returns undefined instead of throwing when nothing fits, so an
   * algorithm can try a more specific subcategory first.
   */
  tryLookupFactor(query: {
    category: string;
    subcategory: string;
    unit?: string;
    region?: string;
  }): FactorMatch | undefined;
  /** Converts a quantity between unit ids (decimal arithmetic); throws `UnitConversionError`. */
  convert(quantity: Decimal, from: string, to: string): Decimal;
  /**
   * A factor that comes from the activity itself (a supplier-specific rate, a certificate with zero
   * emissions). It is recorded in the calculation record like a dataset factor, with dataset id
   * `activity-instrument` and the given description as its source.
   */
  instrumentFactor(spec: {
    subcategory: string;
    co2ePerUnit: Decimal;
    unit: string;
    source: string;
    gases?: Record<string, Decimal>;
  }): FactorMatch;
}

/**
 * A calculation algorithm: a plain, frozen object that a plugin package exports in an array.
 * Create it with {@link defineAlgorithm}, which validates the definition.
 */
export interface CalculationAlgorithm<TInputs extends z.ZodType = z.ZodType> {
  /** Namespaced id, `namespace/name`: `ctp/stationary-combustion`, `us/egrid-location`. */
  readonly id: string;
  /** Semantic version; a changed result needs a new version. */
  readonly version: string;
  readonly name: string;
  /** Dotted category, e.g. `scope2.electricity.location_based`; its first segment gives the scope. */
  readonly category: string;
  /** Region the algorithm is for (`US`, `EU`, `AU`, `US-CAMX`); absent for a generic algorithm. */
  readonly region?: string;
  /** GHG Protocol Scope 3 category number (1–15) for scope 3 algorithms. */
  readonly scope3Category?: number;
  /** Schema of `activity.attributes`; its parsed output is passed to `calculate`. */
  readonly inputs: TInputs;
  /** Activity unit dimensions this algorithm accepts, for documentation and early errors. */
  readonly acceptedUnits?: readonly string[];
  /**
   * Called once per activity with validated attributes. Must be pure and deterministic: no clock,
   * no randomness, no I/O other than `runtime`. Returns the terms; the engine does the rest.
   */
  calculate(activity: Activity, inputs: z.output<TInputs>, runtime: AlgorithmRuntime): AlgorithmResult;
  /** The method in prose, with the formula. */
  readonly methodology: string;
  readonly references: readonly Reference[];
  /** First activity date the algorithm may be used for, `YYYY-MM-DD`. */
  readonly effectiveDate: string;
  /** Activity date from which the algorithm must no longer be used. */
  readonly deprecatedDate?: string;
  /**
   * The draft standard or proposal the method follows, when it follows one that is not final
   * (for example a public consultation). Absent for a method of a published standard, which is
   * every algorithm that does not set it. The API and the reports print it next to the algorithm,
   * so nobody mistakes a draft method for the reported default.
   */
  readonly followsDraft?: Reference;
}

/** Kind of algorithm that produced a result. */
export type AlgorithmType = 'generic' | 'regional' | 'override';

export type { EmissionFactor, FactorLibrary };
