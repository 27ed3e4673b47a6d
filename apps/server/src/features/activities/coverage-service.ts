import { type OrganizationScope, withOrganization } from '@ctp/store';
import { sql } from 'kysely';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { ActivityCoverageView } from './coverage-schemas.js';

/** The calendar months (YYYY-MM) from `from`'s month to `to`'s, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= last) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

interface CountRow {
  facility_id: string | null;
  month: string;
  activities: number;
}

/**
 * Counts, in the database, the current activity versions per facility and calendar month: an
 * activity counts in every month its period overlaps (a quarterly invoice fills three months).
 * Row-level security confines it to the scope's organization.
 */
async function countByFacilityAndMonth(
  scope: OrganizationScope,
  from: string,
  to: string,
): Promise<CountRow[]> {
  const result = await sql<CountRow>`
    WITH months AS (
      SELECT m::date AS month_start, (m + interval '1 month' - interval '1 day')::date AS month_end
      FROM generate_series(date_trunc('month', ${from}::date), date_trunc('month', ${to}::date), interval '1 month') AS m
    )
    SELECT a.facility_id, to_char(months.month_start, 'YYYY-MM') AS month, count(*)::int AS activities
    FROM raw_activity_data a
    JOIN months ON a.period_start <= months.month_end AND a.period_end >= months.month_start
    WHERE a.superseded_at IS NULL
      AND a.organization_id = ${scope.organizationId}
      -- The whole months of the range, so the period index narrows the rows before the join.
      AND a.period_end >= date_trunc('month', ${from}::date)::date
      AND a.period_start <= (date_trunc('month', ${to}::date) + interval '1 month' - interval '1 day')::date
    GROUP BY a.facility_id, months.month_start
  `.execute(scope.db);
  return result.rows;
}

/** The coverage service: where activity data exists, by facility and month, for the dashboard's grid. */
export function activityCoverageService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    coverage: (caller: Caller, from: string, to: string): Promise<ActivityCoverageView> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const months = monthsBetween(from, to);
        const column = new Map(months.map((m, i) => [m, i]));
        const facilities = await scope.db
          .selectFrom('facilities')
          .select(['id', 'name'])
          .orderBy('name')
          .orderBy('id')
          .execute();
        const counts = await countByFacilityAndMonth(scope, from, to);
        const rows = new Map<string | null, number[]>(facilities.map((f) => [f.id, months.map(() => 0)]));
        for (const c of counts) {
          const row = rows.get(c.facility_id) ?? months.map(() => 0);
          row[column.get(c.month) as number] = Number(c.activities);
          rows.set(c.facility_id, row);
        }
        const named = facilities.map((f) => ({
          facilityId: f.id,
          name: f.name,
          counts: rows.get(f.id) as number[],
        }));
        const unassigned = rows.get(null);
        return {
          from,
          to,
          months,
          facilities: unassigned ? [...named, { facilityId: null, name: null, counts: unassigned }] : named,
        };
      }),
  };
}
