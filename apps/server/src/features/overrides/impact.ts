import { Decimal } from '@ctp/factors';
import type { OrganizationScope, StoredOverride } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { overrideState } from './schemas.js';

const Kg = z.string().openapi({ description: 'kg CO2e, an exact decimal string.', example: '1250.5' });

export const OverrideImpact = z
  .object({
    overrideId: z.uuid(),
    category: z.string(),
    state: z.enum(['pending', 'approved', 'ended']),
    effectiveFrom: z.string(),
    effectiveTo: z.string().nullable(),
    results: z.int().openapi({
      description:
        'Current results of the category whose activity period starts inside the override’s dates: what it changes.',
    }),
    co2eKg: Kg.openapi({ description: 'Their total as stored, kg CO2e.' }),
    alreadyOverridden: z.object({ results: z.int(), co2eKg: Kg }).openapi({
      description:
        'Of those, the results calculated with an override applied (an approved one, this or another).',
    }),
    estimate: z
      .object({
        basis: z.enum(['factor_multiplier']),
        resultsEstimated: z.int(),
        changeKg: Kg.openapi({ description: 'Estimated change once recalculated: base × (multiplier − 1).' }),
        co2eKgAfter: Kg.openapi({
          description: 'Estimated total of the estimated results once recalculated.',
        }),
      })
      .nullable()
      .openapi({
        description:
          'For a pending or approved factor multiplier: the change on the results not yet calculated with an override. Null for a methodology or custom override (it depends on another algorithm or formula: recalculate to see it) and for an ended one.',
      }),
  })
  .openapi('OverrideImpact');

type Impact = z.infer<typeof OverrideImpact>;

/** Sums the current results an override covers, split by whether an override was already applied. */
async function coveredResults(scope: OrganizationScope, o: StoredOverride) {
  const to = o.effectiveTo === null ? sql`` : sql`AND r.period_start <= ${o.effectiveTo}`;
  const rows = await sql<{ overridden: boolean; n: string; kg: string }>`
    SELECT (c.algorithm_type = 'override') AS overridden, count(*)::text AS n,
           coalesce(sum(r.co2e_kg), 0)::text AS kg
    FROM emission_results r
    JOIN calculation_records c ON c.id = r.calculation_record_id
    WHERE r.superseded_at IS NULL AND r.category = ${o.category} AND r.period_start >= ${o.effectiveFrom} ${to}
      AND EXISTS (SELECT 1 FROM raw_activity_data a WHERE a.id = r.activity_id AND a.superseded_at IS NULL)
    GROUP BY 1`.execute(scope.db);
  const part = (overridden: boolean) => {
    const row = rows.rows.find((r) => r.overridden === overridden);
    return { results: Number(row?.n ?? 0), kg: new Decimal(row?.kg ?? 0) };
  };
  return { plain: part(false), overridden: part(true) };
}

/**
 * What an override changes: the current results of its category inside its dates, and for a factor
 * multiplier that is not ended an exact estimate of the change (decimal arithmetic, never floats).
 */
export async function overrideImpact(scope: OrganizationScope, o: StoredOverride): Promise<Impact> {
  const { plain, overridden } = await coveredResults(scope, o);
  const state = overrideState(o);
  const estimate =
    o.kind === 'factor_multiplier' && state !== 'ended'
      ? {
          basis: 'factor_multiplier' as const,
          resultsEstimated: plain.results,
          changeKg: plain.kg.times(new Decimal(String(o.factorMultiplier)).minus(1)).toFixed(),
          co2eKgAfter: plain.kg.times(new Decimal(String(o.factorMultiplier))).toFixed(),
        }
      : null;
  return {
    overrideId: o.id,
    category: o.category,
    state,
    effectiveFrom: o.effectiveFrom,
    effectiveTo: o.effectiveTo,
    results: plain.results + overridden.results,
    co2eKg: plain.kg.plus(overridden.kg).toFixed(),
    alreadyOverridden: { results: overridden.results, co2eKg: overridden.kg.toFixed() },
    estimate,
  };
}
