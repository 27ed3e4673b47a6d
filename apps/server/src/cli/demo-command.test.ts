import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  getBaseYearPolicy,
  listAudit,
  openDatabase,
  periodFactorEditions,
  verifyAuditChain,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_YEARS, demoActivities } from './demo-data.js';
import { EXIT, runCli } from './program.js';

function capture(dir: string) {
  let stdout = '';
  let stderr = '';
  return {
    io: {
      stdout: (t: string) => {
        stdout += t;
      },
      stderr: (t: string) => {
        stderr += t;
      },
      cwd: dir,
      env: { CTP_DATA_DIR: dir, CTP_LOG_LEVEL: 'warn' },
    },
    out: () => stdout,
    err: () => stderr,
  };
}

describe('ctp demo', () => {
  it('makes 24 months for two facilities that all calculate, with both Scope 2 totals', () => {
    const rows = demoActivities({
      oakland: '00000000-0000-7000-8000-000000000001',
      leeds: '00000000-0000-7000-8000-000000000002',
    });
    const months = new Set(rows.map((r) => r.periodStart.slice(0, 7)));
    expect(months.size).toBe(24);
    expect(new Set(rows.map((r) => r.facilityId)).size).toBe(2);
    // Deterministic, decimal quantities without float artefacts.
    expect(demoActivities({ oakland: 'a', leeds: 'b' })).toEqual(
      demoActivities({ oakland: 'a', leeds: 'b' }),
    );
    for (const r of rows) expect(String(r.quantity)).toMatch(/^\d+(\.\d{1,2})?$/);
    const all = demoActivities({ oakland: 'a', leeds: 'b' }, DEMO_YEARS);
    expect(new Set(all.map((r) => r.periodStart.slice(0, 7))).size).toBe(84);
    expect(() => demoActivities({ oakland: 'a', leeds: 'b' }, [2018])).toThrow('no data for 2018');
  });

  it('creates the organization, stores and calculates everything, prints totals and a sign-in; refuses a second run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctp-demo-'));
    const first = capture(dir);
    expect(await runCli(['demo'], first.io)).toBe(EXIT.ok);
    const out = first.out();
    expect(out).toContain('Created "Demo Manufacturing" (slug demo');
    expect(out).toMatch(/2 facilities, \d+ activities \(2019-01 to 2025-12\), base year 2019/);
    expect(out).toMatch(/2019-01-01 to 2020-12-31 \(pinned: epa-ghg-hub@2021\): \d+ results, 0 failed/);
    expect(out).toMatch(/2021-01-01 to 2025-12-31: \d+ results, 0 failed/);
    expect(out).toMatch(/^ {2}2019 +[\d.]+ +[\d.]+ +[\d.]+ +[\d.]+ {2}base year$/m);
    for (const year of DEMO_YEARS.slice(1))
      expect(out).toMatch(new RegExp(`^ {2}${year} +[\\d.]+ +[\\d.]+ +[\\d.]+ +[\\d.]+$`, 'm'));
    expect(out).toMatch(/email admin@demo\.example\nand password \S{20} /);

    const database = await openDatabase({ dataDir: join(dir, 'db') });
    try {
      const org = await withSystem(database.db, (s) =>
        s.db.selectFrom('organizations').select(['id', 'slug']).executeTakeFirstOrThrow(),
      );
      expect(org.slug).toBe('demo');
      await withOrganization(database.db, org.id, async (scope) => {
        const activities = await scope.db
          .selectFrom('raw_activity_data')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        const results = await scope.db
          .selectFrom('emission_results')
          .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('co2e_kg').as('kg')])
          .executeTakeFirstOrThrow();
        expect(Number(results.n)).toBe(Number(activities.n));
        expect(new Decimal(results.kg).isPositive()).toBe(true);
        // The base year: 2019, calculated with the 2019 DESNZ edition (Leeds) and the pinned EPA
        // Hub 2021 (Oakland; no earlier Hub was found), every pinned result saying so.
        expect(await getBaseYearPolicy(scope)).toMatchObject({ baseYear: 2019 });
        const base = await periodFactorEditions(scope, {
          periodStart: '2019-01-01',
          periodEnd: '2019-12-31',
        });
        const editions = base.map((e) => `${e.datasetId}@${e.datasetVersion}`);
        expect(editions).toEqual(expect.arrayContaining(['desnz-ghg-cf@2019', 'epa-ghg-hub@2021']));
        expect(editions.filter((e) => e.startsWith('desnz-ghg-cf@') || e.startsWith('epa-ghg-hub@'))).toEqual(
          ['desnz-ghg-cf@2019', 'epa-ghg-hub@2021'],
        );
        const { rows: warned } = await sql<{ year: string; pinned: string; hub: string }>`
          SELECT extract(year FROM r.period_start)::text AS year,
                 count(*) FILTER (WHERE c.record -> 'output' -> 'warnings' @> '[{"code":"PINNED_EDITION"}]')::text AS pinned,
                 count(*) FILTER (WHERE c.factor_refs @> '[{"datasetId":"epa-ghg-hub"}]')::text AS hub
            FROM emission_results r JOIN calculation_records c ON c.id = r.calculation_record_id
           GROUP BY 1 ORDER BY 1`.execute(scope.db);
        for (const row of warned) {
          if (row.year === '2019' || row.year === '2020') {
            expect(Number(row.pinned), row.year).toBeGreaterThan(0);
            expect(row.pinned, row.year).toBe(row.hub);
          } else expect(row.pinned, row.year).toBe('0');
        }
        const actions = (await listAudit(scope, { limit: 50 })).items.map((e) => e.action);
        expect(actions).toEqual(expect.arrayContaining(['demo.create', 'calculation.run']));
      });
      expect(await verifyAuditChain(database.db, org.id)).toMatchObject({ valid: true });
    } finally {
      await database.close();
    }

    const second = capture(dir);
    expect(await runCli(['demo'], second.io)).toBe(EXIT.usage);
    expect(second.err()).toContain('slug "demo" exists already');

    // `ctp calculate --org` recalculates stored data: the quarter's results supersede the demo's.
    const again = capture(dir);
    expect(
      await runCli(['calculate', '--org', 'demo', '--from', '2025-01-01', '--to', '2025-03-31'], again.io),
    ).toBe(EXIT.ok);
    const summary = JSON.parse(again.out()) as {
      calculated: number;
      superseded: number;
      failedCount: number;
    };
    expect(summary.calculated).toBeGreaterThan(0);
    expect(summary).toMatchObject({ failedCount: 0, superseded: summary.calculated });
    for (const [args, message] of [
      [
        ['calculate', '--org', 'nobody', '--from', '2025-01-01', '--to', '2025-03-31'],
        'no organization with slug',
      ],
      [
        ['calculate', '--org', 'demo', '--from', '2025-03-31', '--to', '2025-01-01'],
        '--to: is before --from',
      ],
      [['calculate', '--org', 'demo', '--to', '2025-01-01'], '--from'],
      [['calculate', 'x.json', '--org', 'demo', '--from', '2025-01-01', '--to', '2025-01-31'], 'not both'],
      [['calculate'], 'give a FILE'],
    ] as const) {
      const bad = capture(dir);
      expect(await runCli([...args], bad.io), args.join(' ')).toBe(EXIT.usage);
      expect(bad.err()).toContain(message);
    }
  }, 180_000);
});
