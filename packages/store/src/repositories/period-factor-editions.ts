import { sql } from 'kysely';
import type { OrganizationScope } from '../scope.js';

/** A factor dataset edition and how many of a period's current results used it. */
export interface PeriodFactorEdition {
  readonly datasetId: string;
  readonly datasetVersion: string;
  /** Current results of the period whose calculation record cites the edition (once per result). */
  readonly results: number;
}

/**
 * The factor dataset editions a period's current results used (the reports' rule: current results
 * of current activity versions whose own dates lie inside the period), from the records'
 * `factor_refs` column (generated from the record by migration 0018, so no record JSON is read).
 * Sorted by dataset id and version. A report cites them for its base year.
 */
export async function periodFactorEditions(
  scope: OrganizationScope,
  period: { periodStart: string; periodEnd: string },
): Promise<PeriodFactorEdition[]> {
  const { rows } = await sql<{ dataset_id: string; dataset_version: string; results: string }>`
    SELECT f.ref ->> 'datasetId' AS dataset_id,
           f.ref ->> 'datasetVersion' AS dataset_version,
           count(DISTINCT r.id)::text AS results
      FROM emission_results r
      JOIN raw_activity_data a ON a.organization_id = r.organization_id AND a.id = r.activity_id
      JOIN calculation_records c ON c.id = r.calculation_record_id
      CROSS JOIN LATERAL jsonb_array_elements(c.factor_refs) AS f(ref)
     WHERE r.superseded_at IS NULL
       AND a.superseded_at IS NULL
       AND r.period_start >= ${period.periodStart}
       AND r.period_end <= ${period.periodEnd}
     GROUP BY 1, 2
     ORDER BY 1, 2`.execute(scope.db);
  return rows.map((r) => ({
    datasetId: r.dataset_id,
    datasetVersion: r.dataset_version,
    results: Number(r.results),
  }));
}
