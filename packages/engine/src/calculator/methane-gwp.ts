import {
  type Decimal,
  type GwpRows,
  type GwpSet,
  type GwpTimeframe,
  gwpEntry,
  type MethaneGwpMode,
  type MethaneSource,
  methaneGwpGas,
} from '@ctp/factors';
import type { CalculationTerm } from '../types.js';
import { KeyPathCache } from './key-path-cache.js';

/**
 * The methane source assumed for a term whose algorithm does not declare one: fossil combustion,
 * because in the shipped data every per-gas CH4 row an undeclared term can reach comes from burning
 * fossil fuel (grid generation, purchased steam "assuming natural gas", vehicle and aircraft fuel).
 * An algorithm that releases fossil methane unburnt declares `fossil_fugitive`.
 */
export const DEFAULT_METHANE_SOURCE: MethaneSource = 'fossil_combustion';

/** Which methane GWP one term's CH4 mass got, and why: one entry of a CH4 gas line's `gwpApplied`. */
export interface MethaneGwpApplied {
  /** GWP table row applied: `CH4_fossil`, `CH4_nonfossil` or `CH4`. */
  readonly gwpGas: string;
  /** Its value, kg CO2e per kg CH4. */
  readonly gwp: Decimal;
  /** Citation of the table the value was read from (with the cell's note, if any). */
  readonly source: string;
  /** The methane source the choice was made for (declared by the algorithm, or the default). */
  readonly methaneSource: MethaneSource;
  /** Why this row: the mode, the set and whether the source was declared or assumed. */
  readonly reason: string;
}

/** The methane GWP choice of one term: the GWP rows for `resolveFactor` and what to record. */
export interface TermMethaneGwp {
  readonly rows: GwpRows | undefined;
  readonly applied: MethaneGwpApplied;
}

const NO_CHANGE = undefined;

/**
 * The methane GWP of one term, or undefined when its factor has no CH4 mass to restate (a factor
 * published as CO2e is never re-based, so its methane has no GWP choice).
 */
export function termMethaneGwp(
  term: CalculationTerm,
  mode: MethaneGwpMode,
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
): TermMethaneGwp | undefined {
  const gases = term.factor.factor.gases;
  if (gases === undefined || gases.CH4 === undefined) return undefined;
  // No declared source is '' (never a source id).
  const source = term.methaneSource ?? '';
  return (
    choices.get(mode, source, gwpSet, gwpTimeframe) ??
    choices.set(
      methaneChoice(term.methaneSource, mode, gwpSet, gwpTimeframe),
      mode,
      source,
      gwpSet,
      gwpTimeframe,
    )
  );
}

/** Choices per (mode, declared source, set, horizon): a handful, each frozen and shared by every term. */
const choices = new KeyPathCache<TermMethaneGwp>();

function methaneChoice(
  declaredSource: MethaneSource | undefined,
  mode: MethaneGwpMode,
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
): TermMethaneGwp {
  const declared = declaredSource !== undefined;
  const methaneSource = declaredSource ?? DEFAULT_METHANE_SOURCE;
  const choice = methaneGwpGas(mode, methaneSource, gwpSet, gwpTimeframe);
  const entry = gwpEntry(choice.gwpGas, gwpSet, gwpTimeframe);
  const bySource = choice.gwpGas !== 'CH4';
  const why = !bySource
    ? choice.reason
    : declared
      ? `${choice.reason} (source declared by the algorithm)`
      : `${choice.reason} (source not declared by the algorithm: ${DEFAULT_METHANE_SOURCE} assumed)`;
  return Object.freeze({
    rows: bySource ? Object.freeze({ CH4: choice.gwpGas }) : NO_CHANGE,
    applied: Object.freeze({
      gwpGas: choice.gwpGas,
      gwp: entry.value,
      source: entry.note === undefined ? entry.source : `${entry.source}; ${entry.note}`,
      methaneSource,
      reason: why,
    }),
  });
}
