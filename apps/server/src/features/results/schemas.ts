import { type EmissionResult, SummaryGroupSchema } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { PageQuery } from '../../http/paging.js';
import { ScopeTotalsView } from '../calculations/index.js';
import {
  DataQualityView,
  QualityGroupBySchema,
  QualityGroupView,
  ScopeRangesView,
} from './quality-schemas.js';

/** The summary groups of a query (a schema made once, not per request). */
const SummaryGroupsSchema = z.array(SummaryGroupSchema);

const METHODS = {
  location: 'location_based',
  market: 'market_based',
  location_based: 'location_based',
  market_based: 'market_based',
} as const;

export const FilterQuery = z.object({
  scope: z.enum(['1', '2', '3']).optional(),
  category: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .openapi({ description: 'e.g. scope1.stationary_combustion' }),
  facilityId: z.uuid().optional(),
  periodStart: z.iso.date().optional().openapi({ description: 'Results whose period ends on or after.' }),
  periodEnd: z.iso.date().optional().openapi({ description: 'Results whose period starts on or before.' }),
  method: z
    .enum(['location', 'market', 'location_based', 'market_based'])
    .optional()
    .openapi({ description: 'Scope 2 method: location-based or market-based.' }),
  calculationRunId: z.uuid().optional(),
  includeSuperseded: z.enum(['true', 'false']).optional().openapi({
    description: 'Also superseded results and results of corrected activities (default: current only).',
  }),
});

export const ListQuery = PageQuery.extend(FilterQuery.shape);

export const QualityQuery = FilterQuery.extend({
  groupBy: QualityGroupBySchema.optional().openapi({
    description:
      'Also give the 95% range of each group by scope, method and category or facility (`groups`), matching the groups of `/api/results/summary`.',
  }),
});

export const SummaryQuery = FilterQuery.extend({
  groupBy: z
    .string()
    .max(100)
    .optional()
    .transform((v, ctx) => {
      const groups = v === undefined || v === '' ? [] : v.split(',').map((g) => g.trim());
      const parsed = SummaryGroupsSchema.safeParse(groups);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: 'a comma-separated list of category, facility, month, quarter, year',
        });
        return z.NEVER;
      }
      if (parsed.data.filter((g) => g === 'month' || g === 'quarter' || g === 'year').length > 1) {
        ctx.addIssue({ code: 'custom', message: 'at most one of month, quarter, year' });
        return z.NEVER;
      }
      return parsed.data;
    })
    .openapi({
      type: 'string',
      description:
        'Besides scope and method (always): any of category, facility and one of month, quarter, year.',
      example: 'category,month',
    }),
});

const decimal = z.string().openapi({ description: 'kg, exact decimal string' });

export const ResultView = z
  .object({
    id: z.uuid(),
    activityId: z.uuid(),
    calculationRunId: z.uuid(),
    calculationRecordId: z.uuid(),
    facilityId: z.uuid().nullable(),
    periodStart: z.string(),
    periodEnd: z.string(),
    scope: z.number().int(),
    scope3Category: z.number().int().nullable(),
    category: z.string(),
    method: z.enum(['location_based', 'market_based']).nullable(),
    co2eKg: decimal,
    biogenicCo2Kg: decimal,
    gases: z.array(z.unknown()),
    confidence: z.string(),
    warnings: z.array(z.unknown()),
    supersededBy: z.uuid().nullable().openapi({ description: 'The result that replaced this one.' }),
    createdAt: z.string(),
    recordOutputHash: z.string().nullable().openapi({
      description:
        "SHA-256 of the calculation record's output (its `checksumOutput`), written with the result; null on results stored before this was kept. `GET /api/results/verify` checks it.",
    }),
  })
  .openapi('EmissionResult');

export const SummaryGroupView = z
  .object({
    scope: z.number().int(),
    method: z.enum(['location_based', 'market_based']).nullable(),
    category: z.string().optional(),
    facilityId: z.uuid().nullable().optional(),
    period: z.string().optional().openapi({ description: '2025-01, 2025-Q1 or 2025' }),
    co2eKg: decimal,
    biogenicCo2Kg: decimal,
    results: z.number().int(),
  })
  .openapi('EmissionSummaryGroup');

export const SummaryView = z
  .object({
    groups: z.array(SummaryGroupView),
    totals: ScopeTotalsView,
  })
  .openapi('EmissionSummary');

/**
 * The 95% range of each scope total and the breakdown by data type (issue 18). Its own endpoint:
 * it reads every result of the filter with its activity, while the summary reads the kept totals,
 * so the dashboard's totals never wait for it.
 */
export const QualitySummaryView = z
  .object({
    totals: ScopeTotalsView,
    ranges: ScopeRangesView,
    groups: z.array(QualityGroupView).openapi({ description: 'Empty unless `groupBy` is given.' }),
    dataQuality: DataQualityView,
  })
  .openapi('EmissionQualitySummary');

export const methodView = (m: string | null): 'location_based' | 'market_based' | null =>
  m === 'location_based' || m === 'market_based' ? m : null;

export function view(r: EmissionResult): z.infer<typeof ResultView> {
  return {
    id: r.id,
    activityId: r.activityId,
    calculationRunId: r.calculationRunId,
    calculationRecordId: r.calculationRecordId,
    facilityId: r.facilityId,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    scope: r.scope,
    scope3Category: r.scope3Category,
    category: r.category,
    method: methodView(r.method),
    co2eKg: r.co2eKg,
    biogenicCo2Kg: r.biogenicCo2Kg,
    gases: [...r.gases],
    confidence: r.confidence,
    warnings: [...r.warnings],
    supersededBy: r.supersededBy,
    createdAt: r.createdAt.toISOString(),
    recordOutputHash: r.recordOutputHash,
  };
}

/** The store filter of a validated query. */
export function filterOf(q: z.infer<typeof FilterQuery>) {
  return {
    ...(q.scope === undefined ? {} : { scope: Number(q.scope) as 1 | 2 | 3 }),
    ...(q.category === undefined ? {} : { category: q.category }),
    ...(q.facilityId === undefined ? {} : { facilityId: q.facilityId }),
    ...(q.periodStart === undefined ? {} : { periodFrom: q.periodStart }),
    ...(q.periodEnd === undefined ? {} : { periodTo: q.periodEnd }),
    ...(q.method === undefined ? {} : { method: METHODS[q.method] }),
    ...(q.calculationRunId === undefined ? {} : { calculationRunId: q.calculationRunId }),
    includeSuperseded: q.includeSuperseded === 'true',
  };
}
