import type { FactorLibrary, GwpSet, GwpTimeframe } from '@ctp/factors';
import type { AlgorithmOverride, AlgorithmOverrideInput } from '../overrides/index.js';
import type { AlgorithmRegistry } from '../registry/index.js';

/** Everything a calculation depends on besides the activity. Treat it as immutable once used. */
export interface CalculationContext {
  /** Where factors come from. */
  readonly factors: FactorLibrary;
  /** Which algorithms exist. */
  readonly registry: AlgorithmRegistry;
  /** GWP set for CO2e; default `AR6`. */
  readonly gwpSet?: GwpSet;
  /** GWP horizon; default `100yr`. */
  readonly gwpTimeframe?: GwpTimeframe;
  /** Organization whose overrides apply; required when `overrides` is not empty. */
  readonly organizationId?: string;
  /** The organization's overrides (JSON or parsed); validated once by `createCalculator`. */
  readonly overrides?: readonly (AlgorithmOverrideInput | AlgorithmOverride)[];
  /** Dataset pins passed to every lookup: `{ 'epa-ghg-hub': '2025', 'desnz-ghg': '*' }`. */
  readonly datasets?: Readonly<Record<string, string>>;
}

/** A context with defaults applied and overrides validated. */
export interface ResolvedContext {
  readonly factors: FactorLibrary;
  readonly registry: AlgorithmRegistry;
  readonly gwpSet: GwpSet;
  readonly gwpTimeframe: GwpTimeframe;
  readonly organizationId?: string;
  readonly overrides: readonly AlgorithmOverride[];
  readonly datasets?: Readonly<Record<string, string>>;
}
