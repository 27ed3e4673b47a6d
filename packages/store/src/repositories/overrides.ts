import { AlgorithmCategorySchema, AlgorithmIdSchema, type AlgorithmOverrideInput } from '@ctp/engine';
import { formatDecimal, IsoDateSchema, nonNegativeDecimalSchema } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AlgorithmOverridesTable } from '../database/activity.js';
import { dateString } from '../database/columns.js';
import { ConflictError, NotFoundError, parseInput, StoreValidationError } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** A stored override, in the engine's `AlgorithmOverrideInput` shape plus its lifecycle fields. */
export type StoredOverride = AlgorithmOverrideInput & {
  readonly endedAt: Date | null;
  readonly endedBy: string | null;
  readonly createdAt: Date;
};

const common = {
  category: AlgorithmCategorySchema,
  justification: z.string().trim().min(1),
  effectiveFrom: IsoDateSchema,
  effectiveTo: IsoDateSchema.nullable().default(null),
  createdBy: z.uuid(),
};
/** A new override (unapproved). The engine re-validates it (formula syntax included) when it is used. */
export const OverrideInputSchema = z.discriminatedUnion('kind', [
  z
    .object({
      ...common,
      kind: z.literal('factor_multiplier'),
      factorMultiplier: nonNegativeDecimalSchema.transform(formatDecimal),
    })
    .strict(),
  z
    .object({
      ...common,
      kind: z.literal('methodology'),
      algorithmId: AlgorithmIdSchema,
      algorithmVersion: z.string().nullable().default(null),
    })
    .strict(),
  z.object({ ...common, kind: z.literal('custom'), customLogic: z.string().min(1).max(10_000) }).strict(),
]);

function toOverride(row: Selectable<AlgorithmOverridesTable>): StoredOverride {
  const common = {
    id: row.id,
    organizationId: row.organization_id,
    category: row.category,
    justification: row.justification,
    effectiveFrom: dateString(row.effective_from),
    effectiveTo: row.effective_to === null ? null : dateString(row.effective_to),
    createdBy: row.created_by,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at === null ? null : row.approved_at.toISOString(),
    endedAt: row.ended_at,
    endedBy: row.ended_by,
    createdAt: row.created_at,
  };
  if (row.kind === 'factor_multiplier')
    return { ...common, kind: row.kind, factorMultiplier: row.factor_multiplier ?? '' };
  if (row.kind === 'methodology')
    return {
      ...common,
      kind: row.kind,
      algorithmId: row.algorithm_id ?? '',
      algorithmVersion: row.algorithm_version,
    };
  return { ...common, kind: 'custom', customLogic: row.custom_logic ?? '' };
}

/** Creates an unapproved override in the scope's organization. */
export async function createOverride(
  scope: OrganizationScope,
  input: z.input<typeof OverrideInputSchema>,
): Promise<StoredOverride> {
  const o = parseInput('override', OverrideInputSchema, input);
  if (o.effectiveTo !== null && o.effectiveTo < o.effectiveFrom) {
    throw new StoreValidationError('override', [{ path: 'effectiveTo', message: 'is before effectiveFrom' }]);
  }
  const row = await scope.db
    .insertInto('algorithm_overrides')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      kind: o.kind,
      category: o.category,
      justification: o.justification,
      effective_from: o.effectiveFrom,
      effective_to: o.effectiveTo,
      factor_multiplier: o.kind === 'factor_multiplier' ? o.factorMultiplier : null,
      algorithm_id: o.kind === 'methodology' ? o.algorithmId : null,
      algorithm_version: o.kind === 'methodology' ? o.algorithmVersion : null,
      custom_logic: o.kind === 'custom' ? o.customLogic : null,
      created_by: o.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOverride(row);
}

/**
 * Approves an override by a second user. The database refuses approval by its creator; an
 * approved or ended override cannot be approved again. @throws NotFoundError, ConflictError
 */
