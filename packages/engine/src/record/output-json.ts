import type { Decimal } from '@ctp/factors';
import type { GasLine } from '../calculator/emissions.js';
import type { MethaneGwpApplied } from '../calculator/methane-gwp.js';
import type { AlgorithmRef, CalculationOutput } from '../calculator/output.js';
import type { CalculationWarning } from '../types.js';
import { CanonicalShape, canonicalText, canonicalJson as cj, canonicalString as cs } from './canonical.js';
import { CanonicalBytes, encoded } from './canonical-bytes.js';
import type {
  CalculationOutputJson,
  FactorRefJson,
  GasLineJson,
  MethaneGwpAppliedJson,
  RecordVersion,
} from './types.js';

const dec = (d: Decimal): string => (d.isZero() ? '0' : d.toFixed());

/*
 * The canonical JSON below is written with its members already in RFC 8785 order (keys sorted by
 * UTF-16 code units; `ORDER` lists them), from canonical member values: the same bytes as
 * `canonicalize(json)`, which the record tests check for every shape the engine produces.
 */
const APPLIED = new CanonicalShape(['gwpGas', 'gwp', 'source', 'methaneSource', 'reason']);

/** The GWP values of the tables are shared Decimal objects: their text is formatted once each. */
const gwpTexts = new WeakMap<Decimal, string>();
function gwpText(d: Decimal): string {
  let text = gwpTexts.get(d);
  if (text === undefined) {
    text = dec(d);
    gwpTexts.set(d, text);
  }
  return text;
}

/**
 * Canonical JSON of warnings by code and message. Warnings recur across outputs (fallbacks,
 * GWP notes, an algorithm's own notes) but are often new objects each time, so the memo is keyed
 * by their text, bounded: when full it is emptied.
 */
const warningTexts = new Map<string, Map<string, Uint8Array>>();
let warningCount = 0;
const WARNING_LIMIT = 4_096;
function warningCanonical(w: CalculationWarning): Uint8Array {
  let byMessage = warningTexts.get(w.code);
  let text = byMessage?.get(w.message);
  if (text !== undefined) return text;
  if (warningCount >= WARNING_LIMIT) {
    warningTexts.clear();
    warningCount = 0;
    byMessage = undefined;
  }
  if (byMessage === undefined) {
    byMessage = new Map();
    warningTexts.set(w.code, byMessage);
  }
  // ORDER: code, message
  text = encoded(`{"code":${canonicalText(w.code)},"message":${canonicalText(w.message)}}`);
  byMessage.set(w.message, text);
  warningCount++;
  return text;
}

/** The parts of a factor ref's canonical JSON around its label (which may carry activity values), UTF-8. */
interface RefFrame {
  readonly ref: FactorRefJson;
  readonly head: Uint8Array;
  readonly tail: Uint8Array;
}
const refFrames = new Map<string, RefFrame>();
const REF_FRAME_LIMIT = 4_096;

/**
 * Writes the canonical JSON of a factor ref: the parts fixed by its row are encoded once per row
 * key, the label (which may carry activity values, `commuting, car: 10.09 vmi`) is written as text.
 */
function writeFactorRef(w: CanonicalBytes, ref: FactorRefJson): void {
  let frame = refFrames.get(ref.key);
  const f = frame?.ref;
  if (
    f === undefined ||
    f.datasetId !== ref.datasetId ||
    f.datasetVersion !== ref.datasetVersion ||
    f.category !== ref.category ||
    f.subcategory !== ref.subcategory ||
    f.region !== ref.region
  ) {
    if (refFrames.size >= REF_FRAME_LIMIT) refFrames.clear();
    // ORDER: category, datasetId, datasetVersion, key, label, region, subcategory
    frame = {
      ref,
      head: encoded(
        `{"category":${canonicalText(ref.category)},"datasetId":${canonicalText(ref.datasetId)},"datasetVersion":${canonicalText(ref.datasetVersion)},"key":${canonicalText(ref.key)},"label":`,
      ),
      tail: encoded(
        `,"region":${canonicalText(ref.region)},"subcategory":${canonicalText(ref.subcategory)}}`,
      ),
    };
    refFrames.set(ref.key, frame);
  }
  w.bytes((frame as RefFrame).head)
    .text(canonicalText(ref.label))
    .bytes((frame as RefFrame).tail);
}

