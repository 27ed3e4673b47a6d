import type { GwpSet, GwpTimeframe } from '@ctp/factors';
import type { ActivityJson } from '../activity/validate.js';
import type { AlgorithmOverrideJson } from '../overrides/index.js';
import type { AlgorithmType, CalculationWarning, Confidence, Scope } from '../types.js';

/** Version of the record format described in the README. */
export const RECORD_VERSION = 1;

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

/** `output.gases[]`. */
export interface GasLineJson {
  readonly gas: string;
  readonly massKg: string | null;
  readonly co2eKg: string;
  readonly gwp: string | null;
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
}

/**
 * The audit record of one calculation: JSON-safe, deeply frozen, self-contained (replayable from
 * its own content) and checksummed. See the README, "Calculation records", for what is hashed.
 */
export interface CalculationRecord {
  readonly recordVersion: typeof RECORD_VERSION;
  readonly engineVersion: string;
  readonly input: RecordInput;
  readonly algorithm: RecordAlgorithm;
  /** Snapshot of the first term's factor row; null when the algorithm returned no term. */
  readonly factor: FactorSnapshot | null;
  /** Every other factor row the algorithm obtained (lookups and instruments), in first-use order. */
  readonly supportingFactors: readonly FactorSnapshot[];
  readonly terms: readonly RecordTerm[];
  /** GWP values applied, by gas, as decimal strings. */
  readonly gwpValues: Readonly<Record<string, string>>;
  /** The override that applied, if any. */
  readonly override?: AlgorithmOverrideJson;
  readonly output: CalculationOutputJson;
  /** SHA-256 (hex) of the RFC 8785 canonical JSON of the record without `output`, `checksumInput`, `checksumOutput`. */
  readonly checksumInput: string;
  /** SHA-256 (hex) of the RFC 8785 canonical JSON of `output`. */
  readonly checksumOutput: string;
}
