import { sql } from 'kysely';
import { z } from 'zod';
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

/**
 * Each listed result as one JSON text built by the database. The driver then decodes three fields
 * a row (this, `id` and the cursor) instead of twenty-one, which was most of what a page cost on
 * PGlite (issue 22); `JSON.parse` reads the rest natively. Decimals are cast to text, so they stay
 * exact strings; dates are `YYYY-MM-DD` and `created_at` milliseconds in UTC, as the driver gives.
 */
const resultJson = sql<string>`json_build_object(
  'id', id, 'activityId', activity_id, 'calculationRunId', calculation_run_id,
  'calculationRecordId', calculation_record_id, 'facilityId', facility_id,
  'periodStart', to_char(period_start, 'YYYY-MM-DD'), 'periodEnd', to_char(period_end, 'YYYY-MM-DD'),
  'scope', scope, 'scope3Category', scope3_category, 'category', category, 'method', method,
  'co2eKg', co2e_kg::text, 'biogenicCo2Kg', biogenic_co2_kg::text, 'gases', gases,
  'confidence', confidence, 'warnings', warnings, 'supersededBy', superseded_by,
  'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'recordOutputHash', record_output_hash
)::text`;

/** A result from its {@link resultJson} text. */
function fromJson(text: string): EmissionResult {
  const row = JSON.parse(text) as Omit<EmissionResult, 'createdAt'> & { createdAt: string };
  return { ...row, createdAt: new Date(row.createdAt) };
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
  return fetchPage(filtered(scope, f).select(['id', resultJson.as('result')]), page, (row) =>
    fromJson(row.result),
  );
}