/** The members of an output fixed by its algorithm and category, before and after `co2eKg`… */
interface OutputFrame {
  readonly algorithmRef: AlgorithmRef;
  readonly category: string;
  readonly scope: number;
  readonly scope3Category: number | undefined;
  readonly method: string | undefined;
  /** `,"algorithmRef":…,"biogenicCo2Kg":"` (after activityId), UTF-8. */
  readonly afterId: Uint8Array;
  /** `","category":…,"co2eKg":"` (after biogenicCo2Kg), UTF-8. */
  readonly beforeCo2e: Uint8Array;
  /** `],"method":…,"scope":…,"scope3Category":…,"warnings":[` (after gases), UTF-8. */
  readonly beforeWarnings: Uint8Array;
}
const outputFrames = new WeakMap<AlgorithmRef, OutputFrame>();
function outputFrame(output: CalculationOutput): OutputFrame {
  const frame = outputFrames.get(output.algorithmRef);
  if (
    frame !== undefined &&
    frame.category === output.category &&
    frame.scope === output.scope &&
    frame.scope3Category === output.scope3Category &&
    frame.method === output.method
  )
    return frame;
  const made: OutputFrame = {
    algorithmRef: output.algorithmRef,
    category: output.category,
    scope: output.scope,
    scope3Category: output.scope3Category,
    method: output.method,
    afterId: encoded(`,"algorithmRef":${cj(output.algorithmRef)},"biogenicCo2Kg":"`),
    beforeCo2e: encoded(`","category":${canonicalText(output.category)},"co2eKg":"`),
    beforeWarnings: encoded(
      `],${output.method === undefined ? '' : `"method":${canonicalText(output.method)},`}"scope":${String(output.scope)},${output.scope3Category === undefined ? '' : `"scope3Category":${String(output.scope3Category)},`}"warnings":[`,
    ),
  };
  outputFrames.set(output.algorithmRef, made);
  return made;
}

/** One `gwpApplied` entry as JSON and canonical JSON, built once per (shared, frozen) entry object. */
const appliedParts = new WeakMap<MethaneGwpApplied, { json: MethaneGwpAppliedJson; canonical: Uint8Array }>();
function appliedPart(a: MethaneGwpApplied): { json: MethaneGwpAppliedJson; canonical: Uint8Array } {
  let part = appliedParts.get(a);
  if (part === undefined) {
    const json: MethaneGwpAppliedJson = Object.freeze({
      gwpGas: a.gwpGas,
      gwp: dec(a.gwp),
      source: a.source,
      methaneSource: a.methaneSource,
      reason: a.reason,
    });
    const canonical = encoded(
      APPLIED.render({
        gwpGas: cs(json.gwpGas),
        gwp: cs(json.gwp),
        source: cj(json.source),
        methaneSource: cs(json.methaneSource),
        reason: cj(json.reason),
      }),
    );
    part = { json, canonical };
    appliedParts.set(a, part);
  }
  return part;
}

/** `gwpApplied` of a CH4 line as JSON and its entries' canonical JSON; undefined when the line has none. */
function appliedJson(
  g: GasLine,
): { json: readonly MethaneGwpAppliedJson[]; canonical: readonly Uint8Array[] } | undefined {
  if (g.gwpApplied === undefined) return undefined;
  const json: MethaneGwpAppliedJson[] = [];
  const canonical: Uint8Array[] = [];
  for (const a of g.gwpApplied) {
    const part = appliedPart(a);
    json.push(part.json);
    canonical.push(part.canonical);
  }
  return { json: Object.freeze(json), canonical };
}

/** `","gas":"CO2","gwp":` per gas id (a handful), UTF-8. */
const gasHeads = new Map<string, Uint8Array>();
function gasHead(gas: string): Uint8Array {
  let head = gasHeads.get(gas);
  if (head === undefined) {
    head = encoded(`","gas":${cs(gas)},"gwp":`);
    if (gasHeads.size < 1_000) gasHeads.set(gas, head);
  }
  return head;
}

