import { AlgorithmRegistry, createCalculator, ENGINE_VERSION, genericAlgorithms } from '@ctp/engine';
import { FactorLibrary } from '@ctp/factors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateString } from '../database/columns.js';
import { type OrganizationScope, withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData } from './activity.js';
import { correctActivityData } from './activity-corrections.js';
import { startCalculationRun } from './calculation-writer.js';
import { type EmissionSummaryRow, type SummaryGroup, summarizeEmissions } from './emission-summary.js';
import { aggregateEmissions } from './emission-totals.js';
import { createFacility } from './facilities.js';
import { createOrganization, type Organization } from './organizations.js';

const calculator = createCalculator({
  factors: FactorLibrary.withShippedDatasets(),
  registry: new AlgorithmRegistry().register(...genericAlgorithms),
});
const RUN = { kind: 'period', gwpSet: 'AR6', gwpTimeframe: '100yr', engineVersion: ENGINE_VERSION } as const;
const activity = (periodStart: string, periodEnd: string, quantity: string, fuel = 'natural_gas') => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel },
  periodStart,
  periodEnd,
});

/** The oracle: the same sums computed from the results and activity versions themselves. */
async function fromResults(
  s: OrganizationScope,
  where: { facilityId?: string; periodFrom?: string; periodTo?: string },
  groupBy: readonly SummaryGroup[],
): Promise<EmissionSummaryRow[]> {
  const period = groupBy.find((g) => g === 'month' || g === 'quarter' || g === 'year');
  const format = { month: 'YYYY-MM', quarter: 'YYYY-"Q"Q', year: 'YYYY' };
  const keys = [
    sql`r.scope`,
    sql`r.method`,
    ...(groupBy.includes('category') ? [sql`r.category`] : []),
    ...(groupBy.includes('facility') ? [sql`r.facility_id`] : []),
    ...(period ? [sql`to_char(r.period_start, ${sql.lit(format[period])})`] : []),
  ];
  const rows = await sql<Record<string, string | number | null>>`
    SELECT ${sql.join(keys)}, sum(r.co2e_kg)::text AS co2e, sum(r.biogenic_co2_kg)::text AS bio, count(*) AS n
    FROM emission_results r JOIN raw_activity_data a ON a.id = r.activity_id
    WHERE r.superseded_at IS NULL AND a.superseded_at IS NULL
      AND (${where.facilityId ?? null}::uuid IS NULL OR r.facility_id = ${where.facilityId ?? null}::uuid)
      AND (${where.periodFrom ?? null}::date IS NULL OR r.period_end >= ${where.periodFrom ?? null}::date)
      AND (${where.periodTo ?? null}::date IS NULL OR r.period_start <= ${where.periodTo ?? null}::date)
    GROUP BY ${sql.join(keys)} ORDER BY ${sql.join(keys)}`.execute(s.db);
  return rows.rows.map((row) => {
    const values = Object.values(row);
    let i = 2;
    return {
      scope: Number(values[0]),
      method: values[1] as string | null,
      ...(groupBy.includes('category') ? { category: values[i++] as string } : {}),
      ...(groupBy.includes('facility') ? { facilityId: (values[i++] as string | null) ?? null } : {}),
      ...(period ? { period: values[i++] as string } : {}),
      co2eKg: String(row.co2e),
      biogenicCo2Kg: String(row.bio),
      results: Number(row.n),
    };
  });
}

const GROUPINGS: readonly (readonly SummaryGroup[])[] = [
  [],
  ['category'],
  ['facility', 'month'],
  ['quarter'],
  ['year', 'category', 'facility'],
];

