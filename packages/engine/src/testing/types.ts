import type { FactorLibrary, GwpSet, GwpTimeframe, MethaneGwpMode } from '@ctp/factors';
import type { AlgorithmRegistry } from '../registry/index.js';
import type { ActivityInput, CalculationAlgorithm } from '../types.js';

/** One hand-checked case of an algorithm's conformance table. */
export interface GoldenCase {
  /** Test name; also the activity id unless `activity.id` is given. */
  readonly name: string;
  /** The activity without its category (the algorithm's category is used). */
  readonly activity: Omit<ActivityInput, 'category' | 'id'> & { readonly id?: string };
  /** GWP set of the case; default `AR5`. */
  readonly gwpSet?: GwpSet;
  /** Default `100yr`. */
  readonly gwpTimeframe?: GwpTimeframe;
  /** Methane GWP mode; default the engine's (`by_source`). Matters under AR6 only. */
  readonly methaneGwp?: MethaneGwpMode;
  /** Expected kg CO2e, as a decimal string. Ignored with `expectedError`. */
  readonly expectedCo2eKg?: string;
  /** Absolute tolerance in kg for every expected amount; default `0` (exact). */
  readonly tolerance?: string;
  /** Expected kg of each gas listed. */
  readonly expectedGasMassKg?: Readonly<Record<string, string>>;
  /** Expected kg biogenic CO2. */
  readonly expectedBiogenicCo2Kg?: string;
  /** Warning codes that must appear in the output. */
  readonly expectedWarnings?: readonly string[];
  /** Some factor of the output must match these fields. */
  readonly expectedFactor?: {
    readonly datasetId: string;
    readonly datasetVersion?: string;
    readonly subcategory?: string;
    readonly region?: string;
  };
  /** The case must fail with this error code instead. */
  readonly expectedError?: string;
  /** Citation of the factor table and the hand computation behind the expected value. */
  readonly source: string;
}

/** Options of `testAlgorithm`. */
export interface TestAlgorithmOptions {
  /** Factor library; default `FactorLibrary.withShippedDatasets()`. */
  readonly library?: FactorLibrary;
  /** Registry; default a new one holding the algorithm and `extraAlgorithms`. */
  readonly registry?: AlgorithmRegistry;
  /** Further algorithms for the default registry (e.g. the generic one a regional algorithm refines). */
  readonly extraAlgorithms?: readonly CalculationAlgorithm[];
}
