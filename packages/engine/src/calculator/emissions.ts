import {
  Decimal,
  type GasContribution,
  type GwpSet,
  type GwpTimeframe,
  type MethaneGwpMode,
  type MethaneSource,
  type ResolvedFactor,
  resolveFactor,
} from '@ctp/factors';
import type { CalculationTerm, CalculationWarning } from '../types.js';
import { type MethaneGwpApplied, termMethaneGwp } from './methane-gwp.js';

/** One gas of a result, summed over the terms. */
export interface GasLine {
  readonly gas: string;
  /** kg of the gas, or null when some term's factor gives only its CO2e. */
  readonly massKg: Decimal | null;
  readonly co2eKg: Decimal;
  /** GWP applied, or null when the publisher's CO2e was used or terms used different values. */
  readonly gwp: Decimal | null;
  /**
   * CH4 only: the methane GWP row each restated term used and why (one entry per distinct row and
   * reason, sorted by row); absent on other gases and on CH4 published only as CO2e.
   */
  readonly gwpApplied?: readonly MethaneGwpApplied[];
}

/** What the terms of a calculation add up to. */
export interface Emissions {
  readonly co2eKg: Decimal;
  /** Sorted by gas id (code-unit order); empty for factors that give only an undivided CO2e. */
  readonly gases: readonly GasLine[];
  readonly biogenicCo2Kg: Decimal;
  /** GWP values used, by gas. */
  readonly gwpValues: Readonly<Record<string, Decimal>>;
  readonly warnings: readonly CalculationWarning[];
  /** The resolved factor of each term, in term order. */
  readonly resolved: readonly ResolvedFactor[];
  /** Per term, in term order: the methane source its CH4 mass was restated for, or null (no CH4 mass). */
  readonly methaneSources: readonly (MethaneSource | null)[];
}

const ZERO = new Decimal(0);

/** `-0` and other zeros become a plain 0, so records never show `-0`. */
export const normalizeZero = (d: Decimal): Decimal => (d.isZero() ? ZERO : d);

function add(sum: Decimal | undefined, value: Decimal): Decimal {
  return sum === undefined ? value : sum.plus(value);
}

function scaled(multiplier: Decimal | undefined, perUnit: Decimal): Decimal {
  return multiplier === undefined ? perUnit : perUnit.times(multiplier);
}

/**
 * The engine's arithmetic, the same for every algorithm: each term's factor is resolved under the
 * GWP set (`resolveFactor`), then per gas `mass = amount × massPerUnit` and `co2e = amount × co2ePerUnit`,
 * biogenic CO2 kept apart, all summed in decimal arithmetic. A factor multiplier (override) scales
 * the per-unit values first: `amount × (perUnit × multiplier)`. A term's CH4 mass gets the GWP
 * row of the methane GWP mode and the term's methane source ({@link termMethaneGwp}).
 */
export function computeEmissions(
  terms: readonly CalculationTerm[],
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
  multiplier?: Decimal,
  methaneGwp: MethaneGwpMode = 'by_source',
): Emissions {
  if (terms.length === 1)
    return oneTerm(terms[0] as CalculationTerm, gwpSet, gwpTimeframe, multiplier, methaneGwp);
  let co2eKg: Decimal | undefined;
  let biogenicCo2Kg: Decimal | undefined;
  const byGas = new Map<string, { massKg: Decimal | null; co2eKg: Decimal; gwp: Decimal | null }>();
  const gwpValues: Record<string, Decimal> = {};
  const warnings: CalculationWarning[] = [];
  const resolved: ResolvedFactor[] = [];
  const methaneSources: (MethaneSource | null)[] = [];
  const applied = new Map<string, MethaneGwpApplied>();
  for (const term of terms) {
    const methane = termMethaneGwp(term, methaneGwp, gwpSet, gwpTimeframe);
    const r = resolveFactor(term.factor.factor, gwpSet, gwpTimeframe, methane?.rows);
    resolved.push(r);
    methaneSources.push(methane?.applied.methaneSource ?? null);
    if (methane !== undefined)
      applied.set(`${methane.applied.gwpGas}\u0000${methane.applied.reason}`, methane.applied);
    co2eKg = add(co2eKg, term.amount.times(scaled(multiplier, r.co2ePerUnit)));
    if (!r.biogenicCo2PerUnit.isZero())
      biogenicCo2Kg = add(biogenicCo2Kg, term.amount.times(scaled(multiplier, r.biogenicCo2PerUnit)));
    for (const g of r.gases) {
      const massKg = g.massPerUnit === null ? null : term.amount.times(scaled(multiplier, g.massPerUnit));
      const co2e = term.amount.times(scaled(multiplier, g.co2ePerUnit));
      const line = byGas.get(g.gas);
      if (line === undefined) {
        byGas.set(g.gas, { massKg, co2eKg: co2e, gwp: g.gwp });
      } else {
        line.massKg = line.massKg === null || massKg === null ? null : line.massKg.plus(massKg);
        line.co2eKg = line.co2eKg.plus(co2e);
        line.gwp = line.gwp !== null && g.gwp !== null && line.gwp.equals(g.gwp) ? line.gwp : null;
      }
    }
    for (const [gas, value] of Object.entries(r.gwpValues)) gwpValues[gas] = value;
    warnings.push(...r.warnings);
  }
  const gases = [...byGas.keys()].sort().map((gas): GasLine => {
    const line = byGas.get(gas) as { massKg: Decimal | null; co2eKg: Decimal; gwp: Decimal | null };
    return Object.freeze({
      gas,
      massKg: line.massKg === null ? null : normalizeZero(line.massKg),
      co2eKg: normalizeZero(line.co2eKg),
      gwp: line.gwp,
      ...(gas === 'CH4' && applied.size > 0
        ? {
            gwpApplied: Object.freeze(
              [...applied.keys()].sort().map((k) => applied.get(k) as MethaneGwpApplied),
            ),
          }
        : {}),
    });
  });
  return {
    co2eKg: normalizeZero(co2eKg ?? ZERO),
    gases: Object.freeze(gases),
    biogenicCo2Kg: normalizeZero(biogenicCo2Kg ?? ZERO),
    // One term: the resolved factor's own frozen object, so records can share its serialised form.
    gwpValues: resolved.length === 1 ? (resolved[0] as ResolvedFactor).gwpValues : Object.freeze(gwpValues),
    warnings,
    resolved,
    methaneSources: Object.freeze(methaneSources),
  };
}

