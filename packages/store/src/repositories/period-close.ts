import { Decimal, formatDecimal } from '@ctp/factors';
import type { RestatementCause } from '../database/close.js';
import type { OrganizationScope } from '../scope.js';
import { type BaseYearPolicy, getBaseYearPolicy } from './base-year-policies.js';
import { grandTotal, periodScopeTotals } from './period-totals.js';
import { assertStep, movePeriod, type ReportingPeriod, unlockPeriod } from './reporting-periods.js';
import {
  completeRestatement,
  openRestatement,
  openRestatementOf,
  type Restatement,
  type RestatementSignificance,
} from './restatements.js';

/** What locking did: the locked period and the restatement it completed, if it had been reopened. */
export interface LockOutcome {
  readonly period: ReportingPeriod;
  readonly restatement: Restatement | null;
}

/** A period lies inside the base year (so its change is also a change of the base year's total). */
function insideBaseYear(period: ReportingPeriod, baseYear: number): boolean {
  return period.periodStart >= `${baseYear}-01-01` && period.periodEnd <= `${baseYear}-12-31`;
}

/**
 * How `delta` measures against the policy: the base-year total *before* the restatement (today's
 * base-year total, minus the delta when the restated period lies inside the base year), |delta|
 * as a percent of it, significant when that reaches the threshold and the cause is a trigger.
 */
async function significanceOf(
  scope: OrganizationScope,
  policy: BaseYearPolicy,
  period: ReportingPeriod,
  cause: RestatementCause,
  delta: Decimal,
): Promise<RestatementSignificance> {
  const baseTotals = await periodScopeTotals(scope, {
    periodStart: `${policy.baseYear}-01-01`,
    periodEnd: `${policy.baseYear}-12-31`,
  });
  let base = new Decimal(grandTotal(baseTotals));
  if (insideBaseYear(period, policy.baseYear)) base = base.minus(delta);
  const change = base.isZero() ? null : delta.abs().dividedBy(base.abs()).times(100);
  return {
    baseYear: policy.baseYear,
    baseYearTotalCo2eKg: formatDecimal(base),
    thresholdPercent: policy.significanceThresholdPercent,
    changePercent: change === null ? null : formatDecimal(change.toDecimalPlaces(6)),
    significant:
      change?.greaterThanOrEqualTo(policy.significanceThresholdPercent) === true &&
      policy.triggers.includes(cause),
  };
}

/**
 * Locks an approved period (read `FOR UPDATE`, so writes into its dates wait and then see it
 * locked), keeping its totals by scope. When the period had been reopened, completes its open
 * restatement: the new totals, the delta against the totals it was locked with, the change
 * against the base-year policy, and `userId` as the one who approved it.
 */
export async function lockPeriod(
  scope: OrganizationScope,
  period: ReportingPeriod,
  userId: string,
): Promise<LockOutcome> {
  assertStep(period, 'lock');
  const totals = await periodScopeTotals(scope, period);
  const locked = await movePeriod(scope, period, 'lock', userId, totals);
  const open = await openRestatementOf(scope, period.id);
  if (open === undefined) return { period: locked, restatement: null };
  const newTotal = new Decimal(grandTotal(totals));
  const delta = newTotal.minus(open.oldTotalCo2eKg);
  const policy = await getBaseYearPolicy(scope);
  const restatement = await completeRestatement(scope, open.id, {
    newTotals: totals,
    newTotalCo2eKg: formatDecimal(newTotal),
    deltaCo2eKg: formatDecimal(delta),
    approvedBy: userId,
    significance:
      policy === undefined ? null : await significanceOf(scope, policy, period, open.cause, delta),
  });
  return { period: locked, restatement };
}

/**
 * Reopens a locked period (read `FOR UPDATE`) to draft, opening its restatement first with the
 * cause, the reason, who reopened it and the totals it was locked with.
 */
export async function reopenPeriod(
  scope: OrganizationScope,
  period: ReportingPeriod,
  input: { userId: string; cause: RestatementCause; reason: string },
): Promise<{ period: ReportingPeriod; restatement: Restatement }> {
  assertStep(period, 'reopen');
  const oldTotals = period.lockedTotals ?? [];
  const restatement = await openRestatement(scope, {
    periodId: period.id,
    cause: input.cause,
    reason: input.reason,
    reopenedBy: input.userId,
    oldTotals: [...oldTotals],
    oldTotalCo2eKg: grandTotal(oldTotals),
  });
  return { period: await unlockPeriod(scope, period), restatement };
}
