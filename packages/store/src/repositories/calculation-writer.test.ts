import { AlgorithmRegistry, createCalculator, Decimal, ENGINE_VERSION, genericAlgorithms } from '@ctp/engine';
import { FactorLibrary } from '@ctp/factors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData } from './activity.js';
import { correctActivityData } from './activity-corrections.js';
import { countSelectedActivities, selectActivities } from './activity-selection.js';
import { getCalculationRun } from './calculation-records.js';
import { listCalculationRuns } from './calculation-runs.js';
import { MAX_STORED_FAILURES, startCalculationRun } from './calculation-writer.js';
import { listEmissionResults } from './emission-results.js';
import { summarizeEmissions } from './emission-summary.js';
import { createFacility } from './facilities.js';
import { createOrganization, type Organization } from './organizations.js';

const calculator = createCalculator({
  factors: FactorLibrary.withShippedDatasets(),
  registry: new AlgorithmRegistry().register(...genericAlgorithms),
});
const gas = (periodStart: string, periodEnd: string, quantity = '1000') => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart,
  periodEnd,
});
const RUN = { kind: 'period', gwpSet: 'AR6', gwpTimeframe: '100yr', engineVersion: ENGINE_VERSION } as const;

describe.each(testTargets(process.env.TEST_DATABASE_URL))('streamed calculation runs on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  const ids: string[] = [];
  let corrected = '';
  let plantId = '';
  const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) => withOrganization(store.db, org.id, fn);
  const recordOf = (activityId: string, quantity = '1000') =>
    calculator.calculate({ id: activityId, ...gas('2025-01-01', '2025-01-31', quantity) }).record;

  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'A', slug: 'writer-a' }));
    await inOrg(async (s) => {
      plantId = (await createFacility(s, { name: 'Plant' })).id;
      for (let i = 0; i < 5; i++)
        ids.push(
          (await createActivityData(s, { ...gas('2025-01-01', '2025-01-31'), facilityId: plantId })).activity
            .id,
        );
      const old = (await createActivityData(s, gas('2025-01-10', '2025-01-20'))).activity.id;
      corrected = old;
      await correctActivityData(s, old, gas('2025-01-10', '2025-01-20', '2000'), 'meter read again');
      // Starts before the period: not selected, even though it overlaps it.
      await createActivityData(s, gas('2024-12-15', '2025-01-15'));
    });
  }, 60_000);
  afterAll(() => store.cleanup());

  it('selects current versions whose period starts in the range, a chunk at a time in id order', async () => {
    const chunks = await inOrg(async (s) => {
      const out: string[][] = [];
      for await (const chunk of selectActivities(
        s,
        { kind: 'period', periodStart: '2025-01-01', periodEnd: '2025-01-31' },
        { chunkSize: 2 },
      ))
        out.push(chunk.map((a) => a.id));
      return out;
    });
    expect(chunks.map((c) => c.length)).toEqual([2, 2, 2]);
    const selected = chunks.flat();
    expect(selected).toEqual([...selected].sort());
    expect(selected).toEqual(expect.arrayContaining(ids));
    expect(selected).not.toContain(corrected);
    const byFacility = await inOrg(async (s) => {
      const out: string[] = [];
      for await (const chunk of selectActivities(s, {
        kind: 'period',
        periodStart: '2025-01-01',
        periodEnd: '2025-01-31',
        facilityIds: [plantId],
      }))
        out.push(...chunk.map((a) => a.id));
      return out;
    });
    expect(byFacility.sort()).toEqual([...ids].sort());
    const named = await inOrg(async (s) => {
      const out: { id: string; superseded: boolean }[] = [];
      for await (const chunk of selectActivities(s, {
        kind: 'activities',
        activityIds: [corrected, ids[0] as string],
      }))
        out.push(...chunk.map((a) => ({ id: a.id, superseded: a.supersededBy !== null })));
      return out;
    });
    expect(named).toHaveLength(2);
    expect(named.find((a) => a.id === corrected)?.superseded).toBe(true);
    await expect(
      inOrg(async (s) => {
        for await (const _ of selectActivities(s, {
          kind: 'period',
          periodStart: '2025-02-01',
          periodEnd: '2025-01-01',
        }));
      }),
    ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
  });

  it('counts, in one query, what the selection yields', async () => {
    const period = { kind: 'period', periodStart: '2025-01-01', periodEnd: '2025-01-31' } as const;
    expect(await inOrg((s) => countSelectedActivities(s, period))).toBe(6);
    expect(await inOrg((s) => countSelectedActivities(s, { ...period, facilityIds: [plantId] }))).toBe(5);
    const named = [corrected, ids[0] as string, ids[0] as string, '00000000-0000-4000-8000-000000000000'];
    expect(await inOrg((s) => countSelectedActivities(s, { kind: 'activities', activityIds: named }))).toBe(
      2,
    );
  });

  it('writes a run in chunks and records counts, bounded failures, totals and dataset versions', async () => {
    const failures = Array.from({ length: MAX_STORED_FAILURES + 5 }, (_, i) => ({
      activityId: ids[0] as string,
      code: 'FACTOR_NOT_FOUND',
      message: `failure ${i}`,
    }));
    const runId = await inOrg(async (s) => {
      const writer = await startCalculationRun(s, {
        ...RUN,
        periodStart: '2025-01-01',
        periodEnd: '2025-01-31',
      });
      const first = await writer.append(
        ids.slice(0, 2).map((id) => ({ activityId: id, record: recordOf(id) })),
      );
      expect(first.map((r) => r.activityId)).toEqual(ids.slice(0, 2));
      await writer.append(ids.slice(2, 3).map((id) => ({ activityId: id, record: recordOf(id) })));
      const done = await writer.finish({
        datasetVersions: { 'desnz-ghg-cf': '2025' },
        failedCount: failures.length,
        failures,
        totals: { scope1: '547.2' },
      });
      expect(done).toMatchObject({ calculated: 3, superseded: 0, leafCount: 3 });
      expect(done.merkleRoot).toMatch(/^[0-9a-f]{64}$/);
      await expect(writer.append([])).rejects.toThrow(/already finished/);
      return writer.runId;
    });
    const run = await inOrg((s) => getCalculationRun(s, runId));
    expect(run).toMatchObject({
      status: 'completed',
      calculatedCount: 3,
      failedCount: MAX_STORED_FAILURES + 5,
      datasetVersions: { 'desnz-ghg-cf': '2025' },
      totals: { scope1: '547.2' },
    });
    expect(run.failures).toHaveLength(MAX_STORED_FAILURES);
    expect((await inOrg((s) => listCalculationRuns(s, { limit: 10 }))).items.map((r) => r.id)).toContain(
      runId,
    );
    expect((await inOrg((s) => listEmissionResults(s, { calculationRunId: runId }))).items).toHaveLength(3);
  });

  it('stores nothing when the transaction fails after some chunks', async () => {
    const before = (await inOrg((s) => listCalculationRuns(s, { limit: 100 }))).items.length;
    await expect(
      inOrg(async (s) => {
        const writer = await startCalculationRun(s, RUN);
        await writer.append([{ activityId: ids[3] as string, record: recordOf(ids[3] as string) }]);
        const forged = recordOf(ids[4] as string);
        await writer.append([
          { activityId: ids[4] as string, record: { ...forged, output: { ...forged.output, co2eKg: '1' } } },
        ]);
      }),
    ).rejects.toMatchObject({ code: 'STORE_RECORD_CHECKSUM' });
    expect((await inOrg((s) => listCalculationRuns(s, { limit: 100 }))).items).toHaveLength(before);
    const rows = await inOrg((s) =>
      sql<{ n: string }>`SELECT count(*) AS n FROM emission_results WHERE activity_id = ${ids[3]}`.execute(
        s.db,
      ),
    );
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });

  it('skips re-verifying only frozen records the engine built, and still checks their activity', async () => {
    const built = recordOf(ids[0] as string);
    // As the engine returns them: what lets runCalculation skip the second verification.
    expect([built, built.input, built.output].every((part) => Object.isFrozen(part))).toBe(true);
    const appendAsFromEngine = (activityId: string, record: typeof built) =>
      inOrg(async (s) => {
        const writer = await startCalculationRun(s, RUN);
        await writer.append([{ activityId, record }], { recordsFromEngine: true });
        throw new Error('appended');
      });
    // A changed copy is not frozen: verified in full, refused.
    const forged = { ...built, output: { ...built.output, co2eKg: '1' } };
    await expect(appendAsFromEngine(ids[0] as string, forged)).rejects.toMatchObject({
      code: 'STORE_RECORD_CHECKSUM',
    });
    // The record of another activity, frozen or not.
    await expect(appendAsFromEngine(ids[1] as string, built)).rejects.toMatchObject({
      code: 'STORE_RECORD_CHECKSUM',
    });
    await expect(appendAsFromEngine(ids[0] as string, built)).rejects.toThrow('appended');
  });

  it('sums results exactly by scope, method and one period granularity', async () => {
    const rows = await inOrg((s) => summarizeEmissions(s, { groupBy: ['month', 'facility'] }));
    expect(rows).toEqual([
      expect.objectContaining({ scope: 1, method: null, period: '2025-01', facilityId: plantId, results: 3 }),
    ]);
    const single = recordOf(ids[0] as string).output.co2eKg;
    expect(new Decimal(single).times(3).eq(rows[0]?.co2eKg ?? 'NaN')).toBe(true);
    for (const [group, period] of [
      ['quarter', '2025-Q1'],
      ['year', '2025'],
    ] as const) {
      const [row] = await inOrg((s) => summarizeEmissions(s, { groupBy: [group] }));
      expect(row?.period).toBe(period);
    }
    await expect(inOrg((s) => summarizeEmissions(s, { groupBy: ['month', 'year'] }))).rejects.toMatchObject({
      code: 'STORE_INVALID_INPUT',
    });
  });

  it('lists results exactly as the columns hold them (each row arrives as one JSON text)', async () => {
    const page = await inOrg((s) => listEmissionResults(s, { includeSuperseded: true, limit: 100 }));
    const rows = await inOrg((s) =>
      s.db.selectFrom('emission_results').selectAll().orderBy('created_at').orderBy('id').execute(),
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items).toEqual(
      rows.map((r) => ({
        id: r.id,
        activityId: r.activity_id,
        calculationRunId: r.calculation_run_id,
        calculationRecordId: r.calculation_record_id,
        facilityId: r.facility_id,
        periodStart: r.period_start,
        periodEnd: r.period_end,
        scope: r.scope,
        scope3Category: r.scope3_category,
        category: r.category,
        method: r.method,
        co2eKg: r.co2e_kg,
        biogenicCo2Kg: r.biogenic_co2_kg,
        gases: r.gases,
        confidence: r.confidence,
        warnings: r.warnings,
        supersededBy: r.superseded_by,
        createdAt: r.created_at,
        recordOutputHash: r.record_output_hash,
      })),
    );
    // Decimals arrive as the driver's exact strings: a JSON number (182.96, not '182.96') fails here.
    expect(typeof page.items[0]?.co2eKg).toBe('string');
  });
});
