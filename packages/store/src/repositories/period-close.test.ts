import { AlgorithmRegistry, createCalculator, ENGINE_VERSION, genericAlgorithms } from '@ctp/engine';
import { Decimal, FactorLibrary } from '@ctp/factors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateString } from '../database/columns.js';
import { PeriodLockedError } from '../errors.js';
import { type OrganizationScope, withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData } from './activity.js';
import { correctActivityData } from './activity-corrections.js';
import { saveBaseYearPolicy } from './base-year-policies.js';
import { startCalculationRun } from './calculation-writer.js';
import { createOrganization } from './organizations.js';
import { lockPeriod, reopenPeriod } from './period-close.js';
import { createPeriod, getPeriod, movePeriod } from './reporting-periods.js';
import { getRestatement } from './restatements.js';
import { createUser } from './users.js';

const calculator = createCalculator({
  factors: FactorLibrary.withShippedDatasets(),
  registry: new AlgorithmRegistry().register(...genericAlgorithms),
});
const RUN = { kind: 'period', gwpSet: 'AR6', gwpTimeframe: '100yr', engineVersion: ENGINE_VERSION } as const;
const gas = (periodStart: string, periodEnd: string, quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart,
  periodEnd,
});

/** The oracle: the sum of the current results of current activities inside 2025, straight from SQL. */
async function sum2025(s: OrganizationScope): Promise<string> {
  const { rows } = await sql<{ total: string | null }>`
    SELECT sum(r.co2e_kg)::text AS total FROM emission_results r
    JOIN raw_activity_data a ON a.id = r.activity_id
    WHERE r.superseded_at IS NULL AND a.superseded_at IS NULL
      AND r.period_start >= '2025-01-01' AND r.period_end <= '2025-12-31'`.execute(s.db);
  return rows[0]?.total ?? '0';
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('period close on $name', (target) => {
  let store: TestDatabase;
  let orgId = '';
  let ada = '';
  let bob = '';
  let periodId = '';
  let januaryId = '';
  const inOrg = <T>(fn: (s: OrganizationScope) => Promise<T>) => withOrganization(store.db, orgId, fn);

  /** Calculates every current activity in one run (superseding earlier results). */
  const calculateAll = () =>
    inOrg(async (s) => {
      const current = await s.db
        .selectFrom('raw_activity_data')
        .selectAll()
        .where('superseded_at', 'is', null)
        .execute();
      const writer = await startCalculationRun(s, RUN);
      await writer.append(
        current.map((a) => ({
          activityId: a.id,
          record: calculator.calculate({
            id: a.id,
            ...gas(dateString(a.period_start), dateString(a.period_end), a.quantity),
          }).record,
        })),
      );
      return writer.finish({ datasetVersions: {}, failedCount: 0, failures: [], totals: {} });
    });

  /** Submit (Ada), approve (Bob), lock (Bob). */
  const close = () =>
    inOrg(async (s) => {
      let p = await getPeriod(s, periodId, true);
      p = await movePeriod(s, p, 'submit', ada);
      p = await movePeriod(s, p, 'approve', bob);
      return lockPeriod(s, p, bob);
    });

  beforeAll(async () => {
    store = await target.open();
    orgId = (await withSystem(store.db, (s) => createOrganization(s, { name: 'Close', slug: 'close' }))).id;
    await inOrg(async (s) => {
      ada = (await createUser(s, { email: 'ada@example.com', name: 'Ada', role: 'ORG_ADMIN' })).id;
      bob = (await createUser(s, { email: 'bob@example.com', name: 'Bob', role: 'ORG_ADMIN' })).id;
      januaryId = (await createActivityData(s, gas('2025-01-01', '2025-01-31', '10000'))).activity.id;
      await createActivityData(s, gas('2025-02-01', '2025-02-28', '2500.5'));
      await createActivityData(s, gas('2026-01-01', '2026-01-31', '800'));
      periodId = (
        await createPeriod(s, {
          name: 'FY2025',
          periodStart: '2025-01-01',
          periodEnd: '2025-12-31',
          createdBy: ada,
        })
      ).id;
      await saveBaseYearPolicy(s, { baseYear: 2025, updatedBy: ada });
    });
    await calculateAll();
  }, 60_000);
  afterAll(() => store.cleanup());

  it('keeps the approver apart from the submitter and steps only in order', async () => {
    await expect(
      inOrg(async (s) => {
        const p = await movePeriod(s, await getPeriod(s, periodId, true), 'submit', ada);
        return movePeriod(s, p, 'approve', ada);
      }),
    ).rejects.toThrow(/check constraint/);
    await expect(
      inOrg((s) =>
        sql`UPDATE reporting_periods SET status = 'approved' WHERE id = ${periodId}`.execute(s.db),
      ),
    ).rejects.toThrow(/cannot go from draft to approved/);
    await expect(
      inOrg(async (s) =>
        createPeriod(s, { name: 'H2', periodStart: '2025-07-01', periodEnd: '2026-06-30', createdBy: ada }),
      ),
    ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
  });

  it('locks with the totals by scope, then the database refuses every write into the period as ctp_app', async () => {
    const { period, restatement } = await close();
    expect(restatement).toBeNull();
    expect(period.status).toBe('locked');
    expect(period.lockedTotals).toEqual([{ scope: 1, method: null, co2eKg: await inOrg(sum2025) }]);

    const refused = async (statement: (s: OrganizationScope) => Promise<unknown>) => {
      const error = await inOrg(statement).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PeriodLockedError);
      expect((error as PeriodLockedError).details).toMatchObject({
        periodId,
        name: 'FY2025',
        periodStart: '2025-01-01',
      });
    };
    // Raw SQL through the application role: a new activity, a correction's supersede, a result, a record, a run.
    await refused((s) =>
      sql`INSERT INTO raw_activity_data (id, organization_id, lineage_id, version, category, quantity, unit, period_start, period_end, data_quality)
          VALUES (gen_random_uuid(), ${orgId}, gen_random_uuid(), 1, 'scope1.stationary_combustion', 1, 'kWh', '2025-12-31', '2026-01-05', 'measured')`.execute(
        s.db,
      ),
    );
    await refused((s) => correctActivityData(s, januaryId, gas('2025-01-01', '2025-01-31', '1'), 'typo'));
    await refused((s) =>
      sql`UPDATE raw_activity_data SET superseded_at = now(), superseded_by = id WHERE id = ${januaryId}`.execute(
        s.db,
      ),
    );
    await refused((s) =>
      sql`INSERT INTO emission_results (id, organization_id, activity_id, calculation_run_id, calculation_record_id, period_start, period_end, scope, category, co2e_kg, confidence)
          SELECT gen_random_uuid(), organization_id, activity_id, calculation_run_id, calculation_record_id, period_start, period_end, scope, category, co2e_kg, confidence
          FROM emission_results WHERE activity_id = ${januaryId} LIMIT 1`.execute(s.db),
    );
    await refused((s) =>
      sql`INSERT INTO calculation_records (id, organization_id, calculation_run_id, activity_id, record, checksum_input, checksum_output, engine_version, algorithm_id, algorithm_version, algorithm_type)
          SELECT gen_random_uuid(), organization_id, calculation_run_id, activity_id, record, checksum_input, checksum_output, engine_version, algorithm_id, algorithm_version, algorithm_type
          FROM calculation_records WHERE activity_id = ${januaryId} LIMIT 1`.execute(s.db),
    );
    await refused((s) =>
      sql`INSERT INTO calculation_runs (id, organization_id, kind, period_start, period_end, gwp_set, gwp_timeframe, status, engine_version)
          VALUES (gen_random_uuid(), ${orgId}, 'period', '2025-06-01', '2025-06-30', 'AR6', '100yr', 'running', 'x')`.execute(
        s.db,
      ),
    );
    // A recalculation through the writer is refused as a whole; the locked row itself cannot change.
    await expect(calculateAll()).rejects.toBeInstanceOf(PeriodLockedError);
    await expect(
      inOrg((s) => sql`UPDATE reporting_periods SET name = 'x' WHERE id = ${periodId}`.execute(s.db)),
    ).rejects.toThrow(/is locked and cannot change/);
    await expect(
      inOrg((s) =>
        sql`UPDATE reporting_periods SET status = 'draft', locked_totals = NULL, locked_by = NULL WHERE id = ${periodId}`.execute(
          s.db,
        ),
      ),
    ).rejects.toThrow(/needs an open restatement/);
    // Outside the period, writes go on.
    await inOrg((s) => createActivityData(s, gas('2026-02-01', '2026-02-28', '5')));
  });

  it('reopening records a restatement whose figures equal the difference of the two calculations', async () => {
    const before = await inOrg(sum2025);
    const { period, restatement: opened } = await inOrg(async (s) =>
      reopenPeriod(s, await getPeriod(s, periodId, true), {
        userId: ada,
        cause: 'discovered_error',
        reason: 'January meter read was 10 000 kWh too high',
      }),
    );
    expect(period.status).toBe('draft');
    expect(opened).toMatchObject({
      oldTotalCo2eKg: before,
      newTotals: null,
      completedAt: null,
      reopenedBy: ada,
    });

    await inOrg((s) => correctActivityData(s, januaryId, gas('2025-01-01', '2025-01-31', '0'), 'meter read'));
    await calculateAll();
    const after = await inOrg(sum2025);
    const { restatement } = await close();

    const delta = new Decimal(after).minus(before);
    expect(delta.isNegative()).toBe(true);
    expect(restatement).toMatchObject({
      id: opened.id,
      cause: 'discovered_error',
      oldTotals: [{ scope: 1, method: null, co2eKg: before }],
      newTotals: [{ scope: 1, method: null, co2eKg: after }],
      oldTotalCo2eKg: before,
      newTotalCo2eKg: after,
      deltaCo2eKg: delta.toFixed(),
      approvedBy: bob,
    });
    // The base year is 2025 itself: its total before the change is `before`; the change is far above 5%.
    const percent = delta.abs().dividedBy(before).times(100).toDecimalPlaces(6).toFixed();
    expect(restatement?.significance).toEqual({
      baseYear: 2025,
      baseYearTotalCo2eKg: before,
      thresholdPercent: '5',
      changePercent: percent,
      significant: true,
    });
  });

  it('keeps a completed restatement immutable and never deletes one', async () => {
    const [row] = await inOrg((s) => s.db.selectFrom('restatements').select('id').execute());
    const id = row?.id as string;
    await expect(
      inOrg((s) => sql`UPDATE restatements SET reason = 'nothing happened' WHERE id = ${id}`.execute(s.db)),
    ).rejects.toThrow(/immutable/);
    await expect(
      inOrg((s) =>
        sql`UPDATE restatements SET new_total_co2e_kg = 0, delta_co2e_kg = 0 - old_total_co2e_kg WHERE id = ${id}`.execute(
          s.db,
        ),
      ),
    ).rejects.toThrow(/immutable/);
    await expect(inOrg((s) => sql`DELETE FROM restatements WHERE id = ${id}`.execute(s.db))).rejects.toThrow(
      /never deleted|permission denied/,
    );
    expect((await inOrg((s) => getRestatement(s, id))).reason).toMatch(/meter read/);
  });
});
