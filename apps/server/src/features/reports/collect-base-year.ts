import type { ReportInputData } from '@ctp/reporting';
import {
  getBaseYearPolicy,
  type OrganizationScope,
  periodFactorEditions,
  periodScopeTotals,
  reportRestatements,
  type ScopeTotal,
} from '@ctp/store';
import { Decimal } from 'decimal.js';

type ScopeTotals = NonNullable<ReportInputData['organization']['baseYearEmissions']>;

/**
 * Totals by scope and method as the report's four scope figures (exact decimal strings, kg).
 * Scope 2 without a method is location-based (grid average), the GHG Protocol default.
 */
export function scopeTotalsOf(totals: readonly ScopeTotal[]): ScopeTotals {
  const sums = {
    scope1: new Decimal(0),
    scope2LocationBased: new Decimal(0),
    scope2MarketBased: new Decimal(0),
    scope3: new Decimal(0),
  };
  for (const t of totals) {
    const key =
      t.scope === 1
        ? 'scope1'
        : t.scope === 3
          ? 'scope3'
          : t.method === 'market_based'
            ? 'scope2MarketBased'
            : 'scope2LocationBased';
    sums[key] = sums[key].plus(t.co2eKg);
  }
  return {
    scope1: sums.scope1.toFixed(),
    scope2LocationBased: sums.scope2LocationBased.toFixed(),
    scope2MarketBased: sums.scope2MarketBased.toFixed(),
    scope3: sums.scope3.toFixed(),
  };
}

/**
 * The base year, its emissions, the recalculation policy and the restatements a report states,
 * all from one source: the organization's `base_year_policies` row (set on the periods screen,
 * `PUT /api/organizations/current/base-year`). Base-year emissions are the sums of the base year's
 * current results (null when it has none), and the factor editions those results used; the restatements are the completed ones of periods
 * overlapping the report period or the base year, with people's names for who reopened and
 * approved them, and the open ones: such periods reopened now, whose figures may still change.
 */
export async function collectBaseYear(
  scope: OrganizationScope,
  period: { periodStart: string; periodEnd: string },
  userName: (id: string) => string,
): Promise<{
  organization: Pick<
    ReportInputData['organization'],
    'baseYear' | 'baseYearEmissions' | 'baseYearFactorEditions' | 'baseYearPolicy' | 'recalculationPolicy'
  >;
  restatements: NonNullable<ReportInputData['restatements']>;
  openRestatements: NonNullable<ReportInputData['openRestatements']>;
}> {
  const policy = await getBaseYearPolicy(scope);
  const baseYear = policy?.baseYear ?? null;
  const baseYearPeriod =
    baseYear === null ? null : { periodStart: `${baseYear}-01-01`, periodEnd: `${baseYear}-12-31` };
  const baseTotals = baseYearPeriod === null ? [] : await periodScopeTotals(scope, baseYearPeriod);
  // The editions the base year was calculated with, so the methodology cites them beside the period's.
  const baseEditions = baseYearPeriod === null ? [] : await periodFactorEditions(scope, baseYearPeriod);
  const restated = await reportRestatements(scope, { ...period, baseYear });
  const reopened = await reportRestatements(scope, { ...period, baseYear }, 'open');
  return {
    organization: {
      baseYear,
      baseYearEmissions: baseTotals.length === 0 ? null : scopeTotalsOf(baseTotals),
      baseYearFactorEditions: baseEditions,
      baseYearPolicy: null,
      recalculationPolicy:
        policy === undefined
          ? null
          : {
              significanceThresholdPercent: policy.significanceThresholdPercent,
              triggers: [...policy.triggers],
            },
    },
    restatements: restated.flatMap(({ restatement: r, period: p }) =>
      // Completed restatements only (the store selects them): every field below is set.
      r.completedAt === null || r.newTotals === null || r.newTotalCo2eKg === null || r.deltaCo2eKg === null
        ? []
        : [
            {
              id: r.id,
              completedAt: r.completedAt.toISOString(),
              period: { name: p.name, start: p.periodStart, end: p.periodEnd },
              cause: r.cause,
              reason: r.reason,
              oldTotals: scopeTotalsOf(r.oldTotals),
              newTotals: scopeTotalsOf(r.newTotals),
              oldTotalKg: r.oldTotalCo2eKg,
              newTotalKg: r.newTotalCo2eKg,
              deltaKg: r.deltaCo2eKg,
              significance:
                r.significance === null
                  ? null
                  : {
                      baseYear: r.significance.baseYear,
                      baseYearTotalKg: r.significance.baseYearTotalCo2eKg,
                      thresholdPercent: r.significance.thresholdPercent,
                      changePercent: r.significance.changePercent,
                      significant: r.significance.significant,
                    },
              reopenedBy: userName(r.reopenedBy),
              approvedBy: userName(r.approvedBy ?? r.reopenedBy),
            },
          ],
    ),
    openRestatements: reopened.map(({ restatement: r, period: p }) => ({
      id: r.id,
      reopenedAt: r.reopenedAt.toISOString(),
      period: { name: p.name, start: p.periodStart, end: p.periodEnd },
      cause: r.cause,
      reason: r.reason,
      oldTotals: scopeTotalsOf(r.oldTotals),
      oldTotalKg: r.oldTotalCo2eKg,
      reopenedBy: userName(r.reopenedBy),
    })),
  };
}
