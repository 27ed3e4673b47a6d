import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from '../database/open.js';
import { withSystem } from '../scope.js';
import { createMigrator } from './index.js';

const org = (n: number) => `0190a4c0-0000-7000-8000-00000000000${n}`;
const user = (n: number) => `0190a4c0-0000-7000-8000-00000000010${n}`;

describe('0023_base_year_single_source on an existing database', () => {
  it("moves a profile's base year into base_year_policies unless the organization has a policy", async () => {
    const store = await openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) });
    try {
      const before = await createMigrator(store.db).migrateTo('0022_auditor_role');
      expect(before.error).toBeUndefined();
      const settings = (reporting: Record<string, unknown>) => JSON.stringify({ reporting });
      await store.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL ROLE ctp_system`.execute(trx);
        const orgs: [number, string][] = [
          // 1: a profile base year and an admin (created after a member): moved, set by the admin.
          [1, settings({ baseYear: 2021, baseYearPolicy: 'our words', baseYearEmissions: null })],
          // 2: a profile base year, but a policy already set: the policy wins.
          [2, settings({ baseYear: 2018 })],
          // 3: no usable base year (text, out of range, none): nothing to move.
          [3, settings({ baseYear: '2020' })],
          [4, settings({ baseYear: 1850 })],
          [5, settings({})],
        ];
        for (const [n, s] of orgs) {
          await sql`INSERT INTO organizations (id, public_org_id, slug, name, settings, created_at, updated_at)
            VALUES (${org(n)}, ${`c0ffee00-0000-4000-8000-00000000000${n}`}, ${`o${n}`}, ${`Org ${n}`}, ${s}::jsonb, now(), now())`.execute(
            trx,
          );
          await sql`INSERT INTO users (id, organization_id, email, name, role, created_at)
            VALUES (${user(n)}, ${org(n)}, ${`member${n}@example.org`}, 'Member', 'ORG_MEMBER', now() - interval '2 days')`.execute(
            trx,
          );
        }
        await sql`INSERT INTO users (id, organization_id, email, name, role, created_at)
          VALUES (${user(9)}, ${org(1)}, 'admin@example.org', 'Admin', 'ORG_ADMIN', now() - interval '1 day')`.execute(
          trx,
        );
        await sql`INSERT INTO base_year_policies (organization_id, base_year, significance_threshold_percent, updated_by)
          VALUES (${org(2)}, 2019, 7.5, ${user(2)})`.execute(trx);
      });

      const after = await createMigrator(store.db).migrateToLatest();
      expect(after.error).toBeUndefined();
      const rows = await withSystem(store.db, (s) =>
        s.db
          .selectFrom('base_year_policies')
          .select([
            'organization_id',
            'base_year',
            'significance_threshold_percent',
            'triggers',
            'updated_by',
          ])
          .orderBy('organization_id')
          .execute(),
      );
      expect(
        rows.map((r) => ({ ...r, significance_threshold_percent: String(r.significance_threshold_percent) })),
      ).toEqual([
        {
          organization_id: org(1),
          base_year: 2021,
          significance_threshold_percent: '5',
          triggers: ['structural_change', 'methodology_or_factor_change', 'discovered_error'],
          updated_by: user(9),
        },
        {
          organization_id: org(2),
          base_year: 2019,
          significance_threshold_percent: '7.5',
          triggers: ['structural_change', 'methodology_or_factor_change', 'discovered_error'],
          updated_by: user(2),
        },
      ]);
      // The profile keeps what it had: nothing is deleted from the settings (0028 adds its own
      // calculation settings beside it).
      const kept = await withSystem(store.db, (s) =>
        s.db
          .selectFrom('organizations')
          .select('settings')
          .where('id', '=', org(1))
          .executeTakeFirstOrThrow(),
      );
      expect((kept.settings as { reporting: unknown }).reporting).toEqual({
        baseYear: 2021,
        baseYearPolicy: 'our words',
        baseYearEmissions: null,
      });
    } finally {
      await store.close();
    }
  }, 300_000);
});
