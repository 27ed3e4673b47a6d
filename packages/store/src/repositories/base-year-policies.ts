import { formatDecimal, toDecimal } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { BaseYearPoliciesTable, RestatementCause } from '../database/close.js';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';

/** Every restatement cause, which are also the triggers a policy may name. */
export const RESTATEMENT_CAUSES = [
  'structural_change',
  'methodology_or_factor_change',
  'discovered_error',
] as const satisfies readonly RestatementCause[];

/** The significance threshold when the organization sets none: 5% of the base-year total. */
export const DEFAULT_SIGNIFICANCE_THRESHOLD_PERCENT = '5';

/** The organization's base year and recalculation policy. */
export interface BaseYearPolicy {
  readonly baseYear: number;
  /** Percent of the base-year total, a decimal string such as `"5"`. */
  readonly significanceThresholdPercent: string;
  /** The causes that call for recalculating the base year when the change is significant. */
  readonly triggers: readonly RestatementCause[];
  readonly updatedBy: string;
  readonly updatedAt: Date;
}

function toPolicy(row: Selectable<BaseYearPoliciesTable>): BaseYearPolicy {
  return {
    baseYear: row.base_year,
    significanceThresholdPercent: formatDecimal(toDecimal(row.significance_threshold_percent)),
    triggers: row.triggers,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

export const BaseYearPolicyInputSchema = z.strictObject({
  baseYear: z.number().int().min(1990).max(2100),
  significanceThresholdPercent: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,6})?$/)
    .refine((v) => Number(v) > 0 && Number(v) <= 100, 'must be above 0 and at most 100')
    .default(DEFAULT_SIGNIFICANCE_THRESHOLD_PERCENT),
  triggers: z
    .array(z.enum(RESTATEMENT_CAUSES))
    .transform((t) => [...new Set(t)])
    .default([...RESTATEMENT_CAUSES]),
  updatedBy: z.uuid(),
});

/** The organization's policy, or undefined before an administrator set one. */
export async function getBaseYearPolicy(scope: OrganizationScope): Promise<BaseYearPolicy | undefined> {
  const row = await scope.db.selectFrom('base_year_policies').selectAll().executeTakeFirst();
  return row === undefined ? undefined : toPolicy(row);
}

/** Sets (inserts or replaces) the organization's policy. */
export async function saveBaseYearPolicy(
  scope: OrganizationScope,
  input: z.input<typeof BaseYearPolicyInputSchema>,
): Promise<BaseYearPolicy> {
  const p = parseInput('base-year policy', BaseYearPolicyInputSchema, input);
  const values = {
    base_year: p.baseYear,
    significance_threshold_percent: p.significanceThresholdPercent,
    triggers: JSON.stringify(p.triggers),
    updated_by: p.updatedBy,
    updated_at: new Date(),
  };
  const row = await scope.db
    .insertInto('base_year_policies')
    .values({ organization_id: scope.organizationId, ...values })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPolicy(row);
}
