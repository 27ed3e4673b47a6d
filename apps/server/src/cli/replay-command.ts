import { type CalculationRecord, replayRecord, verifyRecord } from '@ctp/engine';
import { createDefaultRegistry } from '../app/default-registry.js';
import { readJsonFile, UsageError } from './read-json-file.js';

/** The verdict on one record. */
export interface ReplayVerdict {
  activityId: string | null;
  inputChecksumValid: boolean;
  outputChecksumValid: boolean;
  /** The output recomputed from the record's own input, factors and algorithm version equals the stored one. */
  replayMatches: boolean;
  differences: string[];
  valid: boolean;
  error?: { code: string; message: string };
}

/** Accepts a record, an array of records, or the array `ctp calculate` prints. */
function collectRecords(json: unknown): unknown[] {
  const items = Array.isArray(json) ? json : [json];
  return items.map((item) =>
    item !== null && typeof item === 'object' && 'record' in item
      ? (item as { record: unknown }).record
      : item,
  );
}

/**
 * Recomputes each record offline and checks both checksums. Valid only when both checksums hold
 * and the recomputed output is identical to the stored one.
 */
export async function runReplay(file: string, baseDir: string): Promise<ReplayVerdict[]> {
  const records = collectRecords(await readJsonFile(file, baseDir));
  if (records.length === 0) throw new UsageError(`${file} holds no record`);
  const registry = createDefaultRegistry();
  return records.map((raw) => {
    const record = raw as CalculationRecord;
    const activityId = (record as { input?: { activity?: { id?: string } } })?.input?.activity?.id ?? null;
    try {
      const checks = verifyRecord(record);
      const replay = replayRecord(record, registry);
      const valid = checks.inputChecksumValid && checks.outputChecksumValid && replay.matches;
      return {
        activityId,
        inputChecksumValid: checks.inputChecksumValid,
        outputChecksumValid: checks.outputChecksumValid,
        replayMatches: replay.matches,
        differences: [...replay.differences],
        valid,
      };
    } catch (error) {
      const e = error as { code?: string; message: string };
      return {
        activityId,
        inputChecksumValid: false,
        outputChecksumValid: false,
        replayMatches: false,
        differences: [],
        valid: false,
        error: { code: e.code ?? 'INVALID_RECORD', message: e.message },
      };
    }
  });
}
