import { type CalculationRecord, verifyRecord } from '@ctp/engine';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { CalculationRecordsTable, CalculationRunsTable } from '../database/activity.js';
import { dateString } from '../database/columns.js';
import { NotFoundError, parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';

/** A stored calculation run. */
export interface CalculationRun {
  readonly id: string;
  readonly kind: 'period' | 'activities' | 'recalculation';
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
  readonly activityIds: readonly string[] | null;
  readonly datasetVersions: Readonly<Record<string, string>>;
  readonly gwpSet: string;
  readonly gwpTimeframe: string;
  /** Methane GWP mode (`by_source` / `single`); null for runs before the mode existed (one CH4 value). */
  readonly methaneGwp: string | null;
  readonly status: string;
  readonly engineVersion: string;
  readonly recalculationOf: string | null;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  /** Results the run stored (null on runs stored before these counts existed). */
  readonly calculatedCount: number | null;
  /** Activities that failed to calculate (null as above). */
  readonly failedCount: number | null;
  /** Earlier current results the run's results superseded (null while a run is being written). */
  readonly supersededCount: number | null;
  /** The first failures, bounded (see `MAX_STORED_FAILURES`). */
  readonly failures: readonly { activityId: string; code: string; message: string }[];
  /** Totals by scope of the run's results, decimal strings (null when not recorded). */
  readonly totals: Readonly<Record<string, string>> | null;
}

/** A stored, immutable calculation record. */
export interface StoredCalculationRecord {
  readonly id: string;
  readonly calculationRunId: string;
  readonly activityId: string;
  readonly record: CalculationRecord;
  readonly checksumInput: string;
  readonly checksumOutput: string;
  readonly createdAt: Date;
}

/** A run row as a {@link CalculationRun}. */
export function toRun(row: Selectable<CalculationRunsTable>): CalculationRun {
  return {
    id: row.id,
    kind: row.kind,
    periodStart: row.period_start === null ? null : dateString(row.period_start),
    periodEnd: row.period_end === null ? null : dateString(row.period_end),
    activityIds: row.activity_ids,
    datasetVersions: row.dataset_versions,
    gwpSet: row.gwp_set,
    gwpTimeframe: row.gwp_timeframe,
    methaneGwp: row.methane_gwp ?? null,
    status: row.status,
    engineVersion: row.engine_version,
    recalculationOf: row.recalculation_of,
    createdBy: row.created_by,
    createdAt: row.created_at,
    calculatedCount: row.calculated_count ?? null,
    failedCount: row.failed_count ?? null,
    supersededCount: row.superseded_count ?? null,
    failures: (row.failures ?? []) as CalculationRun['failures'],
    totals: row.totals ?? null,
  };
}

function toRecord(row: Selectable<CalculationRecordsTable>): StoredCalculationRecord {
  return {
    id: row.id,
    calculationRunId: row.calculation_run_id,
    activityId: row.activity_id,
    record: row.record as CalculationRecord,
    checksumInput: row.checksum_input,
    checksumOutput: row.checksum_output,
    createdAt: row.created_at,
  };
}

/** A calculation run of the scope's organization. @throws NotFoundError */
export async function getCalculationRun(scope: OrganizationScope, id: string): Promise<CalculationRun> {
  const runId = parseInput('calculation run id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('calculation_runs')
    .selectAll()
    .where('id', '=', runId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('calculation run', runId);
  return toRun(row);
}

/** A stored calculation record. @throws NotFoundError */
export async function getCalculationRecord(
  scope: OrganizationScope,
  id: string,
): Promise<StoredCalculationRecord> {
  const recordId = parseInput('calculation record id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('calculation_records')
    .selectAll()
    .where('id', '=', recordId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('calculation record', recordId);
  return toRecord(row);
}

/** Every record of one activity version, oldest first. */
export async function listCalculationRecordsForActivity(
  scope: OrganizationScope,
  activityId: string,
): Promise<StoredCalculationRecord[]> {
  const id = parseInput('activity id', z.uuid(), activityId);
  const rows = await scope.db
    .selectFrom('calculation_records')
    .selectAll()
    .where('activity_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** Outcome of {@link verifyStoredRecord}. */
export interface StoredRecordVerification {
  readonly inputChecksumValid: boolean;
  readonly outputChecksumValid: boolean;
  /** The checksum columns equal the checksums inside the record. */
  readonly columnsMatch: boolean;
  readonly valid: boolean;
}

/** Recomputes a stored record's checksums and compares them with the record and its columns. */
export async function verifyStoredRecord(
  scope: OrganizationScope,
  id: string,
): Promise<StoredRecordVerification> {
  const stored = await getCalculationRecord(scope, id);
  const result = verifyRecord(stored.record);
  const columnsMatch =
    stored.record.checksumInput === stored.checksumInput &&
    stored.record.checksumOutput === stored.checksumOutput;
  return { ...result, columnsMatch, valid: result.valid && columnsMatch };
}
