import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ForecastRunsTable } from '../database/forecasting.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** A stored forecast run: immutable (UPDATE and DELETE are refused by the database). */
export interface ForecastRun {
  readonly id: string;
  readonly modelId: string | null;
  readonly modelType: string;
  readonly scenario: string;
  readonly input: unknown;
  readonly output: unknown;
  readonly createdBy: string | null;
  readonly createdAt: Date;
}

export const ForecastRunInputSchema = z
  .object({
    modelId: z.uuid().nullable().default(null),
    modelType: z.string().min(1).max(100),
    scenario: z.string().min(1).max(100),
    /** Series and parameters the forecast used; decimals as strings. */
    input: z.json(),
    /** Predictions and intervals; decimals as strings. */
    output: z.json(),
    createdBy: z.uuid().nullable().default(null),
  })
  .strict();

function toRun(row: Selectable<ForecastRunsTable>): ForecastRun {
  return {
    id: row.id,
    modelId: row.model_id,
    modelType: row.model_type,
    scenario: row.scenario,
    input: row.input,
    output: row.output,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** Stores a forecast run of the scope's organization. */
export async function saveForecastRun(
  scope: OrganizationScope,
  input: z.input<typeof ForecastRunInputSchema>,
): Promise<ForecastRun> {
  const r = parseInput('forecast run', ForecastRunInputSchema, input);
  const row = await scope.db
    .insertInto('forecast_runs')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      model_id: r.modelId,
      model_type: r.modelType,
      scenario: r.scenario,
      input: JSON.stringify(r.input),
      output: JSON.stringify(r.output),
      created_by: r.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRun(row);
}

/** A forecast run of the scope's organization. @throws NotFoundError */
export async function getForecastRun(scope: OrganizationScope, id: string): Promise<ForecastRun> {
  const runId = parseInput('forecast run id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('forecast_runs')
    .selectAll()
    .where('id', '=', runId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('forecast run', runId);
  return toRun(row);
}

/** Forecast runs of the scope's organization in creation order, a page at a time. */
export async function listForecastRuns(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<ForecastRun>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('forecast_runs').selectAll(), page, toRun);
}
