import { AlgorithmRegistry, createCalculator, ENGINE_VERSION, genericAlgorithms } from '@ctp/engine';
import { Decimal, FactorLibrary } from '@ctp/factors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateString } from '../database/columns.js';
import { type OrganizationScope, withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData } from './activity.js';
import { startCalculationRun } from './calculation-writer.js';
import { createFacility } from './facilities.js';
import { addMovementExplanation } from './movement-explanations.js';
import { saveMovementPolicy } from './movement-policies.js';
import { createOrganization } from './organizations.js';
import { compareLine, periodMovements, previousWindow } from './period-movements.js';
import { returnPeriod } from './period-returns.js';
import { createPeriod, getPeriod, movePeriod } from './reporting-periods.js';
import { createUser } from './users.js';

const calculator = createCalculator({
  factors: FactorLibrary.withShippedDatasets(),
  registry: new AlgorithmRegistry().register(...genericAlgorithms),
});
const RUN = { kind: 'period', gwpSet: 'AR6', gwpTimeframe: '100yr', engineVersion: ENGINE_VERSION } as const;
const gas = (periodStart: string, periodEnd: string, quantity: string, facilityId: string | null = null) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart,
  periodEnd,
  facilityId,
});

/** The engine's activity: the stored one without its facility (the writer copies that from the row). */
const activityOf = ({ facilityId: _facility, ...activity }: ReturnType<typeof gas>) => activity;

/** The oracle: the current results of current activities in a calendar year (one facility's, if given), from SQL. */
async function sumResults(s: OrganizationScope, year: string, facilityId?: string): Promise<string> {
  const { rows } = await sql<{ total: string | null }>`
    SELECT sum(r.co2e_kg)::text AS total FROM emission_results r
    JOIN raw_activity_data a ON a.id = r.activity_id
    WHERE r.superseded_at IS NULL AND a.superseded_at IS NULL
      AND r.period_start >= ${`${year}-01-01`} AND r.period_end <= ${`${year}-12-31`}
      AND (${facilityId ?? null}::uuid IS NULL OR r.facility_id = ${facilityId ?? null}::uuid)`.execute(s.db);
  return rows[0]?.total ?? '0';
}

const exactPercent = (previous: Decimal, current: Decimal) =>
  current.minus(previous).dividedBy(previous).times(100);

describe('previousWindow and compareLine', () => {
  it('goes back by whole months for calendar periods and by days otherwise', () => {
    expect(previousWindow({ periodStart: '2025-01-01', periodEnd: '2025-12-31' })).toEqual({
      periodStart: '2024-01-01',
      periodEnd: '2024-12-31',
    });
    expect(previousWindow({ periodStart: '2024-04-01', periodEnd: '2024-06-30' })).toEqual({
      periodStart: '2024-01-01',
      periodEnd: '2024-03-31',
    });
    expect(previousWindow({ periodStart: '2025-03-01', periodEnd: '2025-03-31' })).toEqual({
      periodStart: '2025-02-01',
      periodEnd: '2025-02-28',
    });
    expect(previousWindow({ periodStart: '2025-03-10', periodEnd: '2025-03-19' })).toEqual({
      periodStart: '2025-02-28',
      periodEnd: '2025-03-09',
    });
  });

  it('is above the threshold only when |change| is more than it, exactly at the boundary', () => {
    const at = compareLine(new Decimal('100'), new Decimal('105'), '5');
    expect(at).toMatchObject({ changePercent: '5', aboveThreshold: false });
    expect(at.change.toFixed()).toBe('5');
    expect(compareLine(new Decimal('100'), new Decimal('105.0000000001'), '5').aboveThreshold).toBe(true);
    expect(compareLine(new Decimal('100'), new Decimal('95'), '5').aboveThreshold).toBe(false);
    expect(compareLine(new Decimal('100'), new Decimal('94.9999999999'), '5').aboveThreshold).toBe(true);
    // 0.1 + 0.2 in binary floating point would be 0.30000000000000004: the decimals stay exact.
    expect(compareLine(new Decimal('0.3'), new Decimal('0.315'), '5').aboveThreshold).toBe(false);
    expect(compareLine(new Decimal('0'), new Decimal('0'), '5')).toMatchObject({
      changePercent: '0',
      aboveThreshold: false,
    });
    expect(compareLine(new Decimal('0'), new Decimal('0.001'), '5')).toMatchObject({
      changePercent: null,
      aboveThreshold: true,
    });
  });
});

