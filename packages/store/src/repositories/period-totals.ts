import { Decimal } from '@ctp/factors';
import { sql } from 'kysely';
import type { ScopeTotal } from '../database/close.js';
import type { OrganizationScope } from '../scope.js';

/**
 * A period's totals by scope and Scope 2 method: the current results of current activity versions
 * whose own dates lie inside the period (the reports' rule), summed exactly by PostgreSQL.
 */
export async function periodScopeTotals(
  scope: OrganizationScope,
  period: { periodStart: string; periodEnd: string },
): Promise<ScopeTotal[]> {
  const rows = await scope.db
    .selectFrom('emission_results as r')
    .innerJoin('raw_activity_data as a', (j) =>
      j.onRef('a.organization_id', '=', 'r.organization_id').onRef('a.id', '=', 'r.activity_id'),
    )
    .where('r.superseded_at', 'is', null)
    .where('a.superseded_at', 'is', null)
    .where('r.period_start', '>=', period.periodStart)
    .where('r.period_end', '<=', period.periodEnd)
    .select(['r.scope', 'r.method', sql<string>`sum(r.co2e_kg)::text`.as('co2e_kg')])
    .groupBy(['r.scope', 'r.method'])
    .orderBy('r.scope')
    .orderBy('r.method')
    .execute();
  return rows.map((r) => ({ scope: r.scope, method: r.method, co2eKg: String(r.co2e_kg) }));
}

/**
 * The one total of a period's scope totals: Scope 1 + Scope 2 + Scope 3, Scope 2 counted once,
 * location-based (the method the GHG Protocol requires of everyone) unless the period has only
 * market-based results. An exact decimal string, kg.
 */
export function grandTotal(totals: readonly ScopeTotal[]): string {
  const scope2 = totals.filter((t) => t.scope === 2);
  const method = scope2.some((t) => t.method !== 'market_based') ? 'market_based' : undefined;
  return totals
    .filter((t) => !(t.scope === 2 && method !== undefined && t.method === method))
    .reduce((sum, t) => sum.plus(t.co2eKg), new Decimal(0))
    .toFixed();
}
