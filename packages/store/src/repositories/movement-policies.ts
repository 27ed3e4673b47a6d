import { formatDecimal, toDecimal } from '@ctp/factors';
import { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';

/** The movement threshold when the organization sets none: a line moving more than 5% needs an explanation. */
export const DEFAULT_MOVEMENT_THRESHOLD_PERCENT = '5';

/** The organization's movement threshold; `updatedBy`/`updatedAt` are null while the default applies. */
export interface MovementPolicy {
  /** Percent of the previous period's line, a decimal string such as `"5"`. */
  readonly thresholdPercent: string;
  readonly updatedBy: string | null;
  readonly updatedAt: Date | null;
}

export const MovementPolicyInputSchema = z.strictObject({
  thresholdPercent: z
    .string()
    .regex(/^\d{1,4}(\.\d{1,6})?$/, 'a decimal string such as "5"')
    .refine((v) => toDecimal(v).gt(0) && toDecimal(v).lte(1000), 'must be above 0 and at most 1000'),
  updatedBy: z.uuid(),
});

/** The organization's movement policy, or the default (5%) before an administrator set one. */
export async function getMovementPolicy(scope: OrganizationScope): Promise<MovementPolicy> {
  const row = await scope.db.selectFrom('movement_policies').selectAll().executeTakeFirst();
  if (row === undefined) {
    return { thresholdPercent: DEFAULT_MOVEMENT_THRESHOLD_PERCENT, updatedBy: null, updatedAt: null };
  }
  return {
    thresholdPercent: formatDecimal(toDecimal(row.threshold_percent)),
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

/** Sets (inserts or replaces) the organization's movement threshold. */
export async function saveMovementPolicy(
  scope: OrganizationScope,
  input: z.input<typeof MovementPolicyInputSchema>,
): Promise<MovementPolicy> {
  const p = parseInput('movement policy', MovementPolicyInputSchema, input);
  const values = { threshold_percent: p.thresholdPercent, updated_by: p.updatedBy, updated_at: new Date() };
  await scope.db
    .insertInto('movement_policies')
    .values({ organization_id: scope.organizationId, ...values })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .execute();
  return getMovementPolicy(scope);
}
