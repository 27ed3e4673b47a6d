import { type CalculationRecord, Decimal, verifyRecord } from '@ctp/engine';

/** Why a result does not agree with its calculation record. */
export type ResultDiscrepancyReason =
  /** The result's CO2e is not the record output's CO2e. */
  | 'co2e_differs_from_record'
  /** Scope, Scope 3 category, category, method or biogenic CO2 differ from the record output. */
  | 'fields_differ_from_record'
  /** The hash the result carries is not its record's `checksum_output`. */
  | 'record_output_hash_mismatch'
  /** The record's content no longer hashes to its checksums (or the checksum columns disagree with it). */
  | 'record_checksum_invalid';

/** What is compared of a result and its record (stored rows, as read). */
export interface ResultAndRecord {
  readonly co2eKg: string;
  readonly biogenicCo2Kg: string;
  readonly scope: number;
  readonly scope3Category: number | null;
  readonly category: string;
  readonly method: string | null;
  readonly recordOutputHash: string | null;
  readonly record: unknown;
  readonly recordChecksumInput: string;
  readonly recordChecksumOutput: string;
}

function recordIntact(row: ResultAndRecord): boolean {
  const record = row.record as CalculationRecord;
  try {
    return (
      verifyRecord(record).valid &&
      record.checksumInput === row.recordChecksumInput &&
      record.checksumOutput === row.recordChecksumOutput
    );
  } catch {
    return false;
  }
}

const same = (a: unknown, b: unknown): boolean => {
  try {
    return new Decimal(a as string).equals(new Decimal(b as string));
  } catch {
    return false;
  }
};

/** The reasons a result disagrees with its record (empty when it agrees). */
export function compareWithRecord(row: ResultAndRecord): ResultDiscrepancyReason[] {
  const reasons: ResultDiscrepancyReason[] = [];
  const output = (row.record as Partial<CalculationRecord> | null)?.output;
  if (!recordIntact(row)) reasons.push('record_checksum_invalid');
  if (row.recordOutputHash !== null && row.recordOutputHash !== row.recordChecksumOutput)
    reasons.push('record_output_hash_mismatch');
  if (output === undefined || !same(row.co2eKg, output.co2eKg)) reasons.push('co2e_differs_from_record');
  if (
    output === undefined ||
    Number(row.scope) !== output.scope ||
    (row.scope3Category === null ? null : Number(row.scope3Category)) !== (output.scope3Category ?? null) ||
    row.category !== output.category ||
    row.method !== (output.method ?? null) ||
    !same(row.biogenicCo2Kg, output.biogenicCo2Kg)
  )
    reasons.push('fields_differ_from_record');
  return reasons;
}

/** Record output CO2e as a Decimal (zero when the record has none: it is then reported anyway). */
export function recordCo2e(record: unknown): Decimal {
  const value = (record as Partial<CalculationRecord> | null)?.output?.co2eKg;
  try {
    return new Decimal(value as string);
  } catch {
    return new Decimal(0);
  }
}
