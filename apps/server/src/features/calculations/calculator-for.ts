import { type AlgorithmRegistry, type Calculator, createCalculator } from '@ctp/engine';
import type { FactorLibrary, GwpSet, GwpTimeframe, MethaneGwpMode } from '@ctp/factors';
import { getOrganization, listOverrides, type OrganizationScope, toEngineOverride } from '@ctp/store';
import { factorLibraryFor } from '../factors/index.js';
import { methaneGwpOf } from './calculation-settings.js';
import { DatasetNotLoadedError } from './errors.js';

/** What a calculation may choose besides the activities. */
export interface CalculationSettings {
  /**
   * Dataset id → version (or `'*'`) for the named datasets. Every other loaded dataset stays
   * usable at any version: a pin narrows one dataset, it never switches the others off.
   */
  readonly datasetPins?: Readonly<Record<string, string>>;
  readonly gwpSet?: GwpSet;
  readonly gwpTimeframe?: GwpTimeframe;
  /** Methane GWP mode; default the organization's `settings.calculation.methaneGwp`, else `by_source`. */
  readonly methaneGwp?: MethaneGwpMode;
}

/**
 * The engine's dataset filter for `pins` over `factors`: the pinned version for pinned datasets,
 * `'*'` for the others; undefined without pins (no filter). @throws DatasetNotLoadedError
 */
export function datasetFilter(
  factors: FactorLibrary,
  pins: Readonly<Record<string, string>> | undefined,
): Record<string, string> | undefined {
  if (pins === undefined || Object.keys(pins).length === 0) return undefined;
  const loaded = factors.datasets();
  for (const [datasetId, version] of Object.entries(pins)) {
    const versions = loaded.filter((d) => d.datasetId === datasetId).map((d) => d.datasetVersion);
    if (versions.length === 0 || (version !== '*' && !versions.includes(version)))
      throw new DatasetNotLoadedError({ datasetId, version, loaded: versions });
  }
  const filter: Record<string, string> = {};
  for (const d of loaded) filter[d.datasetId] = pins[d.datasetId] ?? '*';
  return filter;
}

/**
 * A calculator for the scope's organization: the shipped plus its custom datasets, its active
 * approved overrides, the registry, the GWP set (default AR6, 100-year), the methane GWP mode
 * (default the organization's setting) and the dataset pins.
 */
export async function calculatorFor(
  scope: OrganizationScope,
  registry: AlgorithmRegistry,
  settings: CalculationSettings = {},
): Promise<Calculator> {
  const factors = await factorLibraryFor(scope);
  // Ended overrides are included: ending one shortens its dates (effectiveTo), and the engine applies
  // each override only to activities inside its dates, so recalculating an earlier period still
  // uses it. Overrides never approved by a second admin never apply.
  const overrides = (await listOverrides(scope)).filter((o) => o.approvedBy !== null).map(toEngineOverride);
  const datasets = datasetFilter(factors, settings.datasetPins);
  const methaneGwp = settings.methaneGwp ?? methaneGwpOf((await getOrganization(scope)).settings);
  return createCalculator({
    factors,
    registry,
    gwpSet: settings.gwpSet ?? 'AR6',
    gwpTimeframe: settings.gwpTimeframe ?? '100yr',
    methaneGwp,
    organizationId: scope.organizationId,
    overrides,
    ...(datasets === undefined ? {} : { datasets }),
  });
}
