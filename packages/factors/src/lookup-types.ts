import type { Decimal } from './decimal.js';
import type { EmissionFactor, GwpSet, GwpTimeframe } from './schema.js';

/** A warning produced by a lookup (region fallback, GWP set mismatch, secondary source, …). */
export interface FactorWarning {
  /** `REGION_FALLBACK`, `PREVIOUS_EDITION`, `PINNED_EDITION`, `GWP_SET_MISMATCH`, `SECONDARY_SOURCE`, `SECONDARY_GWP`, `AMBIGUOUS_FACTOR`. */
  readonly code: string;
  readonly message: string;
}

/** What to look for. */
export interface FactorQuery {
  category: string;
  /** Base subcategory; rows with a basis qualifier (`natural_gas@energy`) are considered too. */
  subcategory: string;
  /** Region to start from; falls back towards `GLOBAL`. */
  region: string;
  /**
   * Activity date `YYYY-MM-DD`; the factor's effective range must contain it, except that an
   * edition pinned in {@link FactorQuery.datasets} also applies to a date before it came into force.
   */
  date: string;
  /** Activity unit: only rows whose unit it converts to are candidates; it also picks the basis. */
  unit?: string;
  /**
   * The GWP set of the calculation. Not used to choose a row: {@link resolveFactor} adds the
   * `GWP_SET_MISMATCH` warning when a CO2e-only row was published under another set.
   */
  gwpSet?: GwpSet;
  gwpTimeframe?: GwpTimeframe;
  /**
   * Only these datasets, each optionally pinned to a version (`{ 'epa-ghg-hub': '2025' }`, `'*'` for any).
   * A pinned version is used for an activity dated before the edition's year too (a base year
   * recalculated with a later edition), with a `PINNED_EDITION` warning.
   */
  datasets?: Readonly<Record<string, string>>;
}

/** The factor a lookup chose, and how. */
export interface FactorMatch {
  readonly factor: EmissionFactor;
  readonly requestedRegion: string;
  /** Region of the chosen row; differs from `requestedRegion` after a fallback. */
  readonly matchedRegion: string;
  /** Regions tried in order, ending with `matchedRegion`. */
  readonly regionChain: readonly string[];
  readonly warnings: readonly FactorWarning[];
}

/** One gas of a factor after applying a GWP set, per unit of activity. */
export interface GasContribution {
  readonly gas: string;
  /** kg of the gas per unit, or null when the publisher gave only CO2e for it. */
  readonly massPerUnit: Decimal | null;
  /** GWP applied, or null where the publisher's CO2e was used as printed. */
  readonly gwp: Decimal | null;
  readonly co2ePerUnit: Decimal;
  /** GWP table row applied when it is not `gas` itself (`CH4_fossil` for a CH4 mass); see `resolveFactor`. */
  readonly gwpGas?: string;
}

/** A factor resolved to CO2e under one GWP set. */
export interface ResolvedFactor {
  /** GWP set and horizon asked for (a published CO2e row keeps its own; see `warnings`). */
  readonly gwpSet: GwpSet;
  readonly gwpTimeframe: GwpTimeframe;
  /**
   * `gases`: CO2e computed here from gas masses × GWPs (restatable in any set).
   * `published`: the publisher's CO2e used as printed (cannot be restated).
   */
  readonly basis: 'gases' | 'published';
  /** kg CO2e per unit, biogenic CO2 excluded. */
  readonly co2ePerUnit: Decimal;
  /** Per-gas contributions (biogenic CO2 excluded). Empty when only an undivided CO2e is known. */
  readonly gases: readonly GasContribution[];
  /** kg biogenic CO2 per unit, reported outside the scopes. */
  readonly biogenicCo2PerUnit: Decimal;
  /** GWP values used, by the GWP table row applied (`CH4_fossil` when chosen for CH4), for the record. */
  readonly gwpValues: Readonly<Record<string, Decimal>>;
  readonly warnings: readonly FactorWarning[];
}
