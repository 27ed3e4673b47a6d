import { type CalculationRecord, verifyRecord } from '@ctp/engine';
import { sql } from 'kysely';
import { z } from 'zod';
import { dateString } from '../database/columns.js';
import { InvalidRecordChecksumError, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import { type RunRoot, sealCalculationRun } from '../integrity/run-seal.js';
import type { OrganizationScope } from '../scope.js';
import { CalculationRunInputSchema } from './calculation-run-schema.js';

const CHUNK = 500;

/** Most failures a run keeps in full; the count is always exact. */
export const MAX_STORED_FAILURES = 1000;

export const CalculationResultInputSchema = z.object({
  activityId: z.uuid(),
  record: z.custom<CalculationRecord>(
    (v) => typeof v === 'object' && v !== null,
    'expected a calculation record',
  ),
});

/** One stored result of a run. */
export interface SavedResult {
  readonly activityId: string;
  readonly resultId: string;
  readonly recordId: string;
}

/** An activity of a run that could not be calculated. */
export interface CalculationFailure {
  readonly activityId: string;
  readonly code: string;
  readonly message: string;
}

/** How a run ended: what it used, what failed and its totals (all written on the run row). */
export interface CalculationRunOutcome {
  /** Dataset id → version(s) the stored records actually used. */
  readonly datasetVersions: Readonly<Record<string, string>>;
  readonly failedCount?: number;
  /** The failures to keep (the first {@link MAX_STORED_FAILURES} are stored). */
  readonly failures?: readonly CalculationFailure[];
  /** Totals by scope, decimal strings. */
  readonly totals?: Readonly<Record<string, string>>;
}

/** Options of {@link CalculationRunWriter.append}. */
export interface AppendOptions {
  /**
   * The records were just built by `@ctp/engine` in this process, for this run, and are as the
   * engine returns them: deeply frozen, so nothing has changed them since their checksums were
   * computed, and verifying them would compute every checksum a second time (about a tenth of a
   * run's time). Such records are checked for belonging to their activity and for being frozen;
   * one that is not frozen is verified in full as any other. Records from anywhere else (a request
   * body, the database, a stored preview) must be verified: leave this unset.
   */
  readonly recordsFromEngine?: boolean;
}

/** Whether `record` is frozen as the engine returns its records (a parsed or copied one never is). */
function frozenAsBuilt(record: CalculationRecord): boolean {
  return Object.isFrozen(record) && Object.isFrozen(record.input) && Object.isFrozen(record.output);
}

/**
 * A calculation run being written inside one organization scope (one transaction): results are
 * appended a chunk at a time, so a run of any size needs memory for one chunk only.
 */
export interface CalculationRunWriter {
  readonly runId: string;
  /**
   * Verifies each record's checksums (see {@link AppendOptions} for records the engine just
   * built), then stores records and results. @throws InvalidRecordChecksumError, NotFoundError
   */
  append(
    results: readonly z.input<typeof CalculationResultInputSchema>[],
    options?: AppendOptions,
  ): Promise<SavedResult[]>;
  /**
   * Writes the outcome on the run, seals it (the Merkle root over its results, see
   * `sealCalculationRun`: put `merkleRoot` in the run's audit entry) and marks the current results
   * of the same activity and method from earlier runs superseded by the new ones (they stay
   * readable and linked). Call once.
   */
  finish(outcome: CalculationRunOutcome): Promise<{ calculated: number; superseded: number } & RunRoot>;
}

/**
 * Serializes the calculation runs of the scope's organization until its transaction ends (a
 * transaction-level advisory lock; re-entrant). Without it two concurrent runs over the same
 * activities would each supersede only what it saw when it started, and both sets of results
 * would stay current: doubled totals. Other organizations are not blocked.
 */
export async function lockCalculations(scope: OrganizationScope): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ctp:calculations:${scope.organizationId}`}, 0))`.execute(
    scope.db,
  );
}

/**
 * Starts a calculation run in the scope's transaction (after {@link lockCalculations}). Its results become visible with the
 * transaction's commit only, together: a failed run leaves nothing behind.
 */
