import { z } from 'zod';
import { parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { assertStep, movePeriod, type ReportingPeriod } from './reporting-periods.js';

/** A submitted or approved period sent back to draft: why, by whom, from which status. */
export interface PeriodReturn {
  readonly id: string;
  readonly periodId: string;
  readonly fromStatus: 'submitted' | 'approved';
  readonly reason: string;
  readonly returnedBy: string;
  readonly createdAt: Date;
}

export const PeriodReturnInputSchema = z.strictObject({
  userId: z.uuid(),
  reason: z.string().trim().min(1).max(5000),
});

/**
 * Sends a submitted or approved period (read with its row lock) back to draft: records the return
 * (reason, who, from which status) first, as the database requires in the same transaction, then
 * clears the submit and approve fields. A locked period is reopened instead (`reopenPeriod`).
 */
export async function returnPeriod(
  scope: OrganizationScope,
  period: ReportingPeriod,
  input: z.input<typeof PeriodReturnInputSchema>,
): Promise<{ period: ReportingPeriod; periodReturn: PeriodReturn }> {
  const p = parseInput('period return', PeriodReturnInputSchema, input);
  assertStep(period, 'return');
  const row = await scope.db
    .insertInto('period_returns')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      period_id: period.id,
      from_status: period.status as 'submitted' | 'approved',
      reason: p.reason,
      returned_by: p.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const moved = await movePeriod(scope, period, 'return', p.userId);
  return {
    period: moved,
    periodReturn: {
      id: row.id,
      periodId: row.period_id,
      fromStatus: row.from_status,
      reason: row.reason,
      returnedBy: row.returned_by,
      createdAt: row.created_at,
    },
  };
}
