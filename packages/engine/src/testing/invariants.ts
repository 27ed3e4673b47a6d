import { CtpError, convertQuantity, Decimal, factorKey, UNITS, unitDimension } from '@ctp/factors';
import { INSTRUMENT_DATASET_ID } from '../calculator/factor-source.js';
import type { CalculationResult } from '../calculator/pipeline.js';
import { canonicalJson } from '../record/canonical.js';
import { factorSnapshot } from '../record/factor-snapshot.js';
import { replayRecord } from '../record/replay.js';
import { verifyRecord } from '../record/verify.js';
import { caseActivity, type KitSetup, runCase } from './golden.js';
import type { GoldenCase } from './types.js';

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Output amounts are Decimal instances; the record's decimal strings have no exponent. */
export function checkDecimals(name: string, { output, record }: CalculationResult): string[] {
  const problems: string[] = [];
  const amounts = [
    output.co2eKg,
    output.biogenicCo2Kg,
    ...output.gases.flatMap((g) => [g.co2eKg, g.massKg, g.gwp]),
  ];
  if (amounts.some((d) => d !== null && !Decimal.isDecimal(d)))
    problems.push(`${name}: an output amount is not a Decimal`);
  const texts = [
    record.output.co2eKg,
    record.output.biogenicCo2Kg,
    ...record.output.gases.flatMap((g) => [g.co2eKg, g.massKg, g.gwp]),
    ...record.terms.map((t) => t.amount),
  ];
  for (const t of texts)
    if (t !== null && !PLAIN_DECIMAL.test(t)) problems.push(`${name}: ${t} is not a plain decimal string`);
  return problems;
}

/** Two fresh runs give byte-identical record JSON. */
export function checkDeterminism(setup: KitSetup, c: GoldenCase, first: CalculationResult): string[] {
  const again = runCase(setup, c).result;
  return again !== undefined && JSON.stringify(again.record) === JSON.stringify(first.record)
    ? []
    : [`${c.name}: a second run gave a different record`];
}

/** Both checksums verify and replay from the record alone reproduces the output. */
export function checkRecord(setup: KitSetup, c: GoldenCase, { record }: CalculationResult): string[] {
  const v = verifyRecord(record);
  const problems = v.valid ? [] : [`${c.name}: checksums do not verify (${JSON.stringify(v)})`];
  const replay = replayRecord(record, setup.registry);
  if (!replay.matches) problems.push(`${c.name}: replay differs: ${replay.differences.join('; ')}`);
  return problems;
}

/** Algorithm reference matches; every term factor is in factorRefs; factor snapshots equal library rows. */
export function checkProvenance(
  setup: KitSetup,
  c: GoldenCase,
  { output, record }: CalculationResult,
): string[] {
  const { algorithm, library } = setup;
  const problems: string[] = [];
  if (output.algorithmRef.id !== algorithm.id || output.algorithmRef.version !== algorithm.version) {
    problems.push(
      `${c.name}: resolved ${output.algorithmRef.id}@${output.algorithmRef.version}, not ${algorithm.id}@${algorithm.version}`,
    );
  }
  const refs = new Set(output.factorRefs.map((r) => r.key));
  for (const t of record.terms)
    if (!refs.has(t.factorKey))
      problems.push(`${c.name}: term factor ${t.factorKey} missing from factorRefs`);
  for (const snap of [record.factor, ...record.supportingFactors]) {
    if (snap === null || snap.datasetId === INSTRUMENT_DATASET_ID) continue;
    const rows = library.search({
      datasetId: String(snap.datasetId),
      datasetVersion: String(snap.datasetVersion),
      category: String(snap.category),
      region: String(snap.region),
    });
    if (!rows.some((row) => canonicalJson(factorSnapshot(row).json) === canonicalJson(snap))) {
      problems.push(`${c.name}: factor snapshot ${factorKey(snap as never)} is not a row of the library`);
    }
  }
  return problems;
}

/** The first case whose unit has another unit of the same dimension gives the same CO2e (1e-9 relative) in it. */
export function checkUnitInvariance(
  setup: KitSetup,
  cases: readonly { c: GoldenCase; result: CalculationResult }[],
): string[] | 'not-applicable' {
  for (const { c, result } of cases) {
    const unit = String(c.activity.unit);
    const dimension = unitDimension(unit);
    if (dimension.startsWith('currency:')) continue;
    for (const alt of UNITS.filter((u) => u.dimension === dimension && u.id !== unit)) {
      const activity = caseActivity(setup.algorithm, c);
      const quantity = result.record.input.activity.quantity;
      const converted = {
        ...activity,
        unit: alt.id,
        quantity: convertQuantity(new Decimal(quantity), unit, alt.id),
      };
      const other = runCase(setup, c, converted).result;
      if (
        other === undefined ||
        other.output.factorRefs.map((r) => r.key).join() !== result.output.factorRefs.map((r) => r.key).join()
      )
        continue;
      const a = result.output.co2eKg;
      const b = other.output.co2eKg;
      const rel = a.isZero() ? b.abs() : a.minus(b).abs().div(a.abs());
      return rel.lte('1e-9')
        ? []
        : [
            `${c.name}: ${quantity} ${unit} gives ${a.toFixed()} kg but the same in ${alt.id} gives ${b.toFixed()} kg`,
          ];
    }
  }
  return 'not-applicable';
}

/** A negative quantity and an unknown unit are refused with NEGATIVE_QUANTITY and UNKNOWN_UNIT. */
export function checkBoundaryErrors(setup: KitSetup, c: GoldenCase): string[] {
  const problems: string[] = [];
  const base = caseActivity(setup.algorithm, c);
  for (const [change, code] of [
    [{ quantity: '-1' }, 'NEGATIVE_QUANTITY'],
    [{ unit: 'not-a-unit' }, 'UNKNOWN_UNIT'],
  ] as const) {
    const { error } = runCase(setup, c, { ...base, ...change });
    const got = error instanceof CtpError ? error.code : error === undefined ? 'success' : String(error);
    if (got !== code) problems.push(`${JSON.stringify(change)}: expected ${code}, got ${got}`);
  }
  return problems;
}
