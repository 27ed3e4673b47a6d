import type { Decimal } from '@ctp/factors';
import type { GasLine } from '../calculator/emissions.js';
import type { MethaneGwpApplied } from '../calculator/methane-gwp.js';
import type { AlgorithmRef, CalculationOutput } from '../calculator/output.js';
import type { CalculationWarning } from '../types.js';
import {
  CanonicalShape,
  canonicalDecimal,
  canonicalText,
  canonicalJson as cj,
  canonicalString as cs,
} from './canonical.js';
import type {
  CalculationOutputJson,
  FactorRefJson,
  GasLineJson,
  MethaneGwpAppliedJson,
  RecordVersion,
} from './types.js';

const dec = (d: Decimal): string => (d.isZero() ? '0' : d.toFixed());

const GAS = new CanonicalShape(['gas', 'massKg', 'co2eKg', 'gwp', 'gwpApplied']);
const APPLIED = new CanonicalShape(['gwpGas', 'gwp', 'source', 'methaneSource', 'reason']);
const WARNING = new CanonicalShape(['code', 'message']);
const OUTPUT = new CanonicalShape([
  'activityId',
  'category',
  'scope',
  'scope3Category',
  'method',
  'co2eKg',
  'gases',
  'biogenicCo2Kg',
  'factorRefs',
  'algorithmRef',
  'confidence',
  'warnings',
]);

/** Canonical JSON of shared frozen parts (factor refs, algorithm refs, warnings), computed once per object. */
const shared = new WeakMap<object, string>();
function sharedCanonical(value: FactorRefJson | AlgorithmRef): string {
  let c = shared.get(value);
  if (c === undefined) {
    c = cj(value);
    shared.set(value, c);
  }
  return c;
}
function warningCanonical(w: CalculationWarning): string {
  let c = shared.get(w);
  if (c === undefined) {
    c = WARNING.render({ code: cj(w.code), message: cj(w.message) });
    shared.set(w, c);
  }
  return c;
}

/** One `gwpApplied` entry as JSON and canonical JSON, built once per (shared, frozen) entry object. */
const appliedParts = new WeakMap<MethaneGwpApplied, { json: MethaneGwpAppliedJson; canonical: string }>();
function appliedPart(a: MethaneGwpApplied): { json: MethaneGwpAppliedJson; canonical: string } {
  let part = appliedParts.get(a);
  if (part === undefined) {
    const json: MethaneGwpAppliedJson = Object.freeze({
      gwpGas: a.gwpGas,
      gwp: dec(a.gwp),
      source: a.source,
      methaneSource: a.methaneSource,
      reason: a.reason,
    });
    const canonical = APPLIED.render({
      gwpGas: cs(json.gwpGas),
      gwp: cs(json.gwp),
      source: cj(json.source),
      methaneSource: cs(json.methaneSource),
      reason: cj(json.reason),
    });
    part = { json, canonical };
    appliedParts.set(a, part);
  }
  return part;
}

/** `gwpApplied` of a CH4 line as JSON and canonical JSON; undefined when the line has none. */
function appliedJson(g: GasLine): { json: readonly MethaneGwpAppliedJson[]; canonical: string } | undefined {
  if (g.gwpApplied === undefined) return undefined;
  const json: MethaneGwpAppliedJson[] = [];
  let canonical = '';
  for (const a of g.gwpApplied) {
    const part = appliedPart(a);
    json.push(part.json);
    canonical += canonical === '' ? part.canonical : `,${part.canonical}`;
  }
  return { json: Object.freeze(json), canonical: `[${canonical}]` };
}

/**
 * The JSON form of an output (decimals as strings without exponent, zeros as `0`) and its RFC 8785
 * canonical JSON, assembled from canonical parts; equal to `canonicalize(json)`. Record format 1
 * (replaying an old record) leaves out what version 2 added (`gwpApplied`).
 */
export function outputJson(
  output: CalculationOutput,
  format: RecordVersion = 2,
): { json: CalculationOutputJson; canonical: string } {
  const gases: GasLineJson[] = [];
  let gasesCanonical = '';
  for (const g of output.gases as readonly GasLine[]) {
    const applied = format === 1 ? undefined : appliedJson(g);
    const line: GasLineJson = Object.freeze({
      gas: g.gas,
      massKg: g.massKg === null ? null : dec(g.massKg),
      co2eKg: dec(g.co2eKg),
      gwp: g.gwp === null ? null : dec(g.gwp),
      ...(applied === undefined ? {} : { gwpApplied: applied.json }),
    });
    gases.push(line);
    gasesCanonical += `${gasesCanonical === '' ? '' : ','}${GAS.render({ gas: cs(line.gas), massKg: line.massKg === null ? 'null' : canonicalDecimal(line.massKg), co2eKg: canonicalDecimal(line.co2eKg), gwp: line.gwp === null ? 'null' : cs(line.gwp), gwpApplied: applied?.canonical })}`;
  }
  const co2eKg = dec(output.co2eKg);
  const biogenicCo2Kg = dec(output.biogenicCo2Kg);
  const json: { -readonly [K in keyof CalculationOutputJson]: CalculationOutputJson[K] } = {
    activityId: output.activityId,
    category: output.category,
    scope: output.scope,
    co2eKg,
    gases: Object.freeze(gases),
    biogenicCo2Kg,
    factorRefs: output.factorRefs,
    algorithmRef: output.algorithmRef,
    confidence: output.confidence,
    warnings: output.warnings,
  };
  if (output.scope3Category !== undefined) json.scope3Category = output.scope3Category;
  if (output.method !== undefined) json.method = output.method;
  Object.freeze(json);
  const canonical = OUTPUT.render({
    activityId: canonicalText(output.activityId),
    category: cs(output.category),
    scope: String(output.scope),
    scope3Category: output.scope3Category === undefined ? undefined : String(output.scope3Category),
    method: output.method === undefined ? undefined : cs(output.method),
    co2eKg: canonicalDecimal(co2eKg),
    gases: `[${gasesCanonical}]`,
    biogenicCo2Kg: canonicalDecimal(biogenicCo2Kg),
    factorRefs: `[${output.factorRefs.map(sharedCanonical).join(',')}]`,
    algorithmRef: sharedCanonical(output.algorithmRef),
    confidence: cs(output.confidence),
    warnings: `[${output.warnings.map(warningCanonical).join(',')}]`,
  });
  return { json, canonical };
}
