import type {
  Decimal,
  EmissionFactor,
  FactorMatch,
  GwpSet,
  GwpTimeframe,
  MethaneGwpMode,
  MethaneSource,
} from '@ctp/factors';
import type { ActivityJson } from '../activity/validate.js';
import type { CalculationOutput } from '../calculator/output.js';
import type { AlgorithmResolution } from '../registry/index.js';
import type { CalculationTerm } from '../types.js';
import { ENGINE_VERSION } from '../version.js';
import {
  canonicalFlatObject,
  canonicalText,
  canonicalJson as cj,
  canonicalString as cs,
} from './canonical.js';
import { CanonicalBytes, encoded } from './canonical-bytes.js';
import { type CachedSnapshot, factorSnapshot } from './factor-snapshot.js';
import { outputJson } from './output-json.js';
import { resolutionPart } from './resolution-part.js';
import { decimalText, gwpPart, prefixState } from './shared-parts.js';
import {
  type CalculationRecord,
  type FactorSnapshot,
  RECORD_VERSION,
  type RecordInput,
  type RecordTerm,
  type RecordVersion,
} from './types.js';

/** The context fields a record stores, as given to {@link buildRecord}. */
export interface RecordContext {
  readonly gwpSet: GwpSet;
  readonly gwpTimeframe: GwpTimeframe;
  readonly methaneGwp: MethaneGwpMode;
  readonly organizationId?: string;
  readonly datasets?: Readonly<Record<string, string>>;
}

/** The writer of hashed input tails (one at a time, synchronously: see {@link CanonicalBytes}). */
const tailBytes = new CanonicalBytes();
const ACTIVITY_ATTRIBUTES = encoded('"input":{"activity":{"attributes":');
const CATEGORY = encoded(',"category":');
const DATA_QUALITY = encoded(',"dataQuality":"');
const ID = encoded('","id":');
const PERIOD_END = encoded(',"periodEnd":"');
const PERIOD_START = encoded('","periodStart":"');
const QUANTITY = encoded('","quantity":"');
const REGION = encoded('","region":"');
const UNIT = encoded('","unit":');
const OVERRIDE = encoded('"override":');
const RECORD_VERSION_KEY = encoded('"recordVersion":');
const SUPPORTING = encoded(',"supportingFactors":[');
const TERMS = encoded('],"terms":[');
const AMOUNT = encoded('{"amount":"');
const FACTOR_KEY = encoded('","factorKey":');
const LABEL = encoded(',"label":');
const METHANE_SOURCE = encoded('"methaneSource":');
const TERM_UNIT = encoded('"unit":');
const COMMA = 0x2c;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

const NO_SNAPSHOTS: readonly CachedSnapshot[] = Object.freeze([]);
const NO_ROWS: readonly FactorSnapshot[] = Object.freeze([]);

/*
 * Canonical JSON below is written with members already in RFC 8785 order (keys sorted by UTF-16
 * code units, listed as ORDER), from canonical member values: the same bytes as `canonicalize()`
 * of the record, which the record tests check for every shape (with and without override,
 * organization, dataset pins, methane sources, record format 1 and 2).
 */

/**
 * The members of `record.input` after `activity`, fixed for one context and record format:
 * `,"datasets":…,"gwpSet":…,"gwpTimeframe":…,"methaneGwp":…,"organizationId":…}`.
 */
const inputTails = new WeakMap<RecordContext, string[]>();
function inputTail(c: RecordContext, format: RecordVersion): string {
  let tails = inputTails.get(c);
  if (tails === undefined) {
    tails = [];
    // Calculators' contexts are frozen; any other object is rendered afresh each time.
    if (Object.isFrozen(c)) inputTails.set(c, tails);
  }
  let tail = tails[format];
  if (tail === undefined) {
    // ORDER: activity, datasets, gwpSet, gwpTimeframe, methaneGwp, organizationId
    tail = `${c.datasets === undefined ? '' : `,"datasets":${cj(c.datasets)}`},"gwpSet":${cs(c.gwpSet)},"gwpTimeframe":${cs(c.gwpTimeframe)}${format === 1 ? '' : `,"methaneGwp":${cs(c.methaneGwp)}`}${c.organizationId === undefined ? '' : `,"organizationId":${canonicalText(c.organizationId)}`}}`;
    tails[format] = tail;
  }
  return tail;
}

/** The factor snapshots other than the primary one, once each, in first-use order. */
function supportingSnapshots(
  used: readonly FactorMatch[],
  primary: EmissionFactor | undefined,
): readonly CachedSnapshot[] {
  if (used.length === 0 || (used.length === 1 && used[0]?.factor === primary)) return NO_SNAPSHOTS;
  const rows: EmissionFactor[] = [];
  for (const m of used) if (m.factor !== primary && !rows.includes(m.factor)) rows.push(m.factor);
  return rows.map(factorSnapshot);
}

/**
 * Builds the deeply frozen, checksummed {@link CalculationRecord} of one calculation. Factor
 * snapshots and resolution parts are shared, already-frozen objects; canonical JSON is assembled
 * from canonical parts and equals `canonicalize()` of the same content (see README, what is hashed).
 * `format` 1 rebuilds a record of version 1 (replay of an old record): without the fields version 2 added.
 */
