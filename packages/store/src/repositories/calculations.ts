import { type CalculationRecord, verifyRecord } from '@ctp/engine';
import { GwpSetSchema, GwpTimeframeSchema } from '@ctp/factors';
import { sql } from 'kysely';
import { z } from 'zod';
import { dateString } from '../database/columns.js';
import { InvalidRecordChecksumError, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';

const CHUNK = 500;

export const CalculationRunInputSchema = z
  .object({
    kind: z.enum(['period', 'activities', 'recalculation']),
    periodStart: z.iso.date().nullable().default(null),
    periodEnd: z.iso.date().nullable().default(null),
    activityIds: z.array(z.uuid()).nullable().default(null),
    /** Dataset id → version used (pinned): a newer version never changes these results. */
    datasetVersions: z.record(z.string(), z.string()),
    gwpSet: GwpSetSchema,
    gwpTimeframe: GwpTimeframeSchema,
    engineVersion: z.string().min(1),
    recalculationOf: z.uuid().nullable().default(null),
    createdBy: z.uuid().nullable().default(null),
  })
  .strict();

const ResultInputSchema = z.object({
  activityId: z.uuid(),
  record: z.custom<CalculationRecord>(
    (v) => typeof v === 'object' && v !== null,
    'expected a calculation record',
  ),
});

/** What {@link saveCalculation} stored. */
export interface SavedCalculation {
  readonly runId: string;
  readonly results: readonly { activityId: string; resultId: string; recordId: string }[];
  /** Earlier current results that the new ones superseded. */
  readonly superseded: number;
}

/**
 * Stores a calculation run, its records and its emission results together, in the scope's
 * transaction. Each record's checksums are verified first (a record that fails them is refused,
 * never stored). Records are immutable in the database; decimals (`co2eKg`, biogenic CO2) are
 * stored as `numeric` exactly as the engine wrote them. Current results of the same activity and
 * method from earlier runs are marked superseded by the new ones (they stay readable and linked).
 */
export async function saveCalculation(
  scope: OrganizationScope,
  input: {
    run: z.input<typeof CalculationRunInputSchema>;
    results: readonly z.input<typeof ResultInputSchema>[];
  },
): Promise<SavedCalculation> {
  const run = parseInput('calculation run', CalculationRunInputSchema, input.run);
  const results = parseInput('calculation results', z.array(ResultInputSchema), input.results);
  for (const { activityId, record } of results) {
    if (record.output?.activityId !== activityId || !verifyRecord(record).valid)
      throw new InvalidRecordChecksumError(activityId);
  }
  const runId = uuidv7();
  const now = new Date();
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
      status: 'completed',
      engine_version: run.engineVersion,
      recalculation_of: run.recalculationOf,
      created_by: run.createdBy,
      created_at: now,
      completed_at: now,
    })
    .execute();
  const saved: { activityId: string; resultId: string; recordId: string }[] = [];
  for (let start = 0; start < results.length; start += CHUNK) {
    const chunk = results.slice(start, start + CHUNK);
    const activities = await scope.db
      .selectFrom('raw_activity_data')
      .select(['id', 'facility_id', 'period_start', 'period_end'])
      .where('id', 'in', [...new Set(chunk.map((r) => r.activityId))])
      .execute();
    const byId = new Map(activities.map((a) => [a.id, a]));
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
      });
    }
    await scope.db.insertInto('calculation_records').values(records).execute();
    await scope.db.insertInto('emission_results').values(rows).execute();
  }
  const superseded = await sql`
    UPDATE emission_results AS old SET superseded_at = ${now}, superseded_by = new.id
    FROM emission_results AS new
    WHERE new.calculation_run_id = ${runId} AND old.calculation_run_id <> ${runId}
      AND old.activity_id = new.activity_id AND old.method IS NOT DISTINCT FROM new.method
      AND old.superseded_at IS NULL`.execute(scope.db);
  return { runId, results: saved, superseded: Number(superseded.numAffectedRows ?? 0n) };
}
