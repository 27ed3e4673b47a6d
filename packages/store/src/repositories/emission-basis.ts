import { sql } from 'kysely';
import { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { filtered, ResultFilterSchema } from './emission-results.js';

/** What a product footprint or a corporate export is computed from. */
export const EmissionBasisQuerySchema = z
  .object({
    /** Inclusive ISO dates; a result counts when its activity period lies wholly inside. */
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    scopes: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .min(1)
      .max(3),
    /** Only these facilities (default: every facility and results with none). */
    facilityIds: z.array(z.uuid()).min(1).optional(),
    /** Scope 2 is calculated both ways; only one may count, or it would be counted twice. */
    scope2Method: z.enum(['location_based', 'market_based']).default('market_based'),
  })
  .strict()
  .refine((q) => q.periodStart <= q.periodEnd, 'periodStart must not be after periodEnd');

/** The organization's current emissions for a period by scope (exact decimal strings) and how they were made. */
export interface EmissionBasis {
  readonly byScope: readonly { scope: 1 | 2 | 3; co2eKg: string; results: number }[];
  readonly methodology: {
    readonly algorithms: readonly { id: string; version: string }[];
    readonly factorDatasets: readonly { id: string; version: string }[];
    readonly gwpSets: readonly string[];
  };
}

/**
 * Sums the current emission results of the period (PostgreSQL `numeric`: exact) by scope, and lists the
 * algorithms, factor datasets and GWP sets of the calculation records behind them.
 */
export async function emissionBasis(
  scope: OrganizationScope,
  query: z.input<typeof EmissionBasisQuerySchema>,
): Promise<EmissionBasis> {
  const q = parseInput('emission basis query', EmissionBasisQuerySchema, query);
  const base = () => {
    let b = filtered(scope, parseInput('result filter', ResultFilterSchema, {}))
      .where('emission_results.period_start', '>=', q.periodStart)
      .where('emission_results.period_end', '<=', q.periodEnd)
      .where('emission_results.scope', 'in', q.scopes)
      .where((eb) =>
        eb.or([
          eb('emission_results.scope', '!=', 2),
          eb('emission_results.method', 'is', null),
          eb('emission_results.method', '=', q.scope2Method),
        ]),
      );
    if (q.facilityIds) b = b.where('emission_results.facility_id', 'in', q.facilityIds);
    return b;
  };
  const sums = await base()
    .select((eb) => [
      'emission_results.scope',
      eb.fn.sum<string>('emission_results.co2e_kg').as('co2e_kg'),
      eb.fn.countAll<string>().as('n'),
    ])
    .groupBy('emission_results.scope')
    .orderBy('emission_results.scope')
    .execute();
  const provenance = await base()
    .innerJoin('calculation_records as r', 'r.id', 'emission_results.calculation_record_id')
    .select([
      'r.algorithm_id',
      'r.algorithm_version',
      sql<string | null>`r.record->'factor'->>'datasetId'`.as('dataset_id'),
      sql<string | null>`r.record->'factor'->>'datasetVersion'`.as('dataset_version'),
      sql<string | null>`r.record->'input'->>'gwpSet'`.as('gwp_set'),
    ])
    .distinct()
    .execute();
  const algorithms = uniqueBy(
    provenance.map((p) => ({ id: p.algorithm_id, version: p.algorithm_version })),
    (a) => `${a.id}@${a.version}`,
  );
  const factorDatasets = uniqueBy(
    provenance.flatMap((p) =>
      p.dataset_id && p.dataset_version ? [{ id: p.dataset_id, version: p.dataset_version }] : [],
    ),
    (d) => `${d.id}@${d.version}`,
  );
  const gwpSets = [...new Set(provenance.flatMap((p) => (p.gwp_set ? [p.gwp_set] : [])))].sort();
  return {
    byScope: sums.map((s) => ({
      scope: s.scope as 1 | 2 | 3,
      co2eKg: String(s.co2e_kg),
      results: Number.parseInt(String(s.n), 10),
    })),
    methodology: { algorithms, factorDatasets, gwpSets },
  };
}

function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}
