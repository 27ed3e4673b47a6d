import { Decimal } from './decimal.js';
import { BIOGENIC_CO2, gwpEntry, KNOWN_GASES } from './gwp.js';
import type { FactorWarning, GasContribution, ResolvedFactor } from './lookup-types.js';
import type { EmissionFactor, GwpSet, GwpTimeframe } from './schema.js';

const ZERO = Object.freeze(new Decimal(0));

/**
 * GWP table row to apply per gas of a row, when it is not the gas itself: `{ CH4: 'CH4_fossil' }`
 * applies the fugitive fossil methane value to the row's CH4 mass (see `methaneGwpGas`).
 */
export type GwpRows = Readonly<Record<string, string>>;

const NO_ROWS: GwpRows = Object.freeze({});

/** The memo key part of a `gwpRows` object, built once per object (callers reuse theirs). */
const rowKeys = new WeakMap<GwpRows, string>();
function rowsKey(gwpRows: GwpRows): string {
  let key = rowKeys.get(gwpRows);
  if (key === undefined) {
    key = Object.keys(gwpRows)
      .sort()
      .map((gas) => `${gas}=${gwpRows[gas]}`)
      .join(',');
    // Only a frozen object keeps the key it was memoised with.
    if (Object.isFrozen(gwpRows)) rowKeys.set(gwpRows, key);
  }
  return key;
}

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
  gwpRows: GwpRows,
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
    const row = gwpRows[gas] ?? gas;
    const entry = gwpEntry(row, gwpSet, gwpTimeframe);
    const co2ePerUnit = entry.value.times(mass);
    co2e = co2e.plus(co2ePerUnit);
    gwpValues[row] = entry.value;
    if (entry.status === 'secondary' && !mass.isZero()) secondary.push(`${row} ${entry.value.toFixed()}`);
    contributions.push(
      Object.freeze({
        gas,
        massPerUnit: mass,
        gwp: entry.value,
        co2ePerUnit,
        ...(row === gas ? {} : { gwpGas: row }),
      }),
    );
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
 * - `gwpRows` picks another GWP table row for a gas mass (`{ CH4: 'CH4_fossil' }`): the contribution
 *   keeps its gas and names the row in `gwpGas`, and `gwpValues` is keyed by the row applied. It
 *   never touches a CO2e-only row: a published CO2e is never re-based.
 *
 * Results are frozen and memoised per factor object (WeakMap) and set, so treat factor rows as
 * immutable (rows from {@link parseDataset} are frozen).
 * @throws GwpNotAvailableError when a gas of the row has no shipped GWP in the set.
 */
export function resolveFactor(
  factor: EmissionFactor,
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
  gwpRows: GwpRows = NO_ROWS,
): ResolvedFactor {
  let bySet = memo.get(factor);
  const key = `${gwpSet}/${gwpTimeframe}/${rowsKey(gwpRows)}`;
  const hit = bySet?.get(key);
  if (hit) return hit;
  gwpEntry('CO2', gwpSet, gwpTimeframe); // validates the set and horizon once per miss
  const gases = factor.gases;
  const restatable = gases !== undefined && Object.keys(gases).some((gas) => gas !== BIOGENIC_CO2);
  const resolved = Object.freeze(
    gases !== undefined && (restatable || factor.factor === null)
      ? fromGases(gases, gwpSet, gwpTimeframe, gwpRows)
      : fromPublished(factor, gwpSet, gwpTimeframe),
  );
  if (!bySet) {
    bySet = new Map();
    memo.set(factor, bySet);
  }
  bySet.set(key, resolved);
  return resolved;
}