export async function startCalculationRun(
  scope: OrganizationScope,
  input: Omit<z.input<typeof CalculationRunInputSchema>, 'datasetVersions'> & {
    datasetVersions?: Record<string, string>;
  },
): Promise<CalculationRunWriter> {
  const run = parseInput('calculation run', CalculationRunInputSchema, {
    datasetVersions: {},
    ...input,
  });
  await lockCalculations(scope);
  const runId = uuidv7();
  const now = new Date();
  let calculated = 0;
  await scope.db
    .insertInto('calculation_runs')
    .values({
      id: runId,
      organization_id: scope.organizationId,
      kind: run.kind,
      period_start: run.periodStart,
      period_end: run.periodEnd,
      activity_ids: run.activityIds === null ? null : JSON.stringify(run.activityIds),
      dataset_versions: JSON.stringify(run.datasetVersions),
      gwp_set: run.gwpSet,
      gwp_timeframe: run.gwpTimeframe,
      methane_gwp: run.methaneGwp,
      status: 'running',
      engine_version: run.engineVersion,
      recalculation_of: run.recalculationOf,
      created_by: run.createdBy,
      created_at: now,
    })
    .execute();

  async function appendChunk(chunk: readonly z.output<typeof CalculationResultInputSchema>[]) {
    const activities = await scope.db
      .selectFrom('raw_activity_data')
      .select(['id', 'facility_id', 'period_start', 'period_end'])
      .where('id', 'in', [...new Set(chunk.map((r) => r.activityId))])
      .execute();
    const byId = new Map(activities.map((a) => [a.id, a]));
    const saved: SavedResult[] = [];
    const records = [];
    const rows = [];
    for (const { activityId, record } of chunk) {
      const activity = byId.get(activityId);
      if (activity === undefined) throw new NotFoundError('activity data', activityId);
      const recordId = uuidv7();
      const resultId = uuidv7();
      saved.push({ activityId, resultId, recordId });
      records.push({
        id: recordId,
        organization_id: scope.organizationId,
        calculation_run_id: runId,
        activity_id: activityId,
        record: JSON.stringify(record),
        checksum_input: record.checksumInput,
        checksum_output: record.checksumOutput,
        engine_version: record.engineVersion,
        algorithm_id: record.algorithm.id,
        algorithm_version: record.algorithm.version,
        algorithm_type: record.algorithm.type,
        created_at: now,
      });
      const out = record.output;
      rows.push({
        id: resultId,
        organization_id: scope.organizationId,
        activity_id: activityId,
        calculation_run_id: runId,
        calculation_record_id: recordId,
        facility_id: activity.facility_id,
        period_start: dateString(activity.period_start),
        period_end: dateString(activity.period_end),
        scope: out.scope,
        scope3_category: out.scope3Category ?? null,
        category: out.category,
        method: out.method ?? null,
        co2e_kg: out.co2eKg,
        biogenic_co2_kg: out.biogenicCo2Kg,
        gases: JSON.stringify(out.gases),
        confidence: out.confidence,
        warnings: JSON.stringify(out.warnings),
        created_at: now,
        record_output_hash: record.checksumOutput,
      });
    }
    await scope.db.insertInto('calculation_records').values(records).execute();
    await scope.db.insertInto('emission_results').values(rows).execute();
    return saved;
  }

  let finished = false;
  return {
    runId,
    async append(input, options = {}) {
      if (finished) throw new Error(`[ctp] calculation run ${runId} is already finished`);
      const results = parseInput('calculation results', z.array(CalculationResultInputSchema), input);
      for (const { activityId, record } of results) {
        if (record.output?.activityId !== activityId) throw new InvalidRecordChecksumError(activityId);
        if (options.recordsFromEngine === true && frozenAsBuilt(record)) continue;
        if (!verifyRecord(record).valid) throw new InvalidRecordChecksumError(activityId);
      }
      const saved: SavedResult[] = [];
      for (let start = 0; start < results.length; start += CHUNK)
        saved.push(...(await appendChunk(results.slice(start, start + CHUNK))));
      calculated += saved.length;
      return saved;
    },
    async finish(outcome) {
      if (finished) throw new Error(`[ctp] calculation run ${runId} is already finished`);
      finished = true;
      const failures = (outcome.failures ?? []).slice(0, MAX_STORED_FAILURES);
      // One set-based statement over the whole run. PostgreSQL has no statistics yet for the rows
      // this transaction inserted (nor, right after an import, for the earlier ones), and with
      // none its planner picks a nested loop that is quadratic in the run's size (minutes for
      // 20,000 results). Without nested loops it hashes: linear. Transaction-local, reset after.
      await sql`SET LOCAL enable_nestloop = off`.execute(scope.db);
      const result = await sql`
        UPDATE emission_results AS old SET superseded_at = ${now}, superseded_by = new.id
        FROM emission_results AS new
        WHERE new.calculation_run_id = ${runId} AND old.calculation_run_id <> ${runId}
          AND old.activity_id = new.activity_id AND old.method IS NOT DISTINCT FROM new.method
          AND old.superseded_at IS NULL`.execute(scope.db);
      await sql`SET LOCAL enable_nestloop TO DEFAULT`.execute(scope.db);
      const superseded = Number(result.numAffectedRows ?? 0n);
      await scope.db
        .updateTable('calculation_runs')
        .set({
          status: 'completed',
          completed_at: now,
          dataset_versions: JSON.stringify(outcome.datasetVersions),
          calculated_count: calculated,
          failed_count: outcome.failedCount ?? outcome.failures?.length ?? 0,
          superseded_count: superseded,
          failures: JSON.stringify(failures),
          totals: outcome.totals === undefined ? null : JSON.stringify(outcome.totals),
        })
        .where('id', '=', runId)
        .execute();
      const root = await sealCalculationRun(scope, runId);
      return { calculated, superseded, ...root };
    },
  };
}
