import type { Selectable } from 'kysely';
import { z } from 'zod';
import { toJson } from '../database/columns.js';
import type { ReductionInitiativesTable } from '../database/forecasting.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** Lifecycle status of a stored initiative (the rules of change live in @ctp/forecast). */
export const STORED_INITIATIVE_STATUSES = ['planned', 'in_progress', 'completed'] as const;

/**
 * A reduction initiative stored by an organization. `definition` holds the @ctp/forecast
 * initiative fields other than id, name and status (impact, scope, ramp-up, costs), as data.
 */
export interface StoredInitiative {
  readonly id: string;
  readonly name: string;
  readonly status: (typeof STORED_INITIATIVE_STATUSES)[number];
  readonly definition: Readonly<Record<string, unknown>>;
  readonly archivedAt: Date | null;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const fields = {
  name: z.string().trim().min(1).max(200),
  status: z.enum(STORED_INITIATIVE_STATUSES),
  definition: z.record(z.string(), z.json()),
};
export const InitiativeInputSchema = z
  .object({ ...fields, createdBy: z.uuid().nullable().default(null) })
  .strict();
export const InitiativeUpdateSchema = z
  .object({
    name: fields.name.optional(),
    status: fields.status.optional(),
    definition: fields.definition.optional(),
  })
  .strict();

function toInitiative(row: Selectable<ReductionInitiativesTable>): StoredInitiative {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    definition: row.definition,
    archivedAt: row.archived_at,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stores an initiative in the scope's organization. */
export async function createInitiative(
  scope: OrganizationScope,
  input: z.input<typeof InitiativeInputSchema>,
): Promise<StoredInitiative> {
  const i = parseInput('initiative', InitiativeInputSchema, input);
  const row = await scope.db
    .insertInto('reduction_initiatives')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      name: i.name,
      status: i.status,
      definition: toJson(i.definition),
      created_by: i.createdBy,
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toInitiative(row);
}

/**
 * An initiative of the scope's organization (archived ones too). With `forUpdate` the row stays
 * locked until the transaction ends, so a status check and the change it allows cannot interleave
 * with another request's. @throws NotFoundError
 */
export async function getInitiative(
  scope: OrganizationScope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredInitiative> {
  const initiativeId = parseInput('initiative id', z.uuid(), id);
  let q = scope.db.selectFrom('reduction_initiatives').selectAll().where('id', '=', initiativeId);
  if (options.forUpdate === true) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (row === undefined) throw new NotFoundError('initiative', initiativeId);
  return toInitiative(row);
}

/** Initiatives in creation order, a page at a time; archived ones only when asked. */
export async function listInitiatives(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> & { includeArchived?: boolean } = {},
): Promise<Page<StoredInitiative>> {
  const { includeArchived = false, ...rest } = options;
  const page = parseInput('page options', PageOptionsSchema, rest);
  let q = scope.db.selectFrom('reduction_initiatives').selectAll();
  if (!includeArchived) q = q.where('archived_at', 'is', null);
  return fetchPage(q, page, toInitiative);
}

/**
 * Changes the fields given. The caller checks status transitions first (see @ctp/forecast).
 * @throws NotFoundError (also for an archived initiative)
 */
export async function updateInitiative(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof InitiativeUpdateSchema>,
): Promise<StoredInitiative> {
  const initiativeId = parseInput('initiative id', z.uuid(), id);
  const u = parseInput('initiative update', InitiativeUpdateSchema, input);
  const row = await scope.db
    .updateTable('reduction_initiatives')
    .set({
      updated_at: new Date(),
      ...(u.name === undefined ? {} : { name: u.name }),
      ...(u.status === undefined ? {} : { status: u.status }),
      ...(u.definition === undefined ? {} : { definition: toJson(u.definition) }),
    })
    .where('id', '=', initiativeId)
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('initiative', initiativeId);
  return toInitiative(row);
}

/** Archives an initiative (kept for the runs that used it). @throws NotFoundError (also when already archived) */
export async function archiveInitiative(scope: OrganizationScope, id: string): Promise<StoredInitiative> {
  const initiativeId = parseInput('initiative id', z.uuid(), id);
  const now = new Date();
  const row = await scope.db
    .updateTable('reduction_initiatives')
    .set({ archived_at: now, updated_at: now })
    .where('id', '=', initiativeId)
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('initiative', initiativeId);
  return toInitiative(row);
}
