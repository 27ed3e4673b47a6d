import { InvalidRecordError } from '../errors/index.js';
import { canonicalJson, sha256Hex } from './canonical.js';
import type { CalculationRecord } from './types.js';

/** Which checksums of a record hold. */
export interface RecordVerification {
  /** `checksumInput` equals SHA-256 of the canonical JSON of the record without output and checksums. */
  readonly inputChecksumValid: boolean;
  /** `checksumOutput` equals SHA-256 of the canonical JSON of `output`. */
  readonly outputChecksumValid: boolean;
  /** Both hold. */
  readonly valid: boolean;
}

/** The part of a record `checksumInput` covers: every field except `output` and the two checksums. */
export function hashedInputOf(record: CalculationRecord): Record<string, unknown> {
  const { output: _output, checksumInput: _ci, checksumOutput: _co, ...rest } = record;
  return rest;
}

/**
 * Recomputes both checksums of a record from its content, exactly as a third party would:
 * `sha256(canonicalize(record minus output, checksumInput, checksumOutput))` and
 * `sha256(canonicalize(record.output))`, with any RFC 8785 implementation.
 * @throws InvalidRecordError (code `INVALID_RECORD`) when the value is not a record object.
 */
export function verifyRecord(record: CalculationRecord): RecordVerification {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new InvalidRecordError({ reason: 'not an object' });
  }
  const r = record as Partial<CalculationRecord>;
  if (
    typeof r.checksumInput !== 'string' ||
    typeof r.checksumOutput !== 'string' ||
    typeof r.output !== 'object' ||
    r.output === null
  ) {
    throw new InvalidRecordError({ reason: 'missing output, checksumInput or checksumOutput' });
  }
  let inputChecksumValid = false;
  let outputChecksumValid = false;
  try {
    inputChecksumValid = sha256Hex(canonicalJson(hashedInputOf(record))) === r.checksumInput;
    outputChecksumValid = sha256Hex(canonicalJson(r.output)) === r.checksumOutput;
  } catch (error) {
    throw new InvalidRecordError({ reason: `not JSON data: ${(error as Error).message}` });
  }
  return Object.freeze({
    inputChecksumValid,
    outputChecksumValid,
    valid: inputChecksumValid && outputChecksumValid,
  });
}
