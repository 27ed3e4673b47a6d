import { Decimal } from './decimal.js';
import { BIOGENIC_CO2, gwpEntry, KNOWN_GASES } from './gwp.js';
import type { FactorWarning, GasContribution, ResolvedFactor } from './lookup-types.js';
import type { EmissionFactor, GwpSet, GwpTimeframe } from './schema.js';

const ZERO = Object.freeze(new Decimal(0));

/** Resolved factors per factor object and GWP set; entries vanish with their factor. */
const memo = new WeakMap<EmissionFactor, Map<string, ResolvedFactor>>();

function gasOrder(a: string, b: string): number {
  const ia = KNOWN_GASES.indexOf(a);
  const ib = KNOWN_GASES.indexOf(b);
  if (ia !== ib)
    return (ia === -1 ? Number.MAX_SAFE_INTEGER : ia) - (ib === -1 ? Number.MAX_SAFE_INTEGER : ib);
  return a < b ? -1 : a > b ? 1 : 0;
}

function fromGases(
  gases: Readonly<Record<string, Decimal>>,
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
): ResolvedFactor {
  let co2e = ZERO;
  let biogenic = ZERO;
  const contributions: GasContribution[] = [];
  const gwpValues: Record<string, Decimal> = {};
  const secondary: string[] = [];
  for (const gas of Object.keys(gases).sort(gasOrder)) {
    const mass = gases[gas] as Decimal;
    if (gas === BIOGENIC_CO2) {
      biogenic = biogenic.plus(mass);
      continue;
    }
    const entry = gwpEntry(gas, gwpSet, gwpTimeframe);
    const co2ePerUnit = entry.value.times(mass);
    co2e = co2e.plus(co2ePerUnit);
    gwpValues[gas] = entry.value;
    if (entry.status === 'secondary' && !mass.isZero()) secondary.push(`${gas} ${entry.value.toFixed()}`);
    contributions.push(Object.freeze({ gas, massPerUnit: mass, gwp: entry.value, co2ePerUnit }));
  }
  const warnings: FactorWarning[] = secondary.length
    ? [
        {
          code: 'SECONDARY_GWP',
          message: `${gwpSet} ${gwpTimeframe} GWP values of secondary status used: ${secondary.join(', ')}`,
        },
      ]
    : [];
  return {
    gwpSet,
    gwpTimeframe,
    basis: 'gases',
    co2ePerUnit: co2e,
    gases: Object.freeze(contributions),
    biogenicCo2PerUnit: biogenic,
    gwpValues: Object.freeze(gwpValues),
    warnings: Object.freeze(warnings),
  };
}

function fromPublished(factor: EmissionFactor, gwpSet: GwpSet, gwpTimeframe: GwpTimeframe): ResolvedFactor {
  const contributions: GasContribution[] = [];
  let biogenic = ZERO.plus(factor.gases?.[BIOGENIC_CO2] ?? ZERO);
  for (const gas of Object.keys(factor.co2eByGas ?? {}).sort(gasOrder)) {
    const co2ePerUnit = (factor.co2eByGas as Record<string, Decimal>)[gas] as Decimal;
    if (gas === BIOGENIC_CO2) biogenic = biogenic.plus(co2ePerUnit);
    else contributions.push(Object.freeze({ gas, massPerUnit: null, gwp: null, co2ePerUnit }));
  }
  const warnings: FactorWarning[] = [];
  if (factor.gwpSet !== gwpSet || factor.gwpTimeframe !== gwpTimeframe) {
    warnings.push({
      code: 'GWP_SET_MISMATCH',
      message: `factor ${factor.datasetId}@${factor.datasetVersion} ${factor.category}/${factor.subcategory} (${factor.region}) is published as CO2e under ${factor.gwpSet} ${factor.gwpTimeframe} and cannot be restated in ${gwpSet} ${gwpTimeframe}; used as published`,
    });
  }
  return {
    gwpSet,
    gwpTimeframe,
    basis: 'published',
    co2ePerUnit: factor.factor as Decimal,
    gases: Object.freeze(contributions),
    biogenicCo2PerUnit: biogenic,
    gwpValues: Object.freeze({}),
    warnings: Object.freeze(warnings),
  };
}

/**
 * A factor in kg CO2e per unit under one GWP set and horizon.
 *
 * - Rows with masses of greenhouse gases (`gases` with any gas other than `CO2_biogenic`, with or
 *   without a published `factor`): CO2e = Σ mass × GWP, restated in any set. A `SECONDARY_GWP`
 *   warning lists GWPs of secondary status that were applied.
 * - CO2e-only rows (no `gases`, or `gases` holding only `CO2_biogenic` beside a published `factor`,
 *   as DESNZ prints biogenic CO2 "outside of scopes"): the published `factor` as is, split by
 *   `co2eByGas` when present (with `massPerUnit` and `gwp` null), plus a `GWP_SET_MISMATCH` warning
 *   when the requested set or horizon differs from the row's.
 * - `CO2_biogenic` (in `gases` or `co2eByGas`) always goes to `biogenicCo2PerUnit`, never into CO2e.
 *
 * Results are frozen and memoised per factor object (WeakMap) and set, so treat factor rows as
 * immutable (rows from {@link parseDataset} are frozen).
 * @throws GwpNotAvailableError when a gas of the row has no shipped GWP in the set.
 */
export function resolveFactor(
  factor: EmissionFactor,
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
): ResolvedFactor {
  let bySet = memo.get(factor);
  const key = `${gwpSet}/${gwpTimeframe}`;
  const hit = bySet?.get(key);
  if (hit) return hit;
  gwpEntry('CO2', gwpSet, gwpTimeframe); // validates the set and horizon once per miss
  const gases = factor.gases;
  const restatable = gases !== undefined && Object.keys(gases).some((gas) => gas !== BIOGENIC_CO2);
  const resolved = Object.freeze(
    gases !== undefined && (restatable || factor.factor === null)
      ? fromGases(gases, gwpSet, gwpTimeframe)
      : fromPublished(factor, gwpSet, gwpTimeframe),
  );
  if (!bySet) {
    bySet = new Map();
    memo.set(factor, bySet);
  }
  bySet.set(key, resolved);
  return resolved;
}
