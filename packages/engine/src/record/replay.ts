import { type EmissionFactor, EmissionFactorSchema, type FactorDataset, FactorLibrary } from '@ctp/factors';
import { resolveContext } from '../calculator/calculator.js';
import { FactorSource, INSTRUMENT_DATASET_ID } from '../calculator/factor-source.js';
import { runCalculation } from '../calculator/pipeline.js';
import { InvalidRecordError } from '../errors/index.js';
import { type AlgorithmOverride, parseOverrides } from '../overrides/index.js';
import type { AlgorithmRegistry, AlgorithmResolution } from '../registry/index.js';
import { canonicalJson, sha256Hex } from './canonical.js';
import { compareRecords } from './compare.js';
import { parseRecordShape } from './shape.js';
import type { CalculationOutputJson, CalculationRecord } from './types.js';

/** The outcome of {@link replayRecord}. */
export interface ReplayResult {
  /** The recomputed output's canonical JSON and SHA-256 equal the record's output and `checksumOutput`. */
  readonly matches: boolean;
  /** `path: recorded … recomputed …` for each field that differs (output, terms, factors, GWP values). */
  readonly differences: readonly string[];
  /** SHA-256 of the recomputed output's canonical JSON. */
  readonly checksumOutput: string;
  /** The recomputed output (JSON form), or null when the recomputation failed (see `differences`). */
  readonly output: CalculationOutputJson | null;
}

function libraryFromSnapshots(rows: readonly EmissionFactor[]): FactorLibrary {
  const groups = new Map<string, EmissionFactor[]>();
  for (const row of rows) {
    if (row.datasetId === INSTRUMENT_DATASET_ID) continue; // rebuilt by the algorithm from the activity
    const key = `${row.datasetId}@${row.datasetVersion}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const datasets = [...groups.values()].map((factors): FactorDataset => {
    const first = factors[0] as EmissionFactor;
    return {
      datasetId: first.datasetId,
      datasetVersion: first.datasetVersion,
      title: `${first.datasetId}@${first.datasetVersion} (rows from a calculation record)`,
      publisher: 'calculation record',
      source: first.source,
      sourceUrl: first.sourceUrl,
      license: 'as published',
      generatedBy: 'replayRecord',
      factors,
    };
  });
  return new FactorLibrary(datasets);
}

/**
 * Recomputes a record's output offline from the record alone: its input, its factor snapshots
 * (loaded into a fresh {@link FactorLibrary}, so lookups select the same rows), the algorithm id
 * and version from `registry`, the recorded override, and the record's own format and methane GWP
 * mode (a version 1 record replays with one CH4 value and as a version 1 record). Reports whether the recomputed output's
 * canonical JSON and checksum equal the record's, and which fields differ if not.
 * @throws InvalidRecordError (code `INVALID_RECORD`) when the record is malformed;
 * AlgorithmNotFoundError (code `ALGORITHM_NOT_FOUND`) when the registry lacks the algorithm version.
 */
export function replayRecord(record: CalculationRecord, registry: AlgorithmRegistry): ReplayResult {
  const r = parseRecordShape(record);
  const algorithm = registry.get(r.algorithm.id, r.algorithm.version);
  const rows = [r.factor, ...r.supportingFactors]
    .filter((f) => f !== null)
    .map((snapshot, i) => {
      const parsed = EmissionFactorSchema.safeParse(snapshot);
      if (!parsed.success)
        throw new InvalidRecordError({
          activityId: r.input.activity.id,
          reason: `factor snapshot ${i}: ${parsed.error.issues[0]?.message}`,
        });
      return parsed.data;
    });
  let override: AlgorithmOverride | undefined;
  try {
    override = r.override === undefined ? undefined : parseOverrides([r.override as never])[0];
  } catch (error) {
    throw new InvalidRecordError({
      activityId: r.input.activity.id,
      reason: `override: ${(error as Error).message}`,
    });
  }
  const ctx = resolveContext({
    factors: libraryFromSnapshots(rows),
    registry,
    gwpSet: r.input.gwpSet,
    gwpTimeframe: r.input.gwpTimeframe,
    // A version 1 record predates the methane GWP mode: it was computed with one CH4 value.
    methaneGwp: r.recordVersion === 1 ? 'single' : (r.input.methaneGwp ?? 'single'),
    ...(r.input.organizationId === undefined ? {} : { organizationId: r.input.organizationId }),
    ...(r.input.datasets === undefined ? {} : { datasets: r.input.datasets }),
  });
  const resolution: AlgorithmResolution = Object.freeze({
    algorithm,
    type: r.algorithm.type,
    resolution: r.algorithm.resolution,
    warnings: r.algorithm.warnings,
    ...(override === undefined ? {} : { override }),
  });
  let recomputed: CalculationRecord;
  try {
    recomputed = runCalculation(
      ctx,
      new FactorSource(ctx),
      r.input.activity,
      () => resolution,
      r.recordVersion,
    ).record;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return Object.freeze({
      matches: false,
      differences: Object.freeze([`calculation failed: ${e.code ?? 'ERROR'} ${e.message ?? String(error)}`]),
      checksumOutput: '',
      output: null,
    });
  }
  const checksumOutput = sha256Hex(canonicalJson(recomputed.output));
  const differences = compareRecords(record, recomputed);
  if (checksumOutput !== record.checksumOutput)
    differences.push(`checksumOutput: recorded ${record.checksumOutput}, recomputed ${checksumOutput}`);
  const matches =
    canonicalJson(recomputed.output) === canonicalJson(record.output) &&
    checksumOutput === record.checksumOutput;
  return Object.freeze({
    matches,
    differences: Object.freeze(differences),
    checksumOutput,
    output: recomputed.output,
  });
}
