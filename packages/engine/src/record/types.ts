import type { GwpSet, GwpTimeframe, MethaneGwpMode, MethaneSource } from '@ctp/factors';
import type { ActivityJson } from '../activity/validate.js';
import type { AlgorithmOverrideJson } from '../overrides/index.js';
import type { AlgorithmType, CalculationWarning, Confidence, Scope } from '../types.js';

/**
 * Version of the record format described in the README. 2 added the methane GWP mode
 * (`input.methaneGwp`), the methane source of terms and `gwpApplied` on CH4 gas lines; a record of
 * version 1 was computed with one CH4 value for all methane and replays that way.
 */
export const RECORD_VERSION = 2;

/** Record format versions this engine reads, verifies and replays. */
export type RecordVersion = 1 | typeof RECORD_VERSION;

/** A factor row as stored in a record: the `EmissionFactor` fields with decimals as strings. */
export type FactorSnapshot = {
  readonly [field: string]: string | number | null | { readonly [gas: string]: string };
};

/** `output.factorRefs[]`: which factor each term used. */
export interface FactorRefJson {
  readonly datasetId: string;
  readonly datasetVersion: string;
  readonly category: string;
  readonly subcategory: string;
  readonly region: string;
  /** `factorKey()` of the row: `dataset@version/category/subcategory/region/from..to`. */
  readonly key: string;
  /** The term's label. */
  readonly label: string;
}

/** `output.gases[].gwpApplied[]` (version 2, CH4 lines): a methane GWP applied and why. */
export interface MethaneGwpAppliedJson {
  /** GWP table row: `CH4_fossil`, `CH4_nonfossil` or `CH4`. */
  readonly gwpGas: string;
  readonly gwp: string;
  /** Citation of the GWP table. */
  readonly source: string;
  readonly methaneSource: MethaneSource;
  readonly reason: string;
}

/** `output.gases[]`. */
export interface GasLineJson {
  readonly gas: string;
  readonly massKg: string | null;
  readonly co2eKg: string;
  readonly gwp: string | null;
  /** Version 2, CH4 lines with a restated mass: which methane GWP each term used, and why. */
  readonly gwpApplied?: readonly MethaneGwpAppliedJson[];
}

/** The output as stored in a record: decimals as strings without exponent. */
export interface CalculationOutputJson {
  readonly activityId: string;
  readonly category: string;
  readonly scope: Scope;
  readonly scope3Category?: number;
  readonly method?: 'location_based' | 'market_based';
  readonly co2eKg: string;
  readonly gases: readonly GasLineJson[];
  readonly biogenicCo2Kg: string;
  readonly factorRefs: readonly FactorRefJson[];
  readonly algorithmRef: { readonly id: string; readonly version: string; readonly type: AlgorithmType };
  readonly confidence: Confidence;
  readonly warnings: readonly CalculationWarning[];
}

/** `record.input`: what the calculation was asked. */
export interface RecordInput {
  readonly activity: ActivityJson;
  readonly gwpSet: GwpSet;
  readonly gwpTimeframe: GwpTimeframe;
  /** Version 2: the methane GWP mode. Absent in version 1 records, which used `single`. */
  readonly methaneGwp?: MethaneGwpMode;
  readonly organizationId?: string;
  readonly datasets?: Readonly<Record<string, string>>;
}

/** `record.algorithm`: which algorithm ran, and why it was chosen. */
export interface RecordAlgorithm {
  readonly id: string;
  readonly version: string;
  readonly name: string;
  readonly category: string;
  readonly region?: string;
  readonly type: AlgorithmType;
  /** Resolution steps, in order. */
  readonly resolution: readonly string[];
  /** Warnings of the resolution (ignored overrides, a pinned version out of force), repeated in the output. */
  readonly warnings: readonly CalculationWarning[];
}

/** `record.terms[]`: the algorithm's terms. */
export interface RecordTerm {
  readonly label: string;
  /** Amount in the factor's unit, decimal string. */
  readonly amount: string;
  readonly unit: string;
  readonly factorKey: string;
  /** Version 2, terms whose factor has a CH4 mass: the methane source its GWP was chosen for. */
  readonly methaneSource?: MethaneSource;
}

/**
 * The audit record of one calculation: JSON-safe, deeply frozen, self-contained (replayable from
 * its own content) and checksummed. See the README, "Calculation records", for what is hashed.
 */
export interface CalculationRecord {
  readonly recordVersion: RecordVersion;
  readonly engineVersion: string;
  readonly input: RecordInput;
  readonly algorithm: RecordAlgorithm;
  /** Snapshot of the first term's factor row; null when the algorithm returned no term. */
  readonly factor: FactorSnapshot | null;
  /** Every other factor row the algorithm obtained (lookups and instruments), in first-use order. */
  readonly supportingFactors: readonly FactorSnapshot[];
  readonly terms: readonly RecordTerm[];
  /** GWP values applied, by GWP table row (`CH4_fossil` when chosen for CH4), as decimal strings. */
  readonly gwpValues: Readonly<Record<string, string>>;
  /** The override that applied, if any. */
  readonly override?: AlgorithmOverrideJson;
  readonly output: CalculationOutputJson;
  /** SHA-256 (hex) of the RFC 8785 canonical JSON of the record without `output`, `checksumInput`, `checksumOutput`. */
  readonly checksumInput: string;
  /** SHA-256 (hex) of the RFC 8785 canonical JSON of `output`. */
  readonly checksumOutput: string;
}