const OPEN_OUTPUT = encoded('{"activityId":');
const OPEN_GAS = encoded('{"co2eKg":"');
const GWP_APPLIED = encoded('"gwpApplied":[');
const MASS_NULL = encoded('"massKg":null}');
const MASS = encoded('"massKg":"');
const NULL = encoded('null');
const BEFORE_CONFIDENCE = encoded('","confidence":"');
const BEFORE_REFS = encoded('","factorRefs":[');
const BEFORE_GASES = encoded('],"gases":[');
const CLOSE_OUTPUT = encoded(']}');
const COMMA = 0x2c;
const QUOTE = 0x22;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/** The writer of output texts (one at a time, synchronously: see {@link CanonicalBytes}). */
const bytes = new CanonicalBytes();

/**
 * The JSON form of an output (decimals as strings without exponent, zeros as `0`) and the SHA-256
 * of its RFC 8785 canonical JSON, which is assembled from canonical parts and equals
 * `canonicalize(json)` (the record tests check `checksumOutput` against it for every shape).
 * Record format 1 (replaying an old record) leaves out what version 2 added (`gwpApplied`).
 */
export function outputJson(
  output: CalculationOutput,
  format: RecordVersion = 2,
  /** Canonical JSON of `output.activityId`, when the caller has it already. */
  activityIdCanonical: string = canonicalText(output.activityId),
): { json: CalculationOutputJson; checksum: string } {
  const co2eKg = dec(output.co2eKg);
  const biogenicCo2Kg = dec(output.biogenicCo2Kg);
  const frame = outputFrame(output);
  // ORDER: activityId, algorithmRef, biogenicCo2Kg, category, co2eKg, confidence, factorRefs, gases,
  // method, scope, scope3Category, warnings. Confidence is low, medium or high: written as it is.
  const w = bytes.reset().bytes(OPEN_OUTPUT).text(activityIdCanonical).bytes(frame.afterId);
  w.text(biogenicCo2Kg).bytes(frame.beforeCo2e).text(co2eKg).bytes(BEFORE_CONFIDENCE);
  w.text(output.confidence).bytes(BEFORE_REFS);
  for (let i = 0; i < output.factorRefs.length; i++) {
    if (i > 0) w.char(COMMA);
    writeFactorRef(w, output.factorRefs[i] as FactorRefJson);
  }
  w.bytes(BEFORE_GASES);
  const gases: GasLineJson[] = [];
  for (const g of output.gases as readonly GasLine[]) {
    const applied = format === 1 ? undefined : appliedJson(g);
    const massKg = g.massKg === null ? null : dec(g.massKg);
    const co2e = dec(g.co2eKg);
    const gwp = g.gwp === null ? null : gwpText(g.gwp);
    gases.push(
      Object.freeze(
        applied === undefined
          ? { gas: g.gas, massKg, co2eKg: co2e, gwp }
          : { gas: g.gas, massKg, co2eKg: co2e, gwp, gwpApplied: applied.json },
      ),
    );
    // ORDER: co2eKg, gas, gwp, gwpApplied, massKg
    if (gases.length > 1) w.char(COMMA);
    w.bytes(OPEN_GAS).text(co2e).bytes(gasHead(g.gas));
    if (gwp === null) w.bytes(NULL);
    else w.char(QUOTE).text(gwp).char(QUOTE);
    w.char(COMMA);
    if (applied !== undefined) {
      w.bytes(GWP_APPLIED);
      for (let i = 0; i < applied.canonical.length; i++) {
        if (i > 0) w.char(COMMA);
        w.bytes(applied.canonical[i] as Uint8Array);
      }
      w.char(CLOSE_BRACKET).char(COMMA);
    }
    if (massKg === null) w.bytes(MASS_NULL);
    else w.bytes(MASS).text(massKg).char(QUOTE).char(CLOSE_BRACE);
  }
  w.bytes(frame.beforeWarnings);
  for (let i = 0; i < output.warnings.length; i++) {
    if (i > 0) w.char(COMMA);
    w.bytes(warningCanonical(output.warnings[i] as CalculationWarning));
  }
  w.bytes(CLOSE_OUTPUT);
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
  return { json: Object.freeze(json), checksum: w.sha256Hex() };
}