export function buildRecord(parts: {
  activity: ActivityJson;
  /** The validated activity quantity (`activity.quantity` is its text), to spot terms that use it as is. */
  quantity?: Decimal;
  /** Canonical JSON of `activity.attributes`, when the caller has it already. */
  attributesCanonical?: string;
  context: RecordContext;
  resolution: AlgorithmResolution;
  terms: readonly CalculationTerm[];
  used: readonly FactorMatch[];
  gwpValues: Readonly<Record<string, Decimal>>;
  /** Per term: the methane source its CH4 GWP was chosen for, or null (no CH4 mass). */
  methaneSources: readonly (MethaneSource | null)[];
  output: CalculationOutput;
  /** The record version to build; the current one when undefined. */
  format?: RecordVersion | undefined;
}): CalculationRecord {
  const { context: c, activity: a } = parts;
  const format = parts.format ?? RECORD_VERSION;
  const v2 = format !== 1;
  const res = resolutionPart(parts.resolution);
  const primary = parts.terms[0]?.factor.factor;
  const factor = primary === undefined ? null : factorSnapshot(primary);
  const supporting = supportingSnapshots(parts.used, primary);
  const terms: RecordTerm[] = [];
  const keyCanonicals: string[] = [];
  for (let i = 0; i < parts.terms.length; i++) {
    const t = parts.terms[i] as CalculationTerm;
    const snap = factorSnapshot(t.factor.factor);
    const methaneSource = v2 ? (parts.methaneSources[i] ?? undefined) : undefined;
    // An amount that is the activity quantity itself (same unit) has the activity's text already.
    const amount = t.amount === parts.quantity ? a.quantity : decimalText(t.amount);
    const unit = t.factor.factor.unit;
    keyCanonicals.push(snap.keyCanonical);
    terms.push(
      Object.freeze(
        methaneSource === undefined
          ? { label: t.label, amount, unit, factorKey: snap.key }
          : { label: t.label, amount, unit, factorKey: snap.key, methaneSource },
      ),
    );
  }
  const gwp = gwpPart(parts.gwpValues);
  const input: { -readonly [K in keyof RecordInput]: RecordInput[K] } = {
    activity: a,
    gwpSet: c.gwpSet,
    gwpTimeframe: c.gwpTimeframe,
  };
  if (v2) input.methaneGwp = c.methaneGwp;
  if (c.organizationId !== undefined) input.organizationId = c.organizationId;
  if (c.datasets !== undefined) input.datasets = c.datasets;
  Object.freeze(input);
  const idCanonical = canonicalText(a.id);
  // The record from "input" on (ORDER: …, input, override, recordVersion, supportingFactors, terms),
  // written as bytes (see CanonicalBytes); what sorts before "input" (algorithm, engineVersion,
  // factor, gwpValues) is the shared prefix state.
  // ORDER of the activity: attributes, category, dataQuality, id, periodEnd, periodStart, quantity,
  // region, unit. Dates (YYYY-MM-DD), region codes and data quality passed their schemas: nothing
  // in them needs an escape, so they are quoted as they are (what RFC 8785 writes).
  const w = tailBytes.reset().bytes(ACTIVITY_ATTRIBUTES);
  w.text(parts.attributesCanonical ?? canonicalFlatObject(a.attributes))
    .bytes(CATEGORY)
    .text(cs(a.category));
  w.bytes(DATA_QUALITY).text(a.dataQuality).bytes(ID).text(idCanonical).bytes(PERIOD_END).text(a.periodEnd);
  w.bytes(PERIOD_START).text(a.periodStart).bytes(QUANTITY).text(a.quantity).bytes(REGION).text(a.region);
  w.bytes(UNIT).text(cs(a.unit)).char(CLOSE_BRACE).text(inputTail(c, format)).char(COMMA);
  if (res.overrideCanonical !== undefined) w.bytes(OVERRIDE).text(res.overrideCanonical).char(COMMA);
  w.bytes(RECORD_VERSION_KEY).text(String(format)).bytes(SUPPORTING);
  for (let i = 0; i < supporting.length; i++) {
    if (i > 0) w.char(COMMA);
    w.text((supporting[i] as CachedSnapshot).canonical);
  }
  w.bytes(TERMS);
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i] as RecordTerm;
    // ORDER: amount, factorKey, label, methaneSource, unit
    if (i > 0) w.char(COMMA);
    w.bytes(AMOUNT)
      .text(t.amount)
      .bytes(FACTOR_KEY)
      .text(keyCanonicals[i] as string)
      .bytes(LABEL);
    w.text(canonicalText(t.label)).char(COMMA);
    if (t.methaneSource !== undefined) w.bytes(METHANE_SOURCE).text(cs(t.methaneSource)).char(COMMA);
    w.bytes(TERM_UNIT).text(cs(t.unit)).char(CLOSE_BRACE);
  }
  w.char(CLOSE_BRACKET).char(CLOSE_BRACE);
  const checksumInput = w
    .updateHash(prefixState(res, primary, factor === null ? 'null' : factor.canonical, gwp.canonical).copy())
    .digest('hex');
  // The output's activityId is the activity's id: its canonical text is the one above.
  const output = outputJson(parts.output, format, idCanonical);
  const record: { -readonly [K in keyof CalculationRecord]: CalculationRecord[K] } = {
    recordVersion: format,
    engineVersion: ENGINE_VERSION,
    input,
    algorithm: res.algorithm,
    factor: factor === null ? null : factor.json,
    supportingFactors: supporting === NO_SNAPSHOTS ? NO_ROWS : Object.freeze(supporting.map((s) => s.json)),
    terms: Object.freeze(terms),
    gwpValues: gwp.json,
    output: output.json,
    checksumInput,
    checksumOutput: output.checksum,
  };
  if (res.override !== undefined) {
    // Same member order as the documented format: override before output.
    const { output: o, checksumInput: ci, checksumOutput: co, ...head } = record;
    return Object.freeze({
      ...head,
      override: res.override,
      output: o,
      checksumInput: ci,
      checksumOutput: co,
    });
  }
  return Object.freeze(record);
}
