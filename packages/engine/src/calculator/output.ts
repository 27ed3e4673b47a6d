import type { Decimal, FactorMatch } from '@ctp/factors';
import { factorSnapshot } from '../record/factor-snapshot.js';
import type { FactorRefJson } from '../record/types.js';
import type { AlgorithmResolution } from '../registry/index.js';
import type { AlgorithmType, CalculationTerm, CalculationWarning, Confidence, Scope } from '../types.js';
import { BoundedCache } from './cache.js';
import type { GasLine } from './emissions.js';

/** Reference to the algorithm that produced an output. */
export interface AlgorithmRef {
  readonly id: string;
  readonly version: string;
  readonly type: AlgorithmType;
}

/** What one calculation produced. Amounts are {@link Decimal} kg; the record holds the JSON form. */
export interface CalculationOutput {
  readonly activityId: string;
  readonly category: string;
  /** From the category's first segment. */
  readonly scope: Scope;
  /** GHG Protocol Scope 3 category (1–15), from the algorithm. */
  readonly scope3Category?: number;
  /** Scope 2 method, from the category (`…location_based` / `…market_based`). */
  readonly method?: 'location_based' | 'market_based';
  /** kg CO2e, biogenic CO2 excluded. */
  readonly co2eKg: Decimal;
  /** Per gas, summed across terms, sorted by gas id. Empty for a custom override or CO2e-only factors. */
  readonly gases: readonly GasLine[];
  /** kg biogenic CO2, reported outside the scopes. */
  readonly biogenicCo2Kg: Decimal;
  /** One per term, in term order. */
  readonly factorRefs: readonly FactorRefJson[];
  readonly algorithmRef: AlgorithmRef;
  readonly confidence: Confidence;
  readonly warnings: readonly CalculationWarning[];
}

/** Scope from a category's first segment (`scope2.…` → 2). */
export function scopeOf(category: string): Scope {
  return category.startsWith('scope1.') ? 1 : category.startsWith('scope2.') ? 2 : 3;
}

/** Scope 2 method from the category's segments; undefined outside Scope 2 or when it names neither. */
export function scope2Method(category: string): 'location_based' | 'market_based' | undefined {
  if (!category.startsWith('scope2.')) return undefined;
  const segments = category.split('.');
  if (segments.some((s) => s === 'location_based' || s === 'location')) return 'location_based';
  if (segments.some((s) => s === 'market_based' || s === 'market')) return 'market_based';
  return undefined;
}

/** Labels may carry activity values (`commuting, car: 10.09 vmi`), so the per-row memo is bounded. */
const refCache = new WeakMap<FactorMatch['factor'], BoundedCache<string, FactorRefJson>>();

/** The frozen `factorRefs` entry of a term, shared by every output with the same row and label. */
export function factorRef(match: FactorMatch, label: string): FactorRefJson {
  let byLabel = refCache.get(match.factor);
  if (byLabel === undefined) {
    byLabel = new BoundedCache(64);
    refCache.set(match.factor, byLabel);
  }
  let ref = byLabel.get(label);
  if (ref === undefined) {
    const f = match.factor;
    ref = byLabel.set(
      label,
      Object.freeze({
        datasetId: f.datasetId,
        datasetVersion: f.datasetVersion,
        category: f.category,
        subcategory: f.subcategory,
        region: f.region,
        key: factorSnapshot(f).key,
        label,
      }),
    );
  }
  return ref;
}

const frozenCopies = new WeakMap<CalculationWarning, CalculationWarning>();
function frozenWarning(w: CalculationWarning): CalculationWarning {
  if (Object.isFrozen(w)) return w;
  let copy = frozenCopies.get(w);
  if (copy === undefined) {
    copy = Object.freeze({ code: w.code, message: w.message });
    frozenCopies.set(w, copy);
  }
  return copy;
}

const NO_WARNINGS: readonly CalculationWarning[] = Object.freeze([]);

function includesWarning(list: readonly CalculationWarning[], w: CalculationWarning): boolean {
  for (const o of list) if (o.code === w.code && o.message === w.message) return true;
  return false;
}

/** Keeps the first of each identical (code, message) warning, in order, as frozen objects (shared when recurring). */
export function uniqueWarnings(warnings: readonly CalculationWarning[]): readonly CalculationWarning[] {
  if (warnings.length === 0) return NO_WARNINGS;
  const out: CalculationWarning[] = [];
  for (const w of warnings) {
    // Outputs carry a handful of warnings: a scan is cheaper than a set of joined keys.
    if (!includesWarning(out, w)) out.push(frozenWarning(w));
  }
  return Object.freeze(out);
}

/** Scope 2 methods of the categories seen (a few dozen at most). */
const methods = new Map<string, 'location_based' | 'market_based' | undefined>();
function methodOf(category: string): 'location_based' | 'market_based' | undefined {
  if (methods.has(category)) return methods.get(category);
  const method = scope2Method(category);
  if (methods.size < 1_000) methods.set(category, method);
  return method;
}

function factorRefsOf(terms: readonly CalculationTerm[]): readonly FactorRefJson[] {
  const refs: FactorRefJson[] = [];
  for (const t of terms) refs.push(factorRef(t.factor, t.label));
  return Object.freeze(refs);
}

const algorithmRefs = new WeakMap<AlgorithmResolution, AlgorithmRef>();
function algorithmRefOf(r: AlgorithmResolution): AlgorithmRef {
  let ref = algorithmRefs.get(r);
  if (ref === undefined) {
    ref = Object.freeze({ id: r.algorithm.id, version: r.algorithm.version, type: r.type });
    algorithmRefs.set(r, ref);
  }
  return ref;
}

/** Assembles a frozen {@link CalculationOutput}. */
export function buildOutput(parts: {
  activityId: string;
  resolution: AlgorithmResolution;
  terms: readonly CalculationTerm[];
  co2eKg: Decimal;
  gases: readonly GasLine[];
  biogenicCo2Kg: Decimal;
  confidence: Confidence;
  warnings: readonly CalculationWarning[];
}): CalculationOutput {
  const { algorithm } = parts.resolution;
  const method = methodOf(algorithm.category);
  const output: { -readonly [K in keyof CalculationOutput]: CalculationOutput[K] } = {
    activityId: parts.activityId,
    category: algorithm.category,
    scope: scopeOf(algorithm.category),
    co2eKg: parts.co2eKg,
    gases: parts.gases,
    biogenicCo2Kg: parts.biogenicCo2Kg,
    factorRefs: factorRefsOf(parts.terms),
    algorithmRef: algorithmRefOf(parts.resolution),
    confidence: parts.confidence,
    warnings: uniqueWarnings(parts.warnings),
  };
  if (algorithm.scope3Category !== undefined) output.scope3Category = algorithm.scope3Category;
  if (method !== undefined) output.method = method;
  return Object.freeze(output);
}