/** A resolved factor's gas contributions sorted by gas id (code-unit order), once per resolved factor. */
const sortedGases = new WeakMap<ResolvedFactor, readonly GasContribution[]>();
function byGasId(r: ResolvedFactor): readonly GasContribution[] {
  let sorted = sortedGases.get(r);
  if (sorted === undefined) {
    sorted = Object.freeze([...r.gases].sort((a, b) => (a.gas < b.gas ? -1 : a.gas > b.gas ? 1 : 0)));
    sortedGases.set(r, sorted);
  }
  return sorted;
}

/** `gwpApplied` of a one-term CH4 line: a frozen one-entry list per (shared) entry. */
const appliedLists = new WeakMap<MethaneGwpApplied, readonly MethaneGwpApplied[]>();
function appliedList(applied: MethaneGwpApplied): readonly MethaneGwpApplied[] {
  let list = appliedLists.get(applied);
  if (list === undefined) {
    list = Object.freeze([applied]);
    appliedLists.set(applied, list);
  }
  return list;
}

const NO_SOURCE: readonly (MethaneSource | null)[] = Object.freeze([null]);
const sourceLists = new Map<MethaneSource, readonly (MethaneSource | null)[]>();
function sourceList(source: MethaneSource | undefined): readonly (MethaneSource | null)[] {
  if (source === undefined) return NO_SOURCE;
  let list = sourceLists.get(source);
  if (list === undefined) {
    list = Object.freeze([source]);
    sourceLists.set(source, list);
  }
  return list;
}

/**
 * {@link computeEmissions} for the common single term: the same arithmetic and result, without the
 * summing across terms (each gas line is the term's own contribution).
 */
function oneTerm(
  term: CalculationTerm,
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
  multiplier: Decimal | undefined,
  methaneGwp: MethaneGwpMode,
): Emissions {
  const methane = termMethaneGwp(term, methaneGwp, gwpSet, gwpTimeframe);
  const r = resolveFactor(term.factor.factor, gwpSet, gwpTimeframe, methane?.rows);
  const amount = term.amount;
  const co2eKg = amount.times(scaled(multiplier, r.co2ePerUnit));
  const biogenicCo2Kg = r.biogenicCo2PerUnit.isZero()
    ? ZERO
    : amount.times(scaled(multiplier, r.biogenicCo2PerUnit));
  const gases: GasLine[] = [];
  for (const g of byGasId(r)) {
    const massKg =
      g.massPerUnit === null ? null : normalizeZero(amount.times(scaled(multiplier, g.massPerUnit)));
    const co2e = normalizeZero(amount.times(scaled(multiplier, g.co2ePerUnit)));
    gases.push(
      Object.freeze(
        g.gas === 'CH4' && methane !== undefined
          ? { gas: g.gas, massKg, co2eKg: co2e, gwp: g.gwp, gwpApplied: appliedList(methane.applied) }
          : { gas: g.gas, massKg, co2eKg: co2e, gwp: g.gwp },
      ),
    );
  }
  return {
    co2eKg: normalizeZero(co2eKg),
    gases: Object.freeze(gases),
    biogenicCo2Kg: normalizeZero(biogenicCo2Kg),
    gwpValues: r.gwpValues,
    warnings: r.warnings,
    resolved: [r],
    methaneSources: sourceList(methane?.applied.methaneSource),
  };
}