describe.each(testTargets(process.env.TEST_DATABASE_URL))('period movements on $name', (target) => {
  let store: TestDatabase;
  let orgId = '';
  let ada = '';
  let periodId = '';
  let facilityId = '';
  const inOrg = <T>(fn: (s: OrganizationScope) => Promise<T>) => withOrganization(store.db, orgId, fn);
  const movements = () => inOrg(async (s) => periodMovements(s, await getPeriod(s, periodId)));
  /** Explains a line with its figures as they are now (`figures` overrides them: an explanation of other figures). */
  const explain = (
    lineKey: string,
    explanation: string,
    figures?: { previousCo2eKg: string; currentCo2eKg: string },
  ) =>
    inOrg(async (s) => {
      const line = (await periodMovements(s, await getPeriod(s, periodId))).lines.find(
        (l) => l.key === lineKey,
      );
      return addMovementExplanation(s, {
        periodId,
        lineKey,
        explanation,
        previousCo2eKg: figures?.previousCo2eKg ?? line?.previousCo2eKg ?? '0',
        currentCo2eKg: figures?.currentCo2eKg ?? line?.currentCo2eKg ?? '0',
        thresholdPercent: '5',
        explainedBy: ada,
      });
    });

  beforeAll(async () => {
    store = await target.open();
    orgId = (await withSystem(store.db, (s) => createOrganization(s, { name: 'Moves', slug: 'moves' }))).id;
    await inOrg(async (s) => {
      ada = (await createUser(s, { email: 'ada@example.com', name: 'Ada', role: 'ORG_ADMIN' })).id;
      facilityId = (await createFacility(s, { name: 'Leeds plant' })).id;
      await createActivityData(s, gas('2024-01-01', '2024-01-31', '1000'));
      await createActivityData(s, gas('2025-01-01', '2025-01-31', '1050'));
      await createActivityData(s, gas('2025-02-01', '2025-02-28', '7', facilityId));
      periodId = (
        await createPeriod(s, {
          name: 'FY2025',
          periodStart: '2025-01-01',
          periodEnd: '2025-12-31',
          createdBy: ada,
        })
      ).id;
      const current = await s.db.selectFrom('raw_activity_data').selectAll().execute();
      const writer = await startCalculationRun(s, RUN);
      await writer.append(
        current.map((a) => ({
          activityId: a.id,
          record: calculator.calculate({
            id: a.id,
            ...activityOf(gas(dateString(a.period_start), dateString(a.period_end), a.quantity)),
          }).record,
        })),
      );
      await writer.finish({ datasetVersions: {}, failedCount: 0, failures: [], totals: {} });
    });
  }, 300_000);
  afterAll(() => store?.cleanup());

  it('compares every line with the previous year, exactly, against the default 5%', async () => {
    const m = await movements();
    expect(m.previous).toEqual({ periodStart: '2024-01-01', periodEnd: '2024-12-31' });
    expect(m.thresholdPercent).toBe('5');
    expect(m.lines.map((l) => l.key)).toEqual([
      'scope1',
      'scope2.location_based',
      'scope2.market_based',
      'scope3',
      `facility.${facilityId}`,
    ]);
    const [s1, , , , facility] = m.lines;
    const previous = new Decimal(await inOrg((s) => sumResults(s, '2024')));
    const current = new Decimal(await inOrg((s) => sumResults(s, '2025')));
    expect(s1).toMatchObject({
      previousCo2eKg: previous.toFixed(),
      currentCo2eKg: current.toFixed(),
      changeCo2eKg: current.minus(previous).toFixed(),
      changePercent: exactPercent(previous, current).toDecimalPlaces(6).toFixed(),
      aboveThreshold: true,
    });
    expect(facility).toMatchObject({
      facilityName: 'Leeds plant',
      previousCo2eKg: '0',
      currentCo2eKg: new Decimal(await inOrg((s) => sumResults(s, '2025', facilityId))).toFixed(),
      changePercent: null,
      aboveThreshold: true,
    });
    expect(m.missing).toEqual(['scope1', `facility.${facilityId}`]);
  });

  it('applies the organization threshold exactly at the boundary', async () => {
    const exact = exactPercent(
      new Decimal(await inOrg((s) => sumResults(s, '2024'))),
      new Decimal(await inOrg((s) => sumResults(s, '2025'))),
    );
    // The smallest threshold of 6 places at or above the exact change is not exceeded; one step less is.
    const atOrAbove = exact.toDecimalPlaces(6, Decimal.ROUND_CEIL);
    await inOrg((s) => saveMovementPolicy(s, { thresholdPercent: atOrAbove.toFixed(), updatedBy: ada }));
    expect((await movements()).lines[0]?.aboveThreshold).toBe(false);
    const below = atOrAbove.minus('0.000001');
    await inOrg((s) => saveMovementPolicy(s, { thresholdPercent: below.toFixed(), updatedBy: ada }));
    expect((await movements()).lines[0]?.aboveThreshold).toBe(true);
    await inOrg((s) => saveMovementPolicy(s, { thresholdPercent: '5', updatedBy: ada }));
  });

  it('keeps explanations append-only: a new one supersedes, the database refuses UPDATE and DELETE', async () => {
    const line = (await movements()).lines[0];
    // Written when the figures were others (before a calculation changed them): stale, still missing.
    const first = await explain('scope1', 'A colder January.', {
      previousCo2eKg: line?.previousCo2eKg ?? '0',
      currentCo2eKg: new Decimal(line?.currentCo2eKg ?? '0').minus('0.001').toFixed(),
    });
    const stale = await movements();
    expect(stale.lines[0]).toMatchObject({ explanationStale: true, explanation: { id: first.id } });
    expect(stale.missing).toEqual(['scope1', `facility.${facilityId}`]);
    const second = await explain('scope1', 'A colder January and a new boiler.');
    expect(second.supersedesId).toBe(first.id);
    const m = await movements();
    expect(m.lines[0]?.explanation?.explanation).toBe('A colder January and a new boiler.');
    expect(m.lines[0]?.explanationStale).toBe(false);
    expect(m.missing).toEqual([`facility.${facilityId}`]);
    // The application role holds no UPDATE or DELETE grant, and even the owner meets the trigger.
    await expect(
      inOrg((s) =>
        sql`UPDATE movement_explanations SET explanation = 'x' WHERE id = ${first.id}`.execute(s.db),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      sql`UPDATE movement_explanations SET explanation = 'x' WHERE id = ${first.id}`.execute(store.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`DELETE FROM movement_explanations WHERE id = ${second.id}`.execute(store.db),
    ).rejects.toThrow(/append-only/);
    // A second root for the same line (a fork of the chain) is refused by the database.
    await expect(
      inOrg((s) =>
        sql`INSERT INTO movement_explanations (id, organization_id, period_id, line_key, explanation,
              previous_co2e_kg, current_co2e_kg, threshold_percent, explained_by)
            VALUES (gen_random_uuid(), ${orgId}, ${periodId}, 'scope1', 'fork', 0, 0, 5, ${ada})`.execute(
          s.db,
        ),
      ),
    ).rejects.toThrow(/movement_explanations_one_root/);
    await expect(explain('scope9', 'no such line')).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
  });

  it('returns a submitted period to draft only with a recorded reason; explanations only in draft', async () => {
    await explain(`facility.${facilityId}`, 'The Leeds plant opened in February.');
    await inOrg(async (s) => movePeriod(s, await getPeriod(s, periodId, true), 'submit', ada));
    await expect(explain('scope1', 'too late')).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
    await expect(
      inOrg((s) => sql`UPDATE reporting_periods SET status = 'draft' WHERE id = ${periodId}`.execute(s.db)),
    ).rejects.toThrow(/needs a return/);
    const { period, periodReturn } = await inOrg(async (s) =>
      returnPeriod(s, await getPeriod(s, periodId, true), { userId: ada, reason: 'Facility split is wrong' }),
    );
    expect(period).toMatchObject({ status: 'draft', submittedBy: null, submittedAt: null });
    expect(periodReturn).toMatchObject({
      fromStatus: 'submitted',
      reason: 'Facility split is wrong',
      returnedBy: ada,
    });
    await expect(
      inOrg((s) => sql`DELETE FROM period_returns WHERE id = ${periodReturn.id}`.execute(s.db)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      sql`DELETE FROM period_returns WHERE id = ${periodReturn.id}`.execute(store.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      inOrg(async (s) =>
        returnPeriod(s, await getPeriod(s, periodId, true), { userId: ada, reason: 'again' }),
      ),
    ).rejects.toMatchObject({ code: 'STORE_PERIOD_TRANSITION' });
  });
});
