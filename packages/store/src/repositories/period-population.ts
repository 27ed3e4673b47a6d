import { dateString } from '../database/columns.js';
import { NotFoundError } from '../errors.js';
import type { OrganizationScope } from '../scope.js';

/** One result of a period's population: what an auditor samples from and downloads. */
export interface PopulationItem {
  readonly resultId: string;
  readonly activityId: string;
  readonly calculationRecordId: string;
  readonly facilityId: string | null;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly scope: number;
  readonly scope3Category: number | null;
  readonly category: string;
  readonly method: string | null;
  /** Exact decimal string, kg CO2e. */
  readonly co2eKg: string;
}

/**
 * The full population of a period's results: the current results of current activity versions
 * whose own dates lie inside the period (the rule of the period totals and of reports), ordered by
 * result id so that the same data always gives the same sequence (a seeded sample depends on it).
 */
export async function periodPopulation(
  scope: OrganizationScope,
  period: { periodStart: string; periodEnd: string },
): Promise<PopulationItem[]> {
  const rows = await scope.db
    .selectFrom('emission_results as r')
    .innerJoin('raw_activity_data as a', (j) =>
      j.onRef('a.organization_id', '=', 'r.organization_id').onRef('a.id', '=', 'r.activity_id'),
    )
    .where('r.superseded_at', 'is', null)
    .where('a.superseded_at', 'is', null)
    .where('r.period_start', '>=', period.periodStart)
    .where('r.period_end', '<=', period.periodEnd)
    .select(COLUMNS)
    .orderBy('r.id')
    .execute();
  return rows.map(toItem);
}

/** One result of the organization by id, current or not, in the population's shape. */
export async function getPopulationItem(scope: OrganizationScope, resultId: string): Promise<PopulationItem> {
  const row = await scope.db
    .selectFrom('emission_results as r')
    .where('r.id', '=', resultId)
    .select(COLUMNS)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('emission result', resultId);
  return toItem(row);
}

const COLUMNS = [
  'r.id',
  'r.activity_id',
  'r.calculation_record_id',
  'r.facility_id',
  'r.period_start',
  'r.period_end',
  'r.scope',
  'r.scope3_category',
  'r.category',
  'r.method',
  'r.co2e_kg',
] as const;

function toItem(r: {
  id: string;
  activity_id: string;
  calculation_record_id: string;
  facility_id: string | null;
  period_start: Date | string;
  period_end: Date | string;
  scope: number;
  scope3_category: number | null;
  category: string;
  method: string | null;
  co2e_kg: string;
}): PopulationItem {
  return {
    resultId: r.id,
    activityId: r.activity_id,
    calculationRecordId: r.calculation_record_id,
    facilityId: r.facility_id,
    periodStart: dateString(r.period_start),
    periodEnd: dateString(r.period_end),
    scope: r.scope,
    scope3Category: r.scope3_category,
    category: r.category,
    method: r.method,
    co2eKg: String(r.co2e_kg),
  };
}
