import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { EmissionResultsTable } from '../database/activity.js';
import { dateString } from '../database/columns.js';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** A stored emission result; decimals are exact strings. */
export interface EmissionResult {
  readonly id: string;
  readonly activityId: string;
  readonly calculationRunId: string;
  readonly calculationRecordId: string;
  readonly facilityId: string | null;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly scope: number;
  readonly scope3Category: number | null;
  readonly category: string;
  readonly method: string | null;
  readonly co2eKg: string;
  readonly biogenicCo2Kg: string;
  readonly gases: readonly unknown[];
  readonly confidence: string;
  readonly warnings: readonly unknown[];
  readonly supersededBy: string | null;
  readonly createdAt: Date;
  /** `checksumOutput` of the calculation record it was copied from (null on results stored before 0016). */
  readonly recordOutputHash: string | null;
}

function toResult(row: Selectable<EmissionResultsTable>): EmissionResult {
  return {
    id: row.id,
    activityId: row.activity_id,
    calculationRunId: row.calculation_run_id,
    calculationRecordId: row.calculation_record_id,
    facilityId: row.facility_id,
    periodStart: dateString(row.period_start),
    periodEnd: dateString(row.period_end),
    scope: row.scope,
    scope3Category: row.scope3_category,
    category: row.category,
    method: row.method,
    co2eKg: row.co2e_kg,
    biogenicCo2Kg: row.biogenic_co2_kg,
    gases: row.gases,
    confidence: row.confidence,
    warnings: row.warnings,
    supersededBy: row.superseded_by,
    createdAt: row.created_at,
    recordOutputHash: row.record_output_hash,
  };
}

export const ResultFilterSchema = z
  .object({
    calculationRunId: z.uuid().optional(),
    scope: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    category: z.string().optional(),
    facilityId: z.uuid().optional(),
    method: z.enum(['location_based', 'market_based']).optional(),
    periodFrom: z.iso.date().optional(),
    periodTo: z.iso.date().optional(),
    /** Include superseded results and results of superseded activity versions (default: current only). */
    includeSuperseded: z.boolean().default(false),
  })
  .strict();
export type ResultFilter = z.output<typeof ResultFilterSchema>;

/** The current-results query with `f` applied (internal: shared by listing and totals). */
export function filtered(scope: OrganizationScope, f: ResultFilter) {
  let q = scope.db.selectFrom('emission_results');
  if (!f.includeSuperseded) {
    // Current results of current activity versions: a corrected activity's old results stop counting.
    q = q
      .where('superseded_at', 'is', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('raw_activity_data as a')
            .select('a.id')
            .whereRef('a.id', '=', 'emission_results.activity_id')
            .where('a.superseded_at', 'is', null),
        ),
      );
  }
  if (f.calculationRunId !== undefined) q = q.where('calculation_run_id', '=', f.calculationRunId);
  if (f.scope !== undefined) q = q.where('scope', '=', f.scope);
  if (f.category !== undefined) q = q.where('category', '=', f.category);
  if (f.facilityId !== undefined) q = q.where('facility_id', '=', f.facilityId);
  if (f.method !== undefined) q = q.where('method', '=', f.method);
  if (f.periodFrom !== undefined) q = q.where('period_end', '>=', f.periodFrom);
  if (f.periodTo !== undefined) q = q.where('period_start', '<=', f.periodTo);
  return q;
}

/** Emission results matching `filter`, in creation order, a page at a time. */
export async function listEmissionResults(
  scope: OrganizationScope,
  options: z.input<typeof ResultFilterSchema> & z.input<typeof PageOptionsSchema> = {},
): Promise<Page<EmissionResult>> {
  const { limit, cursor, ...rest } = options;
  const page = parseInput('page options', PageOptionsSchema, { limit, cursor });
  const f = parseInput('result filter', ResultFilterSchema, rest);
  return fetchPage(filtered(scope, f).selectAll(), page, toResult);
}
