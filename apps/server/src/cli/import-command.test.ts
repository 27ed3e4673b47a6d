import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createFacility,
  createOrganization,
  listAudit,
  migrateToLatest,
  type OpenDatabase,
  openDatabase,
  testTargets,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressStream } from './import-progress.js';
import { EXIT, runCli } from './program.js';

const HEADER = 'facility,category,quantity,unit,periodStart,periodEnd,attr.fuel';
const GOOD = [
  HEADER,
  'Main plant,stationary_combustion,1500.123456789012345678,kWh,2025-01-01,2025-01-31,natural_gas',
  ',mobile_combustion,42,l,2025-02-01,2025-02-28,diesel',
].join('\n');

/** Where the command finds its database: a PGlite data folder, or PostgreSQL by DATABASE_URL. */
interface Place {
  name: string;
  prepare(): Promise<{
    args: string[];
    env: Record<string, string>;
    open(): Promise<OpenDatabase>;
    done(): Promise<void>;
  }>;
}

/** A stream that keeps what is written, looking like a terminal or like a pipe. */
function captured(isTTY: boolean): { stream: ProgressStream; text(): string } {
  let text = '';
  const write = (chunk: string) => {
    text += chunk;
    return true;
  };
  return { stream: { isTTY, columns: 120, write } as unknown as ProgressStream, text: () => text };
}

const places: Place[] = [
  {
    name: 'PGlite data dir (--data-dir)',
    prepare: async () => {
      const dir = await mkdtemp(join(tmpdir(), 'ctp-import-'));
      return {
        args: ['--data-dir', dir],
        env: {},
        open: () => openDatabase({ dataDir: join(dir, 'db') }),
        done: async () => {},
      };
    },
  },
  ...testTargets(process.env.TEST_DATABASE_URL)
    .filter((t) => t.name === 'postgres')
    .map(
      (target): Place => ({
        name: 'PostgreSQL (DATABASE_URL)',
        prepare: async () => {
          const test = await target.open();
          const url = test.url as string;
          await test.close();
          const dir = await mkdtemp(join(tmpdir(), 'ctp-import-pg-'));
          return {
            args: [],
            env: { DATABASE_URL: url, CTP_DATA_DIR: dir },
            open: () => openDatabase({ url }),
            done: () => test.cleanup(),
          };
        },
      }),
    ),
];

