import { IsoDateSchema } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { PeriodStatus, ReportingPeriodsTable, ScopeTotal } from '../database/close.js';
import { dateString } from '../database/columns.js';
import {
  ConflictError,
  type LockedPeriod,
  NotFoundError,
  PeriodLockedError,
  PeriodTransitionError,
  parseInput,
} from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** A stored reporting period and its close status. */
export interface ReportingPeriod {
  readonly id: string;
  readonly name: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly status: PeriodStatus;
  readonly createdBy: string;
  readonly submittedBy: string | null;
  readonly submittedAt: Date | null;
  readonly approvedBy: string | null;
  readonly approvedAt: Date | null;
  readonly lockedBy: string | null;
  readonly lockedAt: Date | null;
  /** Totals by scope as locked (null unless locked). */
  readonly lockedTotals: readonly ScopeTotal[] | null;
  readonly createdAt: Date;
}

function toPeriod(row: Selectable<ReportingPeriodsTable>): ReportingPeriod {
  return {
    id: row.id,
    name: row.name,
    periodStart: dateString(row.period_start),
    periodEnd: dateString(row.period_end),
    status: row.status,
    createdBy: row.created_by,
    submittedBy: row.submitted_by,
    submittedAt: row.submitted_at,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
    lockedBy: row.locked_by,
    lockedAt: row.locked_at,
    lockedTotals: row.locked_totals,
    createdAt: row.created_at,
  };
}

export const PeriodInputSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
    createdBy: z.uuid(),
  })
  .refine((p) => p.periodEnd >= p.periodStart, { path: ['periodEnd'], message: 'is before periodStart' });

/** Creates a draft period; `ConflictError` when it overlaps another period of the organization. */
export async function createPeriod(
  scope: OrganizationScope,
  input: z.input<typeof PeriodInputSchema>,
): Promise<ReportingPeriod> {
  const p = parseInput('reporting period', PeriodInputSchema, input);
  try {
    const row = await scope.db
      .insertInto('reporting_periods')
      .values({
        id: uuidv7(),
        organization_id: scope.organizationId,
        name: p.name,
        period_start: p.periodStart,
        period_end: p.periodEnd,
        created_by: p.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPeriod(row);
  } catch (error) {
    if ((error as { constraint?: unknown }).constraint === 'reporting_periods_no_overlap') {
      throw new ConflictError('reporting period', 'overlaps another period of the organization', {
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
      });
    }
    throw error;
  }
}

/** A period of the scope's organization; `lock` takes its row lock (`FOR UPDATE`) for a close step. */
export async function getPeriod(
  scope: OrganizationScope,
  id: string,
  lock = false,
): Promise<ReportingPeriod> {
  const query = scope.db.selectFrom('reporting_periods').selectAll().where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (row === undefined) throw new NotFoundError('reporting period', id);
  return toPeriod(row);
}

export const PeriodListSchema = PageOptionsSchema.extend({
  status: z.enum(['draft', 'submitted', 'approved', 'locked']).optional(),
});

/** One page of the organization's periods, oldest created first. */
export async function listPeriods(
  scope: OrganizationScope,
  options: z.input<typeof PeriodListSchema> = {},
): Promise<Page<ReportingPeriod>> {
  const o = parseInput('period list options', PeriodListSchema, options);
  let query = scope.db.selectFrom('reporting_periods').selectAll();
  if (o.status !== undefined) query = query.where('status', '=', o.status);
  return fetchPage(query, o, toPeriod);
}

/** The first locked period overlapping `from`–`to`, or undefined: what a write into those dates would hit. */
export async function lockedPeriodOverlapping(
  scope: OrganizationScope,
  from: string,
  to: string,
): Promise<LockedPeriod | undefined> {
  const row = await scope.db
    .selectFrom('reporting_periods')
    .select(['id', 'name', 'period_start', 'period_end'])
    .where('status', '=', 'locked')
    .where('period_start', '<=', to)
    .where('period_end', '>=', from)
    .orderBy('period_start')
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        periodId: row.id,
        name: row.name,
        periodStart: dateString(row.period_start),
        periodEnd: dateString(row.period_end),
      };
}

/** Throws {@link PeriodLockedError} when `from`–`to` overlaps a locked period (the API's check before a write). */
export async function assertPeriodOpen(scope: OrganizationScope, from: string, to: string): Promise<void> {
  const locked = await lockedPeriodOverlapping(scope, from, to);
  if (locked !== undefined) throw new PeriodLockedError(locked);
}

/** A close step of a period: `lock` also keeps the period's totals; `return` sends it back to draft. */
export type PeriodStep = 'submit' | 'approve' | 'lock' | 'return';

/** From which statuses each close step may start, and where it leads. */
const STEPS: Record<PeriodStep, { from: readonly PeriodStatus[]; to: PeriodStatus }> = {
  submit: { from: ['draft'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  lock: { from: ['approved'], to: 'locked' },
  return: { from: ['submitted', 'approved'], to: 'draft' },
};

/** Throws {@link PeriodTransitionError} unless `period` may take `step`. */
export function assertStep(period: ReportingPeriod, step: PeriodStep | 'reopen'): void {
  const from: readonly PeriodStatus[] = step === 'reopen' ? ['locked'] : STEPS[step].from;
  if (!from.includes(period.status)) throw new PeriodTransitionError(period.id, period.status, step, from);
}

/**
 * Moves a period (read with its row lock) one close step, by `userId`: submit (who submitted),
 * approve (who approved; the database refuses the submitter), lock (who locked, with the totals
 * to keep), or return to draft (clears the step fields).
 */
export async function movePeriod(
  scope: OrganizationScope,
  period: ReportingPeriod,
  step: PeriodStep,
  userId: string,
  lockedTotals?: readonly ScopeTotal[],
): Promise<ReportingPeriod> {
  assertStep(period, step);
  const now = new Date();
  const set =
    step === 'submit'
      ? { submitted_by: userId, submitted_at: now }
      : step === 'approve'
        ? { approved_by: userId, approved_at: now }
        : step === 'lock'
          ? { locked_by: userId, locked_at: now, locked_totals: JSON.stringify(lockedTotals ?? []) }
          : DRAFT_FIELDS;
  const row = await scope.db
    .updateTable('reporting_periods')
    .set({ ...set, status: STEPS[step].to, updated_at: now })
    .where('id', '=', period.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPeriod(row);
}

/** The step fields cleared when a period goes back to draft (returned, or reopened). */
export const DRAFT_FIELDS = {
  submitted_by: null,
  submitted_at: null,
  approved_by: null,
  approved_at: null,
  locked_by: null,
  locked_at: null,
  locked_totals: null,
} as const;

/** Reopens a locked period back to draft (the caller has opened its restatement first, as the database requires). */
export async function unlockPeriod(
  scope: OrganizationScope,
  period: ReportingPeriod,
): Promise<ReportingPeriod> {
  assertStep(period, 'reopen');
  const row = await scope.db
    .updateTable('reporting_periods')
    .set({ ...DRAFT_FIELDS, status: 'draft', updated_at: new Date() })
    .where('id', '=', period.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPeriod(row);
}
