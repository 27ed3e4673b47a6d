import type { FactorLibrary, GwpSet, GwpTimeframe, MethaneGwpMode } from '@ctp/factors';
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
  /**
   * Which methane GWP applies; default `by_source`: under AR6, `CH4_fossil` or `CH4_nonfossil`
   * by each term's methane source. `single` applies the one `CH4` value to all methane (the
   * behaviour before this option existed). AR4 and AR5 use `CH4` in either mode.
   */
  readonly methaneGwp?: MethaneGwpMode;
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
  readonly methaneGwp: MethaneGwpMode;
  readonly organizationId?: string;
  readonly overrides: readonly AlgorithmOverride[];
  readonly datasets?: Readonly<Record<string, string>>;
}
