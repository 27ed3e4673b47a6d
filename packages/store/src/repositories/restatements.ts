import { formatDecimal, toDecimal } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { RestatementCause, RestatementsTable, ScopeTotal } from '../database/close.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { RESTATEMENT_CAUSES } from './base-year-policies.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** How a completed restatement measures against the base-year policy in force when it completed. */
export interface RestatementSignificance {
  readonly baseYear: number;
  /** The base year's total before this restatement, kg (decimal string). */
  readonly baseYearTotalCo2eKg: string;
  readonly thresholdPercent: string;
  /** |delta| as a percent of the base-year total; null when that total is zero. */
  readonly changePercent: string | null;
  /** True when the change reaches the threshold and the cause is one of the policy's triggers. */
  readonly significant: boolean;
}

/** A restatement: opened on reopening a locked period, completed when it is locked again. */
export interface Restatement {
  readonly id: string;
  readonly periodId: string;
  readonly cause: RestatementCause;
  readonly reason: string;
  readonly reopenedBy: string;
  readonly reopenedAt: Date;
  readonly oldTotals: readonly ScopeTotal[];
  readonly oldTotalCo2eKg: string;
  /** Null while the period is open again; set once, on the next lock. */
  readonly newTotals: readonly ScopeTotal[] | null;
  readonly newTotalCo2eKg: string | null;
  readonly deltaCo2eKg: string | null;
  /** Null while open, or when the organization had no base-year policy at completion. */
  readonly significance: RestatementSignificance | null;
  readonly approvedBy: string | null;
  readonly completedAt: Date | null;
}

const decimal = (v: string | null): string | null => (v === null ? null : formatDecimal(toDecimal(v)));

/** A stored row as a {@link Restatement}. */
export function toRestatement(row: Selectable<RestatementsTable>): Restatement {
  return {
    id: row.id,
    periodId: row.period_id,
    cause: row.cause,
    reason: row.reason,
    reopenedBy: row.reopened_by,
    reopenedAt: row.reopened_at,
    oldTotals: row.old_totals,
    oldTotalCo2eKg: formatDecimal(toDecimal(row.old_total_co2e_kg)),
    newTotals: row.new_totals,
    newTotalCo2eKg: decimal(row.new_total_co2e_kg),
    deltaCo2eKg: decimal(row.delta_co2e_kg),
    significance:
      row.base_year === null || row.base_year_total_co2e_kg === null || row.threshold_percent === null
        ? null
        : {
            baseYear: row.base_year,
            baseYearTotalCo2eKg: formatDecimal(toDecimal(row.base_year_total_co2e_kg)),
            thresholdPercent: formatDecimal(toDecimal(row.threshold_percent)),
            changePercent: decimal(row.change_percent),
            significant: row.significant === true,
          },
    approvedBy: row.approved_by,
    completedAt: row.completed_at,
  };
}

export const RestatementOpenSchema = z.strictObject({
  periodId: z.uuid(),
  cause: z.enum(RESTATEMENT_CAUSES),
  reason: z.string().trim().min(1).max(5000),
  reopenedBy: z.uuid(),
  oldTotals: z.array(z.object({ scope: z.number(), method: z.string().nullable(), co2eKg: z.string() })),
  oldTotalCo2eKg: z.string(),
});

/** Opens the restatement of a locked period (before it is unlocked: the database checks both). */
export async function openRestatement(
  scope: OrganizationScope,
  input: z.input<typeof RestatementOpenSchema>,
): Promise<Restatement> {
  const r = parseInput('restatement', RestatementOpenSchema, input);
  const row = await scope.db
    .insertInto('restatements')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      period_id: r.periodId,
      cause: r.cause,
      reason: r.reason,
      reopened_by: r.reopenedBy,
      old_totals: JSON.stringify(r.oldTotals),
      old_total_co2e_kg: r.oldTotalCo2eKg,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRestatement(row);
}

/** The open restatement of a period, or undefined. */
export async function openRestatementOf(
  scope: OrganizationScope,
  periodId: string,
): Promise<Restatement | undefined> {
  const row = await scope.db
    .selectFrom('restatements')
    .selectAll()
    .where('period_id', '=', periodId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return row === undefined ? undefined : toRestatement(row);
}

/** Completes an open restatement with the period's new totals (once; the database refuses a second time). */
export async function completeRestatement(
  scope: OrganizationScope,
  id: string,
  input: {
    newTotals: readonly ScopeTotal[];
    newTotalCo2eKg: string;
    deltaCo2eKg: string;
    approvedBy: string;
    significance: RestatementSignificance | null;
  },
): Promise<Restatement> {
  const s = input.significance;
  const row = await scope.db
    .updateTable('restatements')
    .set({
      new_totals: JSON.stringify(input.newTotals),
      new_total_co2e_kg: input.newTotalCo2eKg,
      delta_co2e_kg: input.deltaCo2eKg,
      base_year: s?.baseYear ?? null,
      base_year_total_co2e_kg: s?.baseYearTotalCo2eKg ?? null,
      threshold_percent: s?.thresholdPercent ?? null,
      change_percent: s?.changePercent ?? null,
      significant: s?.significant ?? null,
      approved_by: input.approvedBy,
      completed_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRestatement(row);
}

/** A restatement of the scope's organization. */
export async function getRestatement(scope: OrganizationScope, id: string): Promise<Restatement> {
  const row = await scope.db.selectFrom('restatements').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw new NotFoundError('restatement', id);
  return toRestatement(row);
}

export const RestatementListSchema = PageOptionsSchema.extend({ periodId: z.uuid().optional() });

/** One page of the organization's restatements, oldest first, optionally of one period. */
export async function listRestatements(
  scope: OrganizationScope,
  options: z.input<typeof RestatementListSchema> = {},
): Promise<Page<Restatement>> {
  const o = parseInput('restatement list options', RestatementListSchema, options);
  let query = scope.db.selectFrom('restatements').selectAll();
  if (o.periodId !== undefined) query = query.where('period_id', '=', o.periodId);
  return fetchPage(query, o, toRestatement);
}
