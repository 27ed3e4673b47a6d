import type { Selectable } from 'kysely';
import { z } from 'zod';
import { toJson } from '../database/columns.js';
import type { ForecastScenariosTable } from '../database/forecasting.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/**
 * A scenario template stored by an organization. `template` holds the @ctp/forecast template
 * fields other than its id (the store keeps it as data: the server validates it with
 * @ctp/forecast, which the store does not import).
 */
export interface StoredScenarioTemplate {
  readonly id: string;
  readonly name: string;
  /** Scenario kind (`sbti_1_5c`, `custom`…). */
  readonly type: string;
  readonly template: Readonly<Record<string, unknown>>;
  readonly archivedAt: Date | null;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const fields = {
  name: z.string().trim().min(1).max(200),
  type: z.string().min(1).max(100),
  template: z.record(z.string(), z.json()),
};
export const ScenarioTemplateInputSchema = z
  .object({ ...fields, createdBy: z.uuid().nullable().default(null) })
  .strict();
export const ScenarioTemplateUpdateSchema = z
  .object({
    name: fields.name.optional(),
    type: fields.type.optional(),
    template: fields.template.optional(),
  })
  .strict();

function toTemplate(row: Selectable<ForecastScenariosTable>): StoredScenarioTemplate {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    template: row.template,
    archivedAt: row.archived_at,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stores a scenario template in the scope's organization. */
export async function createScenarioTemplate(
  scope: OrganizationScope,
  input: z.input<typeof ScenarioTemplateInputSchema>,
): Promise<StoredScenarioTemplate> {
  const t = parseInput('scenario template', ScenarioTemplateInputSchema, input);
  const row = await scope.db
    .insertInto('forecast_scenarios')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      name: t.name,
      type: t.type,
      template: toJson(t.template),
      created_by: t.createdBy,
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTemplate(row);
}

/** A scenario template of the scope's organization (archived ones too). @throws NotFoundError */
export async function getScenarioTemplate(
  scope: OrganizationScope,
  id: string,
): Promise<StoredScenarioTemplate> {
  const templateId = parseInput('scenario template id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('forecast_scenarios')
    .selectAll()
    .where('id', '=', templateId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('scenario template', templateId);
  return toTemplate(row);
}

/** Scenario templates in creation order, a page at a time; archived ones only when asked. */
export async function listScenarioTemplates(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> & { includeArchived?: boolean } = {},
): Promise<Page<StoredScenarioTemplate>> {
  const { includeArchived = false, ...rest } = options;
  const page = parseInput('page options', PageOptionsSchema, rest);
  let q = scope.db.selectFrom('forecast_scenarios').selectAll();
  if (!includeArchived) q = q.where('archived_at', 'is', null);
  return fetchPage(q, page, toTemplate);
}

/** Changes the fields given. @throws NotFoundError (also for an archived template) */
export async function updateScenarioTemplate(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof ScenarioTemplateUpdateSchema>,
): Promise<StoredScenarioTemplate> {
  const templateId = parseInput('scenario template id', z.uuid(), id);
  const t = parseInput('scenario template update', ScenarioTemplateUpdateSchema, input);
  const row = await scope.db
    .updateTable('forecast_scenarios')
    .set({
      updated_at: new Date(),
      ...(t.name === undefined ? {} : { name: t.name }),
      ...(t.type === undefined ? {} : { type: t.type }),
      ...(t.template === undefined ? {} : { template: toJson(t.template) }),
    })
    .where('id', '=', templateId)
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('scenario template', templateId);
  return toTemplate(row);
}

/**
 * Archives a template: it leaves the list and cannot be changed or used, but stays readable, since
 * recorded forecast runs name it. @throws NotFoundError (also when already archived)
 */
export async function archiveScenarioTemplate(
  scope: OrganizationScope,
  id: string,
): Promise<StoredScenarioTemplate> {
  const templateId = parseInput('scenario template id', z.uuid(), id);
  const now = new Date();
  const row = await scope.db
    .updateTable('forecast_scenarios')
    .set({ archived_at: now, updated_at: now })
    .where('id', '=', templateId)
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('scenario template', templateId);
  return toTemplate(row);
}
