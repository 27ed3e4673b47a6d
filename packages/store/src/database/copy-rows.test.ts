import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PeriodLockedError } from '../errors.js';
import { uuidv7 } from '../ids.js';
import { createOrganization, type Organization } from '../repositories/organizations.js';
import { lockPeriod } from '../repositories/period-close.js';
import { createPeriod, getPeriod, movePeriod } from '../repositories/reporting-periods.js';
import { createUser } from '../repositories/users.js';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { type CopyValue, copyRows } from './copy-rows.js';
import { CopyData } from './copy-support.js';

const COLUMNS = [
  'id',
  'organization_id',
  'lineage_id',
  'version',
  'category',
  'quantity',
  'unit',
  'period_start',
  'period_end',
  'region',
  'attributes',
  'source_document',
  'quality_score',
  'data_quality',
  'created_at',
];

/** The staging tables copyRows left in the transaction (none when it copied straight into the table). */
const stagingTables = async (db: Parameters<typeof copyRows>[0]) =>
  (
    await db.executeQuery<{ n: number }>(
      CompiledQuery.raw(
        "SELECT count(*)::int AS n FROM pg_class WHERE relname LIKE 'ctp_copy_%' AND relpersistence = 't'",
      ),
    )
  ).rows[0]?.n;

/** Texts a CSV writer gets wrong when it quotes or escapes carelessly. */
const AWKWARD = ['', 'a,b', 'say "hi"', 'two\nlines', 'cr\r\nlf', '\\.', '\\N', 'NULL', ' padded ', 'é ✓ 😀'];