export async function approveOverride(
  scope: OrganizationScope,
  id: string,
  approvedBy: string,
  at = new Date(),
): Promise<StoredOverride> {
  const overrideId = parseInput('override id', z.uuid(), id);
  const approver = parseInput('approver id', z.uuid(), approvedBy);
  const current = await getOverride(scope, overrideId);
  if (current.createdBy === approver)
    throw new ConflictError('override', 'the creator cannot approve it', { id: overrideId });
  if (current.approvedBy !== null || current.endedAt !== null)
    throw new ConflictError('override', 'already approved or ended', { id: overrideId });
  const row = await scope.db
    .updateTable('algorithm_overrides')
    .set({ approved_by: approver, approved_at: at })
    .where('id', '=', overrideId)
    .where('approved_by', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new ConflictError('override', 'already approved', { id: overrideId });
  return toOverride(row);
}

/**
 * Ends an override (it stays stored for the records that used it). With `effectiveTo`, the end is
 * also a date: the last activity date it applies to becomes `effectiveTo`, which may only shorten
 * the override (not before `effectiveFrom`, not after a given `effectiveTo`), so results of earlier
 * dates keep it. @throws NotFoundError, ConflictError, StoreValidationError
 */
export async function endOverride(
  scope: OrganizationScope,
  id: string,
  endedBy: string,
  at = new Date(),
  effectiveTo?: string,
): Promise<StoredOverride> {
  const overrideId = parseInput('override id', z.uuid(), id);
  const lastDay =
    effectiveTo === undefined ? undefined : parseInput('effectiveTo', IsoDateSchema, effectiveTo);
  if (lastDay !== undefined) {
    const current = await getOverride(scope, overrideId);
    if (lastDay < current.effectiveFrom)
      throw new StoreValidationError('override end', [
        { path: 'effectiveTo', message: `is before effectiveFrom ${current.effectiveFrom}` },
      ]);
    if (current.effectiveTo !== null && lastDay > current.effectiveTo)
      throw new StoreValidationError('override end', [
        { path: 'effectiveTo', message: `is after the current effectiveTo ${current.effectiveTo}` },
      ]);
  }
  const row = await scope.db
    .updateTable('algorithm_overrides')
    .set({
      ended_at: at,
      ended_by: parseInput('user id', z.uuid(), endedBy),
      ...(lastDay === undefined ? {} : { effective_to: lastDay }),
    })
    .where('id', '=', overrideId)
    .where('ended_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) {
    await getOverride(scope, overrideId);
    throw new ConflictError('override', 'already ended', { id: overrideId });
  }
  return toOverride(row);
}

/** An override of the scope's organization. @throws NotFoundError */
export async function getOverride(scope: OrganizationScope, id: string): Promise<StoredOverride> {
  const overrideId = parseInput('override id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('algorithm_overrides')
    .selectAll()
    .where('id', '=', overrideId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('override', overrideId);
  return toOverride(row);
}

/**
 * Overrides of the scope's organization, oldest first; `activeOnly` leaves out ended ones. Pass
 * the result (without `endedAt`, `endedBy`, `createdAt`) to the engine's `parseOverrides`.
 */
export async function listOverrides(
  scope: OrganizationScope,
  options: { activeOnly?: boolean } = {},
): Promise<StoredOverride[]> {
  let query = scope.db.selectFrom('algorithm_overrides').selectAll().orderBy('created_at').orderBy('id');
  if (options.activeOnly === true) query = query.where('ended_at', 'is', null);
  return (await query.execute()).map(toOverride);
}

/** The lifecycle state of an override: `pending` (awaiting a second admin), `approved`, `ended`. */
export type OverrideState = 'pending' | 'approved' | 'ended';

/** Filters of {@link listOverridesPage}. */
export const OverrideListSchema = PageOptionsSchema.extend({
  category: AlgorithmCategorySchema.optional(),
  state: z.enum(['pending', 'approved', 'ended']).optional(),
});

/** One page of the scope's overrides, oldest first, optionally of one category or state. */
export async function listOverridesPage(
  scope: OrganizationScope,
  options: z.input<typeof OverrideListSchema> = {},
): Promise<Page<StoredOverride>> {
  const o = parseInput('override list options', OverrideListSchema, options);
  let query = scope.db.selectFrom('algorithm_overrides').selectAll();
  if (o.category !== undefined) query = query.where('category', '=', o.category);
  if (o.state === 'ended') query = query.where('ended_at', 'is not', null);
  if (o.state === 'approved')
    query = query.where('ended_at', 'is', null).where('approved_by', 'is not', null);
  if (o.state === 'pending') query = query.where('ended_at', 'is', null).where('approved_by', 'is', null);
  return fetchPage(query, o, toOverride);
}

/** The engine's input shape of a stored override (lifecycle fields removed). */
export function toEngineOverride(o: StoredOverride): AlgorithmOverrideInput {
  const { endedAt: _e, endedBy: _b, createdAt: _c, ...rest } = o;
  return rest as AlgorithmOverrideInput;
}