describe.each(places)('ctp import on $name', (place) => {
  let ctx: Awaited<ReturnType<Place['prepare']>>;
  let dir = '';
  let orgId = '';
  let facilityId = '';

  const withDb = async <T>(fn: (store: OpenDatabase) => Promise<T>) => {
    const store = await ctx.open(); // PGlite allows one opener at a time: open, use, close
    try {
      return await fn(store);
    } finally {
      await store.close();
    }
  };
  const count = () =>
    withDb((store) =>
      withOrganization(store.db, orgId, async (scope) =>
        Number(
          (
            await scope.db
              .selectFrom('raw_activity_data')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
  async function run(argv: string[], progressStream?: ProgressStream) {
    let stdout = '';
    let stderr = '';
    const io = {
      stdout: (t: string) => (stdout += t),
      stderr: (t: string) => (stderr += t),
      cwd: dir,
      env: ctx.env,
      ...(progressStream ? { progressStream } : {}),
    };
    const code = await runCli([...argv, ...ctx.args], io);
    return { code, stdout, stderr };
  }

  beforeAll(async () => {
    ctx = await place.prepare();
    dir = await mkdtemp(join(tmpdir(), 'ctp-import-files-'));
    await withDb(async (store) => {
      await migrateToLatest(store.db);
      const org = await withSystem(store.db, (s) =>
        createOrganization(s, { name: 'Cli Co', slug: 'cli-co' }),
      );
      orgId = org.id;
      facilityId = (
        await withOrganization(store.db, org.id, (s) => createFacility(s, { name: 'Main plant' }))
      ).id;
    });
  }, 60_000);
  afterAll(() => ctx?.done());

  it('imports a CSV file all at once, draws a progress bar on a terminal, and audits the command line', async () => {
    await writeFile(join(dir, 'good.csv'), GOOD);
    const terminal = captured(true);
    const { code, stdout, stderr } = await run(['import', 'good.csv', '--org', 'cli-co'], terminal.stream);
    expect(stderr).not.toMatch(/problem/);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toBe('imported 2 activities into cli-co\n');
    expect(terminal.text()).toContain('2/2 rows');
    const rows = await withDb((store) =>
      withOrganization(store.db, orgId, (s) =>
        s.db
          .selectFrom('raw_activity_data')
          .select(['quantity', 'facility_id', 'attributes', 'entered_by'])
          .orderBy('quantity', 'desc')
          .execute(),
      ),
    );
    expect(rows).toEqual([
      {
        quantity: '1500.123456789012345678',
        facility_id: facilityId,
        attributes: { fuel: 'natural_gas' },
        entered_by: null,
      },
      { quantity: '42', facility_id: null, attributes: { fuel: 'diesel' }, entered_by: null },
    ]);
    const audit = await withDb((store) =>
      withOrganization(store.db, orgId, (s) => listAudit(s, { limit: 10 })),
    );
    expect(audit.items.find((e) => e.action === 'activity.import')).toMatchObject({
      actorType: 'system',
      actorId: 'cli',
      details: { format: 'csv', imported: 2 },
    });
  }, 60_000);

  it('imports a JSON file, with no bar when stderr is not a terminal', async () => {
    const rows = [
      {
        category: 'stationary_combustion',
        quantity: '3',
        unit: 'kWh',
        periodStart: '2025-03-01',
        periodEnd: '2025-03-31',
      },
    ];
    await writeFile(join(dir, 'rows.json'), JSON.stringify({ rows }));
    const before = await count();
    const pipe = captured(false);
    const { code, stdout } = await run(['import', 'rows.json', '--org', 'cli-co'], pipe.stream);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toBe('imported 1 activities into cli-co\n');
    expect(pipe.text()).toBe('');
    expect(await count()).toBe(before + 1);
  }, 60_000);

  it('lists every bad row with its line and stores nothing', async () => {
    const bad = [
      HEADER,
      'Main plant,stationary_combustion,10,kWh,2025-01-01,2025-01-31,gas',
      'Main plant,stationary_combustion,"1,000",kWh,2025-01-01,2025-01-31,gas',
      'Elsewhere,stationary_combustion,10,kWh,2025-01-01,2025-13-31,gas',
    ].join('\n');
    await writeFile(join(dir, 'bad.csv'), bad);
    const before = await count();
    const { code, stderr } = await run(['import', 'bad.csv', '--org', 'cli-co']);
    expect(code).toBe(EXIT.failed);
    expect(stderr).toContain('bad.csv:3: quantity:');
    expect(stderr).toContain('bad.csv:4: facility: no facility named "Elsewhere"');
    expect(stderr).toMatch(/bad\.csv:4: periodEnd:/);
    expect(stderr).toContain('3 problem(s) in 2 row(s); nothing was imported');
    expect(await count()).toBe(before);
  }, 60_000);

  it('refuses an unknown organization, a missing file and an unknown format with exit code 2', async () => {
    await writeFile(join(dir, 'rows.txt'), GOOD);
    const unknownOrg = await run(['import', 'good.csv', '--org', 'nobody']);
    expect(unknownOrg.code).toBe(EXIT.usage);
    expect(unknownOrg.stderr).toContain('no organization with the slug nobody');
    expect((await run(['import', 'missing.csv', '--org', 'cli-co'])).code).toBe(EXIT.usage);
    expect((await run(['import', 'rows.txt', '--org', 'cli-co'])).stderr).toContain('--format');
    expect((await run(['import', 'rows.txt', '--org', 'cli-co', '--format', 'csv'])).code).toBe(EXIT.ok);
    expect((await run(['import', 'good.csv'])).code).toBe(EXIT.usage);
  }, 60_000);
});
