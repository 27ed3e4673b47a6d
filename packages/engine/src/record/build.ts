import type { Decimal, FactorMatch, GwpSet, GwpTimeframe, MethaneGwpMode, MethaneSource } from '@ctp/factors';
import type { ActivityJson } from '../activity/validate.js';
import type { CalculationOutput } from '../calculator/output.js';
import type { AlgorithmResolution } from '../registry/index.js';
import type { CalculationTerm } from '../types.js';
import { ENGINE_VERSION } from '../version.js';
import {
  CanonicalShape,
  canonicalDecimal,
  canonicalFlatObject,
  canonicalText,
  canonicalJson as cj,
  canonicalString as cs,
  sha256Hex,
} from './canonical.js';
import { factorSnapshot } from './factor-snapshot.js';
import { outputJson } from './output-json.js';
import { resolutionPart } from './resolution-part.js';
import { decimalText, gwpPart, prefixState } from './shared-parts.js';
import {
  type CalculationRecord,
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

const RECORD = new CanonicalShape([
  'recordVersion',
  'engineVersion',
  'input',
  'algorithm',
  'factor',
  'supportingFactors',
  'terms',
  'gwpValues',
  'override',
]);
const INPUT = new CanonicalShape([
  'activity',
  'gwpSet',
  'gwpTimeframe',
  'methaneGwp',
  'organizationId',
  'datasets',
]);
const ACTIVITY = new CanonicalShape([
  'id',
  'category',
  'quantity',
  'unit',
  'periodStart',
  'periodEnd',
  'region',
  'attributes',
  'dataQuality',
]);
const TERM = new CanonicalShape(['label', 'amount', 'unit', 'factorKey', 'methaneSource']);
const ENGINE_VERSION_JSON = cj(ENGINE_VERSION);

/**
 * Builds the deeply frozen, checksummed {@link CalculationRecord} of one calculation. Factor
 * snapshots and resolution parts are shared, already-frozen objects; canonical JSON is assembled
 * from canonical parts and equals `canonicalize()` of the same content (see README, what is hashed).
 * `format` 1 rebuilds a record of version 1 (replay of an old record): without the fields version 2 added.
 */
export function buildRecord(parts: {
  activity: ActivityJson;
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
  format?: RecordVersion;
}): CalculationRecord {
  const { context: c, activity: a } = parts;
  const format = parts.format ?? RECORD_VERSION;
  const v2 = format !== 1;
  const res = resolutionPart(parts.resolution);
  const primary = parts.terms[0]?.factor.factor;
  const factor = primary === undefined ? null : factorSnapshot(primary);
  const supporting = [...new Set(parts.used.map((m) => m.factor))]
    .filter((f) => f !== primary)
    .map(factorSnapshot);
  let termsCanonical = '';
  const terms = parts.terms.map((t, i) => {
    const snap = factorSnapshot(t.factor.factor);
    const methaneSource = v2 ? (parts.methaneSources[i] ?? undefined) : undefined;
    const json: RecordTerm = Object.freeze({
      label: t.label,
      amount: decimalText(t.amount),
      unit: t.factor.factor.unit,
      factorKey: snap.key,
      ...(methaneSource === undefined ? {} : { methaneSource }),
    });
    termsCanonical += `${termsCanonical === '' ? '' : ','}${TERM.render({ label: canonicalText(json.label), amount: canonicalDecimal(json.amount), unit: cs(json.unit), factorKey: snap.keyCanonical, methaneSource: methaneSource === undefined ? undefined : cs(methaneSource) })}`;
    return json;
  });
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
  const members = {
    recordVersion: String(format),
    engineVersion: ENGINE_VERSION_JSON,
    algorithm: res.algorithmCanonical,
    factor: factor === null ? 'null' : factor.canonical,
    gwpValues: gwp.canonical,
    override: res.overrideCanonical,
    supportingFactors: `[${supporting.map((s) => s.canonical).join(',')}]`,
    terms: `[${termsCanonical}]`,
    input: INPUT.render({
      activity: ACTIVITY.render({
        id: canonicalText(a.id),
        category: cs(a.category),
        quantity: canonicalDecimal(a.quantity),
        unit: cs(a.unit),
        periodStart: cs(a.periodStart),
        periodEnd: cs(a.periodEnd),
        region: cs(a.region),
        attributes: parts.attributesCanonical ?? canonicalFlatObject(a.attributes),
        dataQuality: cs(a.dataQuality),
      }),
      gwpSet: cs(c.gwpSet),
      gwpTimeframe: cs(c.gwpTimeframe),
      methaneGwp: v2 ? cs(c.methaneGwp) : undefined,
      organizationId: c.organizationId === undefined ? undefined : cj(c.organizationId),
      datasets: c.datasets === undefined ? undefined : cj(c.datasets),
    }),
  };
  const checksumInput = prefixState(res, primary, gwp.canonical, () => RECORD.head(members, 'input'))
    .copy()
    .update(RECORD.tail(members, 'input'), 'utf8')
    .digest('hex');
  const output = outputJson(parts.output, format);
  const record: { -readonly [K in keyof CalculationRecord]: CalculationRecord[K] } = {
    recordVersion: format,
    engineVersion: ENGINE_VERSION,
    input,
    algorithm: res.algorithm,
    factor: factor === null ? null : factor.json,
    supportingFactors: Object.freeze(supporting.map((s) => s.json)),
    terms: Object.freeze(terms),
    gwpValues: gwp.json,
    output: output.json,
    checksumInput,
    checksumOutput: sha256Hex(output.canonical),
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