describe.each(testTargets(process.env.TEST_DATABASE_URL))('copyRows on $name', (target) => {
  let store: TestDatabase;
  let a: Organization;
  let b: Organization;
  beforeAll(async () => {
    store = await target.open();
    [a, b] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'copy-a' }),
      await createOrganization(s, { name: 'B', slug: 'copy-b' }),
    ]);
  }, 60_000);
  afterAll(() => store.cleanup());

  const row = (
    organizationId: string,
    sourceDocument: string | null,
    extra: Partial<Record<string, CopyValue>> = {},
  ) => {
    const id = uuidv7();
    const values: Record<string, CopyValue> = {
      id,
      organization_id: organizationId,
      lineage_id: id,
      version: 1,
      category: 'stationary_combustion',
      quantity: '12345678901234567890.123456789012345678',
      unit: 'kWh',
      period_start: '2024-01-01',
      period_end: '2024-01-31',
      region: null,
      attributes: JSON.stringify({ note: 'quote " comma , newline \n', n: 1 }),
      source_document: sourceDocument,
      quality_score: 3,
      data_quality: 'measured',
      created_at: new Date('2024-02-01T10:20:30.456Z'),
      ...extra,
    };
    return COLUMNS.map((c) => values[c] ?? null);
  };

  it('stores every text exactly, an empty string as empty and null as NULL, under the scope', async () => {
    const rows = [...AWKWARD.map((text) => row(a.id, text)), row(a.id, null)];
    const inserted = await withOrganization(store.db, a.id, (s) =>
      copyRows(s.db, 'raw_activity_data', COLUMNS, rows),
    );
    expect(inserted).toBe(rows.length);
    const stored = await withOrganization(store.db, a.id, (s) =>
      s.db
        .selectFrom('raw_activity_data')
        .select(['id', 'source_document', 'quantity', 'attributes', 'quality_score', 'created_at', 'region'])
        .where(
          'id',
          'in',
          rows.map((r) => r[0] as string),
        )
        .execute(),
    );
    const byId = new Map(stored.map((r) => [r.id, r]));
    for (const r of rows) {
      const got = byId.get(r[0] as string);
      expect(got?.source_document).toBe(r[11]);
      expect(got?.quantity).toBe('12345678901234567890.123456789012345678');
      expect(got?.attributes).toEqual({ note: 'quote " comma , newline \n', n: 1 });
      expect(got?.quality_score).toBe(3);
      expect(got?.region).toBeNull();
      expect(new Date(got?.created_at as Date).toISOString()).toBe('2024-02-01T10:20:30.456Z');
    }
  });

  it('keeps row-level security: a row of another organization is refused and nothing is stored', async () => {
    const mine = row(a.id, 'mine');
    const theirs = row(b.id, 'theirs');
    await expect(
      withOrganization(store.db, a.id, (s) => copyRows(s.db, 'raw_activity_data', COLUMNS, [mine, theirs])),
    ).rejects.toThrow(/row-level security/);
    const found = await withSystem(store.db, (s) =>
      s.db
        .selectFrom('raw_activity_data')
        .select('id')
        .where('id', 'in', [mine[0] as string, theirs[0] as string])
        .execute(),
    );
    expect(found).toEqual([]);
  });

  it('takes several calls in one transaction, and rolls all of them back with it', async () => {
    const first = [row(a.id, 'first')];
    const second = [row(a.id, 'second'), row(a.id, 'third')];
    const counted = await withOrganization(store.db, a.id, async (s) => [
      await copyRows(s.db, 'raw_activity_data', COLUMNS, first),
      await copyRows(s.db, 'raw_activity_data', COLUMNS, second),
    ]);
    expect(counted).toEqual([1, 2]);
    const rolledBack = [row(a.id, 'rolled back')];
    await expect(
      withOrganization(store.db, a.id, async (s) => {
        await copyRows(s.db, 'raw_activity_data', COLUMNS, rolledBack);
        await copyRows(s.db, 'raw_activity_data', COLUMNS, [row(a.id, 'bad', { quantity: 'not a number' })]);
      }),
    ).rejects.toThrow();
    const ids = [...first, ...second, ...rolledBack].map((r) => r[0] as string);
    const stored = await withOrganization(store.db, a.id, (s) =>
      s.db.selectFrom('raw_activity_data').select('source_document').where('id', 'in', ids).execute(),
    );
    expect(stored.map((r) => r.source_document).sort()).toEqual(['first', 'second', 'third']);
  });

  it('copies straight into the table when the connecting role bypasses row-level security', async () => {
    // PGlite connects as its superuser, and the PostgreSQL tests as theirs: no staging table.
    const left = await withOrganization(store.db, a.id, async (s) => {
      expect(await copyRows(s.db, 'raw_activity_data', COLUMNS, [row(a.id, 'straight')])).toBe(1);
      const role = await s.db.executeQuery<{ r: string }>(CompiledQuery.raw('SELECT current_user AS r'));
      expect(role.rows[0]?.r).toBe('ctp_app');
      return stagingTables(s.db);
    });
    expect(left).toBe(0);
  });

  it('refuses rows in a locked reporting period as an insert would, and stores none', async () => {
    const period = await withOrganization(store.db, b.id, async (s) => {
      const ada = (await createUser(s, { email: 'ada@copy.example', name: 'Ada', role: 'ORG_ADMIN' })).id;
      const bob = (await createUser(s, { email: 'bob@copy.example', name: 'Bob', role: 'ORG_ADMIN' })).id;
      let p = await createPeriod(s, {
        name: 'FY2023',
        periodStart: '2023-01-01',
        periodEnd: '2023-12-31',
        createdBy: ada,
      });
      p = await movePeriod(s, p, 'submit', ada);
      p = await movePeriod(s, await getPeriod(s, p.id, true), 'approve', bob);
      return (await lockPeriod(s, p, bob)).period;
    });
    expect(period.status).toBe('locked');
    const open = row(b.id, 'open period');
    const locked = row(b.id, 'locked period', { period_start: '2023-06-01', period_end: '2023-06-30' });
    await expect(
      withOrganization(store.db, b.id, (s) => copyRows(s.db, 'raw_activity_data', COLUMNS, [open, locked])),
    ).rejects.toBeInstanceOf(PeriodLockedError);
    const found = await withOrganization(store.db, b.id, (s) =>
      s.db
        .selectFrom('raw_activity_data')
        .select('id')
        .where('id', 'in', [open[0] as string, locked[0] as string])
        .execute(),
    );
    expect(found).toEqual([]);
  });

  it('refuses rows whose length does not match the columns, and CopyData outside a COPY', async () => {
    await expect(
      withOrganization(store.db, a.id, (s) => copyRows(s.db, 'raw_activity_data', COLUMNS, [['only one']])),
    ).rejects.toThrow(TypeError);
    await expect(
      withOrganization(store.db, a.id, (s) =>
        s.db.executeQuery(CompiledQuery.raw('SELECT $1::text', [new CopyData(['x'])])),
      ),
    ).rejects.toThrow(/only a parameter of a COPY/);
  });
});
