import { DATA_TYPES } from '@ctp/engine';
import { z } from '@hono/zod-openapi';

const decimal = z.string().openapi({ description: 'kg CO2e, decimal string' });
const share = z
  .string()
  .nullable()
  .openapi({ description: 'A fraction 0–1 as a decimal string; null for a zero total.' });

export const RangeView = z
  .object({
    point: decimal.openapi({ description: 'The exact total, unchanged by the range.' }),
    low: decimal.openapi({ description: 'Lower end of the 95% range (6 significant digits, rounded down).' }),
    high: decimal.openapi({ description: 'Upper end of the 95% range (6 significant digits, rounded up).' }),
    method: z.enum(['analytical', 'monte-carlo']),
  })
  .openapi('Range95', { description: 'A 95% range around a total; always low ≤ point ≤ high.' });

export const ScopeRangesView = z
  .object({
    scope1: RangeView,
    scope2LocationBased: RangeView,
    scope2MarketBased: RangeView,
    scope2Unspecified: RangeView,
    scope3: RangeView,
  })
  .openapi('ScopeRanges', {
    description:
      'The 95% range of each total of `totals`, by analytical propagation over independent results (IPCC 2006 Vol. 1 eq. 3.1). Each result = activity × factor takes u² = u_a² + u_f² (eq. 3.2): u_a from its activity’s quality score (1: ±5%, 2: ±10%, 3: ±20%, 4: ±30%, 5: ±50%), u_f the factor publisher’s uncertainty, else by the factor (confirmed or not stated ±10%, secondary or derived ±20%, spend-based ±30%); no factor: u_f = 0.',
  });

const CategoryCoverageView = z
  .object({
    category: z.string(),
    totalKg: decimal,
    primaryKg: decimal,
    primaryShare: share,
    belowThreshold: z.boolean(),
  })
  .openapi('CategoryCoverage');

export const ScopeDataTypesView = z
  .object({
    scope: z.enum(['scope1', 'scope2LocationBased', 'scope2MarketBased', 'scope2Unspecified', 'scope3']),
    totalKg: decimal,
    byDataType: z.object(
      Object.fromEntries(DATA_TYPES.map((t) => [t, decimal])) as Record<
        (typeof DATA_TYPES)[number],
        typeof decimal
      >,
    ),
    primaryKg: decimal,
    primaryShare: share,
    categories: z.array(CategoryCoverageView),
  })
  .openapi('ScopeDataTypes');

export const DataQualityView = z
  .object({
    primaryCoverageThreshold: z.string().openapi({
      description:
        'Categories whose share of primary data (measured, calculated, supplier-specific) is below this fraction are flagged.',
    }),
    scopes: z.array(ScopeDataTypesView),
  })
  .openapi('DataQualityBreakdown');

/** What `GET /api/results/quality` can give ranges of groups by. */
export const QualityGroupBySchema = z.enum(['category', 'facility']);
export type QualityGroupBy = z.infer<typeof QualityGroupBySchema>;

export const QualityGroupView = z
  .object({
    scope: z.number().int(),
    method: z.enum(['location_based', 'market_based']).nullable(),
    category: z.string().optional(),
    facilityId: z.uuid().nullable().optional(),
    range: RangeView,
  })
  .openapi('QualityGroupRange', {
    description:
      'The 95% range of one group of `GET /api/results/summary?groupBy=category|facility` (same scope, method and category or facility; the point is its total).',
  });
