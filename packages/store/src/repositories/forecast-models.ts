import type { Selectable } from 'kysely';
import { z } from 'zod';
import { dateString, toJson } from '../database/columns.js';
import type { CustomForecastModelsTable } from '../database/forecasting.js';
import { ConflictError, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/**
 * An organization's forecast model: a configuration of a registered model kind. It may be used
 * in projections only once an administrator has validated it (`validatedAt` set).
 */
export interface CustomForecastModel {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  /** Registered model id it configures (`arima`, `linear-trend`…). */
  readonly modelKind: string;
  readonly parameters: Readonly<Record<string, unknown>>;
  /** Storage key of a trained artifact, when the kind uses one. */
  readonly artifactKey: string | null;
  /** Range of the data it was trained or tuned on (`YYYY-MM-DD`). */
  readonly trainingFrom: string | null;
  readonly trainingTo: string | null;
  /** Accuracy figures from its evaluation (sMAPE, MASE…). */
  readonly metrics: Readonly<Record<string, number>>;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly validatedBy: string | null;
  readonly validatedAt: Date | null;
}

export const CustomForecastModelInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).nullable().default(null),
    modelKind: z.string().min(1).max(100),
    parameters: z.record(z.string(), z.json()).default({}),
    artifactKey: z.string().min(1).max(500).nullable().default(null),
    trainingFrom: z.iso.date().nullable().default(null),
    trainingTo: z.iso.date().nullable().default(null),
    metrics: z.record(z.string(), z.number()).default({}),
    createdBy: z.uuid().nullable().default(null),
  })
  .strict()
  .refine((m) => m.trainingFrom === null || m.trainingTo === null || m.trainingFrom <= m.trainingTo, {
    message: 'trainingFrom must not be after trainingTo',
    path: ['trainingTo'],
  });

function toModel(row: Selectable<CustomForecastModelsTable>): CustomForecastModel {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    modelKind: row.model_type,
    parameters: row.parameters,
    artifactKey: row.artifact_key,
    trainingFrom: row.training_from === null ? null : dateString(row.training_from),
    trainingTo: row.training_to === null ? null : dateString(row.training_to),
    metrics: row.metrics,
    createdBy: row.created_by,
    createdAt: row.created_at,
    validatedBy: row.validated_by,
    validatedAt: row.validated_at,
  };
}

/** Registers a custom forecast model (unvalidated) in the scope's organization. */
export async function registerCustomForecastModel(
  scope: OrganizationScope,
  input: z.input<typeof CustomForecastModelInputSchema>,
): Promise<CustomForecastModel> {
  const m = parseInput('custom forecast model', CustomForecastModelInputSchema, input);
  const row = await scope.db
    .insertInto('custom_forecast_models')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      name: m.name,
      description: m.description,
      model_type: m.modelKind,
      parameters: toJson(m.parameters),
      artifact_key: m.artifactKey,
      training_from: m.trainingFrom,
      training_to: m.trainingTo,
      metrics: toJson(m.metrics),
      created_by: m.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toModel(row);
}

/** A custom forecast model of the scope's organization. @throws NotFoundError */
export async function getCustomForecastModel(
  scope: OrganizationScope,
  id: string,
): Promise<CustomForecastModel> {
  const modelId = parseInput('custom forecast model id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('custom_forecast_models')
    .selectAll()
    .where('id', '=', modelId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('custom forecast model', modelId);
  return toModel(row);
}

/** Custom forecast models in registration order, a page at a time. */
export async function listCustomForecastModels(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<CustomForecastModel>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('custom_forecast_models').selectAll(), page, toModel);
}

/**
 * Marks a model validated by `validatedBy` (a user of the organization), once.
 *
 * @throws NotFoundError; ConflictError when it is already validated.
 */
export async function validateCustomForecastModel(
  scope: OrganizationScope,
  id: string,
  validatedBy: string,
): Promise<CustomForecastModel> {
  const modelId = parseInput('custom forecast model id', z.uuid(), id);
  const userId = parseInput('validating user id', z.uuid(), validatedBy);
  const row = await scope.db
    .updateTable('custom_forecast_models')
    .set({ validated_by: userId, validated_at: new Date() })
    .where('id', '=', modelId)
    .where('validated_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row !== undefined) return toModel(row);
  const existing = await getCustomForecastModel(scope, modelId);
  throw new ConflictError('custom forecast model', 'already validated', {
    id: modelId,
    validatedAt: existing.validatedAt?.toISOString(),
  });
}
