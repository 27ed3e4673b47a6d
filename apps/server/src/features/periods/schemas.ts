import {
  type BaseYearPolicy,
  DEFAULT_SIGNIFICANCE_THRESHOLD_PERCENT,
  RESTATEMENT_CAUSES,
  type ReportingPeriod,
  type Restatement,
  type ScopeTotal,
} from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { PageQuery } from '../../http/paging.js';

const STATUSES = ['draft', 'submitted', 'approved', 'locked'] as const;
const Decimal = z.string().openapi({ description: 'An exact decimal string, kg CO2e.', example: '1234.5' });
const Cause = z.enum(RESTATEMENT_CAUSES).openapi({
  description:
    'Why the period changes: a structural change (acquisition, divestment), a methodology or factor change, or a discovered error.',
});

/** A new period: a calendar `year`, or custom `periodStart`–`periodEnd`; `name` defaults to `FY<year>` or the dates. */
export const PeriodCreate = z
  .union([
    z.strictObject({
      year: z
        .int()
        .min(1990)
        .max(2100)
        .openapi({ description: 'A calendar year: 1 January to 31 December.' }),
      name: z.string().trim().min(1).max(200).optional(),
    }),
    z.strictObject({
      periodStart: z.iso.date(),
      periodEnd: z.iso.date(),
      name: z.string().trim().min(1).max(200).optional(),
    }),
  ])
  .refine((p) => !('periodStart' in p) || p.periodEnd >= p.periodStart, {
    path: ['periodEnd'],
    message: 'is before periodStart',
  })
  .openapi('PeriodCreate');

export const ScopeTotalView = z
  .object({
    scope: z.int().openapi({ description: '1, 2 or 3.' }),
    method: z
      .string()
      .nullable()
      .openapi({ description: 'Scope 2 only: `location_based` or `market_based`.' }),
    co2eKg: Decimal,
  })
  .openapi('ScopeTotal');

export const PeriodView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    status: z.enum(STATUSES).openapi({
      description:
        '`draft` → `submitted` (ORG_ADMIN or ORG_MEMBER) → `approved` (an ORG_ADMIN other than the submitter) → `locked` (ORG_ADMIN). A locked period refuses every write into its dates; reopening (ORG_ADMIN, with a reason) opens a restatement.',
    }),
    createdBy: z.uuid(),
    submittedBy: z.uuid().nullable(),
    submittedAt: z.string().nullable(),
    approvedBy: z.uuid().nullable(),
    approvedAt: z.string().nullable(),
    lockedBy: z.uuid().nullable(),
    lockedAt: z.string().nullable(),
    lockedTotals: z
      .array(ScopeTotalView)
      .nullable()
      .openapi({ description: 'The totals by scope the period was locked with (null unless locked).' }),
    createdAt: z.string(),
  })
  .openapi('Period');

export const PeriodListQuery = PageQuery.extend({ status: z.enum(STATUSES).optional() });

export const PeriodReopen = z
  .strictObject({
    cause: Cause,
    reason: z.string().trim().min(1).max(5000).openapi({
      description: 'Why the locked period must change; kept on the restatement and shown to auditors.',
    }),
  })
  .openapi('PeriodReopen');

export const RestatementView = z
  .object({
    id: z.uuid(),
    periodId: z.uuid(),
    cause: Cause,
    reason: z.string(),
    status: z.enum(['open', 'completed']).openapi({
      description:
        '`open` while the reopened period is changed; `completed` (immutable) when it is locked again.',
    }),
    reopenedBy: z.uuid(),
    reopenedAt: z.string(),
    oldTotals: z.array(ScopeTotalView),
    oldTotalCo2eKg: Decimal,
    newTotals: z.array(ScopeTotalView).nullable(),
    newTotalCo2eKg: Decimal.nullable(),
    deltaCo2eKg: Decimal.nullable(),
    significance: z
      .object({
        baseYear: z.int(),
        baseYearTotalCo2eKg: Decimal,
        thresholdPercent: z.string(),
        changePercent: z.string().nullable(),
        significant: z.boolean().openapi({
          description:
            'The change reaches the threshold (percent of the base-year total) and its cause is a trigger of the policy: the base year should be recalculated.',
        }),
      })
      .nullable()
      .openapi({ description: 'Null while open, or when no base-year policy was set at completion.' }),
    approvedBy: z.uuid().nullable().openapi({ description: 'The ORG_ADMIN who locked the period again.' }),
    completedAt: z.string().nullable(),
  })
  .openapi('Restatement');

