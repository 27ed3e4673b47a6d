import type { Hash } from 'node:crypto';
import type { Decimal, EmissionFactor, FactorMatch, GwpSet, GwpTimeframe } from '@ctp/factors';
import type { ActivityJson } from '../activity/validate.js';
import type { CalculationOutput } from '../calculator/output.js';
import type { AlgorithmResolution } from '../registry/index.js';
import type { CalculationTerm } from '../types.js';
import { ENGINE_VERSION } from '../version.js';
import { CanonicalShape, canonicalJson as cj, sha256Hex, startSha256 } from './canonical.js';
import { factorSnapshot } from './factor-snapshot.js';
import { outputJson } from './output-json.js';
import { type ResolutionPart, resolutionPart } from './resolution-part.js';
import { type CalculationRecord, RECORD_VERSION, type RecordInput, type RecordTerm } from './types.js';

/** The context fields a record stores, as given to {@link buildRecord}. */
export interface RecordContext {
  readonly gwpSet: GwpSet;
  readonly gwpTimeframe: GwpTimeframe;
  readonly organizationId?: string;
  readonly datasets?: Readonly<Record<string, string>>;
}

const RECORD = new CanonicalShape(['recordVersion', 'engineVersion', 'input', 'algorithm', 'factor', 'supportingFactors', 'terms', 'gwpValues', 'override']);
const INPUT = new CanonicalShape(['activity', 'gwpSet', 'gwpTimeframe', 'organizationId', 'datasets']);
const ACTIVITY = new CanonicalShape(['id', 'category', 'quantity', 'unit', 'periodStart', 'periodEnd', 'region', 'attributes', 'dataQuality']);
const TERM = new CanonicalShape(['label', 'amount', 'unit', 'factorKey']);
const ENGINE_VERSION_JSON = cj(ENGINE_VERSION);
const RECORD_VERSION_JSON = cj(RECORD_VERSION);

/**
 * SHA-256 states after the canonical text that precedes `"input":` (algorithm, engineVersion,
 * factor, gwpValues: all fixed for one resolution, primary factor and GWP values), so each record
 * hashes only what is its own. `hash.copy()` continues from the shared state.
 */
const prefixStates = new WeakMap<ResolutionPart, WeakMap<object, Map<string, Hash>>>();
const NO_FACTOR = {};

function prefixState(part: ResolutionPart, factor: EmissionFactor | undefined, members: Record<string, string | undefined>, gwpCanonical: string): Hash {
  let byFactor = prefixStates.get(part);
  if (byFactor === undefined) prefixStates.set(part, (byFactor = new WeakMap()));
  let byGwp = byFactor.get(factor ?? NO_FACTOR);
  if (byGwp === undefined) byFactor.set(factor ?? NO_FACTOR, (byGwp = new Map()));
  let state = byGwp.get(gwpCanonical);
  if (state === undefined) byGwp.set(gwpCanonical, (state = startSha256(RECORD.head(members, 'input'))));
  return state;
}

const decimalText = (d: Decimal): string => (d.isZero() ? '0' : d.toFixed());

/**
 * Builds the deeply frozen, checksummed {@link CalculationRecord} of one calculation. Factor
 * snapshots and resolution parts are shared, already-frozen objects; canonical JSON is assembled
 * from canonical parts and equals `canonicalize()` of the same content (see README, what is hashed).
 */
export function buildRecord(parts: {
  activity: ActivityJson;
  context: RecordContext;
  resolution: AlgorithmResolution;
  terms: readonly CalculationTerm[];
  used: readonly FactorMatch[];
  gwpValues: Readonly<Record<string, Decimal>>;
  output: CalculationOutput;
}): CalculationRecord {
  const { context: c, activity: a } = parts;
  const res = resolutionPart(parts.resolution);
  const primary = parts.terms[0]?.factor.factor;
  const factor = primary === undefined ? null : factorSnapshot(primary);
  const supporting = [...new Set(parts.used.map((m) => m.factor))].filter((f) => f !== primary).map(factorSnapshot);
  let termsCanonical = '';
  const terms = parts.terms.map((t) => {
    const snap = factorSnapshot(t.factor.factor);
    const json: RecordTerm = Object.freeze({ label: t.label, amount: decimalText(t.amount), unit: t.factor.factor.unit, factorKey: snap.key });
    termsCanonical += `${termsCanonical === '' ? '' : ','}${TERM.render({ label: cj(json.label), amount: cj(json.amount), unit: cj(json.unit), factorKey: snap.keyCanonical })}`;
    return json;
  });
  const gwpValues: Record<string, string> = {};
  for (const gas of Object.keys(parts.gwpValues).sort()) gwpValues[gas] = decimalText(parts.gwpValues[gas] as Decimal);
  const input: RecordInput = Object.freeze({
    activity: a, gwpSet: c.gwpSet, gwpTimeframe: c.gwpTimeframe,
    ...(c.organizationId === undefined ? {} : { organizationId: c.organizationId }),
    ...(c.datasets === undefined ? {} : { datasets: c.datasets }),
  });
  const members = {
    recordVersion: RECORD_VERSION_JSON, engineVersion: ENGINE_VERSION_JSON, algorithm: res.algorithmCanonical,
    factor: factor === null ? 'null' : factor.canonical, gwpValues: cj(gwpValues), override: res.overrideCanonical,
    supportingFactors: `[${supporting.map((s) => s.canonical).join(',')}]`, terms: `[${termsCanonical}]`,
    input: INPUT.render({
      activity: ACTIVITY.render({
        id: cj(a.id), category: cj(a.category), quantity: cj(a.quantity), unit: cj(a.unit), periodStart: cj(a.periodStart),
        periodEnd: cj(a.periodEnd), region: cj(a.region), attributes: cj(a.attributes), dataQuality: cj(a.dataQuality),
      }),
      gwpSet: cj(c.gwpSet), gwpTimeframe: cj(c.gwpTimeframe),
      organizationId: c.organizationId === undefined ? undefined : cj(c.organizationId), datasets: c.datasets === undefined ? undefined : cj(c.datasets),
    }),
  };
  const checksumInput = prefixState(res, primary, members, members.gwpValues).copy().update(RECORD.tail(members, 'input'), 'utf8').digest('hex');
  const output = outputJson(parts.output);
  return Object.freeze({
    recordVersion: RECORD_VERSION,
    engineVersion: ENGINE_VERSION,
    input,
    algorithm: res.algorithm,
    factor: factor === null ? null : factor.json,
    supportingFactors: Object.freeze(supporting.map((s) => s.json)),
    terms: Object.freeze(terms),
    gwpValues: Object.freeze(gwpValues),
    ...(res.override === undefined ? {} : { override: res.override }),
    output: output.json,
    checksumInput,
    checksumOutput: sha256Hex(output.canonical),
  });
}