describe.each(testTargets(process.env.TEST_DATABASE_URL))('kept emission totals on $name', (target) => {
  let store: TestDatabase;
  let orgA: Organization;
  let orgB: Organization;
  let plant = '';
  const inA = <T>(fn: (s: OrganizationScope) => Promise<T>) => withOrganization(store.db, orgA.id, fn);
  const inB = <T>(fn: (s: OrganizationScope) => Promise<T>) => withOrganization(store.db, orgB.id, fn);

  /** Calculates every current activity of the organization in one run (superseding earlier results). */
  const calculateAll = (inOrg: typeof inA) =>
    inOrg(async (s) => {
      const current = await s.db
        .selectFrom('raw_activity_data')
        .selectAll()
        .where('superseded_at', 'is', null)
        .orderBy('id')
        .execute();
      const writer = await startCalculationRun(s, RUN);
      await writer.append(
        current.map((a) => ({
          activityId: a.id,
          record: calculator.calculate({
            id: a.id,
            ...activity(
              dateString(a.period_start),
              dateString(a.period_end),
              a.quantity,
              String((a.attributes as { fuel: string }).fuel),
            ),
          }).record,
        })),
      );
      return writer.finish({ datasetVersions: {}, failedCount: 0, failures: [], totals: {} });
    });

  /** Every grouping and filter through the kept totals equals the oracle over the results. */
  const expectTotalsAgree = async () => {
    const filters = [
      {},
      { facilityId: plant },
      { periodFrom: '2025-02-01', periodTo: '2025-03-31' },
      { periodFrom: '2025-01-15', periodTo: '2025-01-15' },
    ];
    for (const filter of filters)
      for (const groupBy of GROUPINGS) {
        const kept = await inA((s) => summarizeEmissions(s, { ...filter, groupBy }));
        const oracle = await inA((s) => fromResults(s, filter, groupBy));
        expect(kept, JSON.stringify({ filter, groupBy })).toEqual(oracle);
      }
  };

  beforeAll(async () => {
    store = await target.open();
    [orgA, orgB] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'A', slug: 'totals-a' }),
      await createOrganization(s, { name: 'B', slug: 'totals-b' }),
    ]);
    await inA(async (s) => {
      plant = (await createFacility(s, { name: 'Plant' })).id;
      for (const [start, end, quantity] of [
        ['2025-01-01', '2025-01-31', '1000.125'],
        ['2025-01-01', '2025-01-31', '333.3333'],
        ['2025-02-01', '2025-02-28', '2500'],
        ['2025-03-01', '2025-03-31', '0.000001'],
      ] as const)
        await createActivityData(s, { ...activity(start, end, quantity), facilityId: plant });
      await createActivityData(s, activity('2025-01-10', '2025-03-20', '12000', 'diesel'));
      await createActivityData(s, activity('2024-12-01', '2024-12-31', '700'));
    });
    await inB((s) => createActivityData(s, activity('2025-01-01', '2025-01-31', '99999')));
  }, 60_000);
  afterAll(() => store.cleanup());

  it('agree with the results after a first calculation, for every grouping and filter', async () => {
    await calculateAll(inA);
    await calculateAll(inB);
    const [total] = await inA((s) => summarizeEmissions(s));
    expect(total?.results).toBe(6);
    await expectTotalsAgree();
  });

  it('drop a corrected activity version at once and count its new version once calculated', async () => {
    const [target] = await inA((s) =>
      s.db.selectFrom('raw_activity_data').select('id').where('quantity', '=', '2500').execute(),
    );
    await inA((s) =>
      correctActivityData(
        s,
        target?.id as string,
        activity('2025-02-01', '2025-02-28', '2600'),
        'meter read',
      ),
    );
    expect((await inA((s) => summarizeEmissions(s)))[0]?.results).toBe(5);
    await expectTotalsAgree();
    await calculateAll(inA);
    expect((await inA((s) => summarizeEmissions(s)))[0]?.results).toBe(6);
    await expectTotalsAgree();
  });

  it('stay apart per organization and match aggregateEmissions', async () => {
    const b = await inB((s) => aggregateEmissions(s));
    expect(b).toEqual(await inB((s) => fromResults(s, {}, [])));
    expect(b[0]?.results).toBe(1);
    const counts = await inA((s) =>
      sql<{ orgs: string }>`SELECT count(DISTINCT organization_id) AS orgs FROM emission_totals`.execute(
        s.db,
      ),
    );
    expect(Number(counts.rows[0]?.orgs)).toBe(1);
  });

  it('cannot be written except by the results triggers', async () => {
    await expect(
      inA((s) => sql`UPDATE emission_totals SET co2e_kg = co2e_kg * 1000`.execute(s.db)),
    ).rejects.toThrow(/kept by the emission_results triggers/);
    await expect(
      inA((s) =>
        sql`INSERT INTO emission_totals (organization_id, period_start, period_end, scope, category, co2e_kg, biogenic_co2_kg, results)
            VALUES (${orgA.id}, '2025-01-01', '2025-01-31', 1, 'x', 1, 0, 1)`.execute(s.db),
      ),
    ).rejects.toThrow(/kept by the emission_results triggers/);
    await expectTotalsAgree();
  });
});