export const RestatementListQuery = PageQuery.extend({ periodId: z.uuid().optional() });

export const PeriodReopened = z
  .object({ period: PeriodView, restatement: RestatementView })
  .openapi('PeriodReopened');

export const BaseYearPolicyUpdate = z
  .strictObject({
    baseYear: z.int().min(1990).max(2100),
    significanceThresholdPercent: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,6})?$/, 'a decimal string such as "5"')
      .refine((v) => Number(v) > 0 && Number(v) <= 100, 'must be above 0 and at most 100')
      .optional()
      .openapi({ description: 'Percent of the base-year total; default 5.' }),
    triggers: z
      .array(Cause)
      .optional()
      .openapi({ description: 'The causes that call for a base-year recalculation; default all three.' }),
  })
  .openapi('BaseYearPolicyUpdate');

export const BaseYearPolicyView = z
  .object({
    baseYear: z.int().nullable().openapi({ description: 'Null until an ORG_ADMIN sets it.' }),
    significanceThresholdPercent: z.string(),
    triggers: z.array(Cause),
    updatedBy: z.uuid().nullable(),
    updatedAt: z.string().nullable(),
  })
  .openapi('BaseYearPolicy');

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;
const totals = (t: readonly ScopeTotal[]) =>
  t.map((x) => ({ scope: x.scope, method: x.method, co2eKg: x.co2eKg }));

/** The API view of a period. */
export function periodView(p: ReportingPeriod): z.infer<typeof PeriodView> {
  return {
    id: p.id,
    name: p.name,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    status: p.status,
    createdBy: p.createdBy,
    submittedBy: p.submittedBy,
    submittedAt: iso(p.submittedAt),
    approvedBy: p.approvedBy,
    approvedAt: iso(p.approvedAt),
    lockedBy: p.lockedBy,
    lockedAt: iso(p.lockedAt),
    lockedTotals: p.lockedTotals === null ? null : totals(p.lockedTotals),
    createdAt: p.createdAt.toISOString(),
  };
}

/** The API view of a restatement. */
export function restatementView(r: Restatement): z.infer<typeof RestatementView> {
  return {
    id: r.id,
    periodId: r.periodId,
    cause: r.cause,
    reason: r.reason,
    status: r.completedAt === null ? 'open' : 'completed',
    reopenedBy: r.reopenedBy,
    reopenedAt: r.reopenedAt.toISOString(),
    oldTotals: totals(r.oldTotals),
    oldTotalCo2eKg: r.oldTotalCo2eKg,
    newTotals: r.newTotals === null ? null : totals(r.newTotals),
    newTotalCo2eKg: r.newTotalCo2eKg,
    deltaCo2eKg: r.deltaCo2eKg,
    significance: r.significance === null ? null : { ...r.significance },
    approvedBy: r.approvedBy,
    completedAt: iso(r.completedAt),
  };
}

/** The API view of the policy; the defaults when none is set. */
export function policyView(p: BaseYearPolicy | undefined): z.infer<typeof BaseYearPolicyView> {
  if (p === undefined) {
    return {
      baseYear: null,
      significanceThresholdPercent: DEFAULT_SIGNIFICANCE_THRESHOLD_PERCENT,
      triggers: [...RESTATEMENT_CAUSES],
      updatedBy: null,
      updatedAt: null,
    };
  }
  return { ...p, triggers: [...p.triggers], updatedAt: p.updatedAt.toISOString() };
}
