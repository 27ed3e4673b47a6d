import type { Selectable } from 'kysely';
import { z } from 'zod';
import { toJson } from '../database/columns.js';
import type { ForecastRunKind, ForecastRunsTable } from '../database/forecasting.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/**
 * A forecast run as recorded by the forecasting endpoints: enough to reproduce it (configuration,
 * input hash and range, engine version) and what it produced. Immutable: the database refuses
 * UPDATE and DELETE on `forecast_runs`.
 */
export interface ForecastRunRecord {
  readonly id: string;
  /** What the run computed; `null` for runs stored before migration 0007. */
  readonly kind: ForecastRunKind | null;
  /** The custom forecast model used, if any. */
  readonly customModelId: string | null;
  /** Registered model id (`linear-trend`, `arima`…). */
  readonly modelType: string;
  /** Scenario (or scenarios) the run concerns, as a short label. */
  readonly scenario: string;
  readonly config: unknown;
  readonly inputDataHash: string | null;
  readonly inputDataRange: Readonly<Record<string, unknown>> | null;
  /** The result: `{ projection, … }`. */
  readonly output: unknown;
  readonly gapAnalysis: unknown;
  readonly engineVersion: string | null;
  readonly runBy: string | null;
  readonly runAt: Date;
}

const KINDS = ['projection', 'scenario_comparison', 'gap_analysis', 'initiatives'] as const;

export const ForecastRunRecordInputSchema = z
  .object({
    kind: z.enum(KINDS),
    customModelId: z.uuid().nullable().default(null),
    modelType: z.string().min(1).max(100),
    scenario: z.string().min(1).max(200),
    config: z.json(),
    inputDataHash: z.string().regex(/^[0-9a-f]{64}$/),
    inputDataRange: z.record(z.string(), z.json()),
    output: z.json(),
    gapAnalysis: z.json().nullable().default(null),
    engineVersion: z.string().min(1).max(50),
    runBy: z.uuid().nullable().default(null),
  })
  .strict();

function toRecord(row: Selectable<ForecastRunsTable>): ForecastRunRecord {
  return {
    id: row.id,
    kind: row.kind,
    customModelId: row.model_id,
    modelType: row.model_type,
    scenario: row.scenario,
    config: row.input,
    inputDataHash: row.input_data_hash,
    inputDataRange: row.input_data_range,
    output: row.output,
    gapAnalysis: row.gap_analysis,
    engineVersion: row.engine_version,
    runBy: row.created_by,
    runAt: row.created_at,
  };
}

/** Records a forecast run of the scope's organization (in the caller's transaction, with its audit entry). */
export async function recordForecastRun(
  scope: OrganizationScope,
  input: z.input<typeof ForecastRunRecordInputSchema>,
): Promise<ForecastRunRecord> {
  const r = parseInput('forecast run', ForecastRunRecordInputSchema, input);
  const row = await scope.db
    .insertInto('forecast_runs')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      kind: r.kind,
      model_id: r.customModelId,
      model_type: r.modelType,
      scenario: r.scenario,
      input: toJson(r.config),
      input_data_hash: r.inputDataHash,
      input_data_range: toJson(r.inputDataRange),
      output: toJson(r.output),
      gap_analysis: r.gapAnalysis === null ? null : toJson(r.gapAnalysis),
      engine_version: r.engineVersion,
      created_by: r.runBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** A forecast run of the scope's organization. @throws NotFoundError */
export async function getForecastRunRecord(scope: OrganizationScope, id: string): Promise<ForecastRunRecord> {
  const runId = parseInput('forecast run id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('forecast_runs')
    .selectAll()
    .where('id', '=', runId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('forecast run', runId);
  return toRecord(row);
}

/** Forecast runs of the scope's organization in the order they ran, a page at a time. */
export async function listForecastRunRecords(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<ForecastRunRecord>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('forecast_runs').selectAll(), page, toRecord);
}
