import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * One source of truth for the base year (issue 18): `base_year_policies`. Before this, the report
 * settings profile (`organizations.settings.reporting`) had its own `baseYear`,
 * `baseYearEmissions` and `baseYearPolicy`, and reports read those, so a report could state a base
 * year the policy did not have.
 *
 * For every organization whose profile names a valid base year (a whole number from 1990 to 2100)
 * and that has no policy yet, this inserts a policy with that year and the defaults (5 % of the
 * base-year total; all three triggers), as set by its earliest-created active ORG_ADMIN (else its
 * earliest-created user; an organization without users keeps no policy, as `updated_by` must name
 * one). An existing policy always wins over the profile. The old profile fields are left in the
 * settings JSON as they were (nothing is lost), and the server's profile schema ignores them from
 * now on: base-year emissions are computed from the base year's current results, and the policy
 * is worded from the threshold and triggers.
 *
 * The copy runs as `ctp_system`: organizations, users and the policies are under forced row-level
 * security, and only that role's policy sees every organization.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'SET LOCAL ROLE ctp_system',
    `INSERT INTO base_year_policies (organization_id, base_year, updated_by)
     SELECT o.id, o.base_year, u.id
     FROM (
       SELECT id,
              CASE WHEN jsonb_typeof(settings -> 'reporting' -> 'baseYear') = 'number'
                        AND (settings -> 'reporting' ->> 'baseYear') ~ '^[0-9]{4}$'
                   THEN (settings -> 'reporting' ->> 'baseYear')::integer END AS base_year
       FROM organizations
     ) o
     CROSS JOIN LATERAL (
       SELECT users.id FROM users WHERE users.organization_id = o.id
       ORDER BY users.disabled, (users.role = 'ORG_ADMIN') DESC, users.created_at, users.id
       LIMIT 1
     ) u
     WHERE o.base_year BETWEEN 1990 AND 2100
       AND NOT EXISTS (SELECT 1 FROM base_year_policies p WHERE p.organization_id = o.id)`,
    'RESET ROLE',
  ]);
}
