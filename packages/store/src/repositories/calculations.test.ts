import {
  AlgorithmRegistry,
  type CalculationRecord,
  createCalculator,
  defineAlgorithm,
  ENGINE_VERSION,
} from '@ctp/engine';
import { FactorLibrary } from '@ctp/factors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData } from './activity.js';
import { correctActivityData } from './activity-corrections.js';
import {
  getCalculationRecord,
  getCalculationRun,
  listCalculationRecordsForActivity,
  verifyStoredRecord,
} from './calculation-records.js';
import { listCalculationRuns } from './calculation-runs.js';
import { saveCalculation } from './calculations.js';
import { listEmissionResults } from './emission-results.js';
import { aggregateEmissions } from './emission-totals.js';
import { createOrganization, type Organization } from './organizations.js';

const boilerGas = defineAlgorithm({
  id: 'acme/boiler-gas',
  version: '1.0.0',
  name: 'Boiler natural gas',
  category: 'scope1.stationary_combustion',
  inputs: z.object({ meter: z.string() }),
  effectiveDate: '2020-01-01',
  methodology: 'E = Q × EF per gas.',
  references: [
    { title: 'EPA Hub 2025', url: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub' },
  ],
  calculate(activity, _inputs, runtime) {
    const factor = runtime.lookupFactor({ category: 'stationary_combustion', subcategory: 'natural_gas' });
    return {
      terms: [
        {
          factor,
          amount: runtime.convert(activity.quantity, activity.unit, factor.factor.unit),
          label: 'gas',
        },
      ],
    };
  },
});
const calculator = createCalculator({
  factors: FactorLibrary.withShippedDatasets(),
  registry: new AlgorithmRegistry().register(boilerGas),
  gwpSet: 'AR5',
});
const activityInput = (quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'scf',
  region: 'US',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
  attributes: { meter: 'M-7' },
});
const run = {
  kind: 'activities',
  datasetVersions: { 'epa-hub': '2025' },
  gwpSet: 'AR5',
  gwpTimeframe: '100yr',
  engineVersion: ENGINE_VERSION,
} as const;

describe.each(testTargets(process.env.TEST_DATABASE_URL))('calculations on $name', (target) => {
  let store: TestDatabase;
  let a: Organization;
  const inA = <T>(fn: Parameters<typeof withOrganization<T>>[2]) => withOrganization(store.db, a.id, fn);
  const calc = (id: string, quantity: string): CalculationRecord =>
    calculator.calculate({ id, ...activityInput(quantity) }).record;
  beforeAll(async () => {
    store = await target.open();
    a = await withSystem(store.db, (s) => createOrganization(s, { name: 'A', slug: 'calc-a' }));
  }, 60_000);
  afterAll(() => store.cleanup());

  it('stores run, records and results together; records verify after the round trip', async () => {
    const { activity } = await inA((s) => createActivityData(s, activityInput('1000')));
    const record = calc(activity.id, '1000');
    const saved = await inA((s) =>
      saveCalculation(s, { run, results: [{ activityId: activity.id, record }] }),
    );
    const stored = await inA((s) => getCalculationRecord(s, saved.results[0]?.recordId ?? ''));
    expect(stored.record).toEqual(record);
    await expect(inA((s) => verifyStoredRecord(s, stored.id))).resolves.toMatchObject({
      valid: true,
      columnsMatch: true,
    });
    const results = await inA((s) => listEmissionResults(s, { calculationRunId: saved.runId }));
    expect(results.items[0]).toMatchObject({
      co2eKg: record.output.co2eKg,
      scope: 1,
      periodStart: '2025-01-01',
    });
    expect(await inA((s) => getCalculationRun(s, saved.runId))).toMatchObject({
      datasetVersions: { 'epa-hub': '2025' },
      gwpSet: 'AR5',
    });
  });

  it("keeps the record's factor references and GWP set as generated columns, which nothing can write", async () => {
    const { activity } = await inA((s) => createActivityData(s, activityInput('250')));
    const record = calc(activity.id, '250');
    const saved = await inA((s) =>
      saveCalculation(s, { run, results: [{ activityId: activity.id, record }] }),
    );
    const id = saved.results[0]?.recordId ?? '';
    const columns = await inA((s) =>
      s.db
        .selectFrom('calculation_records')
        .select(['factor_refs', 'gwp_set', 'gwp_timeframe'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    );
    const { input, output } = record as unknown as {
      input: { gwpSet: string; gwpTimeframe: string };
      output: { factorRefs: unknown[] };
    };
    expect(output.factorRefs.length).toBeGreaterThan(0);
    expect(columns).toEqual({
      factor_refs: output.factorRefs,
      gwp_set: input.gwpSet,
      gwp_timeframe: input.gwpTimeframe,
    });
    await expect(
      sql`INSERT INTO calculation_records (id, organization_id, calculation_run_id, activity_id, record,
            checksum_input, checksum_output, engine_version, algorithm_id, algorithm_version, algorithm_type, gwp_set)
          SELECT gen_random_uuid(), organization_id, calculation_run_id, activity_id, record, checksum_input,
            checksum_output, engine_version, algorithm_id, algorithm_version, algorithm_type, 'AR4'
          FROM calculation_records WHERE id = ${id}`.execute(store.db),
    ).rejects.toThrow(/gwp_set/);
  });

  it('refuses a record whose checksums fail, and stores nothing of the run', async () => {
    const { activity } = await inA((s) => createActivityData(s, activityInput('5')));
    const record = calc(activity.id, '5');
    const forged = { ...record, output: { ...record.output, co2eKg: '0' } };
    await expect(
      inA((s) => saveCalculation(s, { run, results: [{ activityId: activity.id, record: forged }] })),
    ).rejects.toMatchObject({
      code: 'STORE_RECORD_CHECKSUM',
    });
    expect(await inA((s) => listCalculationRecordsForActivity(s, activity.id))).toEqual([]);
  });

  it('rejects UPDATE and DELETE of records, even for the owner', async () => {
    await expect(sql`UPDATE calculation_records SET engine_version = 'x'`.execute(store.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM calculation_records`.execute(store.db)).rejects.toThrow(/append-only/);
    for (const table of [
      'calculation_records',
      'emission_results',
      'raw_activity_data',
      'forecast_runs',
      'emission_factors',
    ]) {
      await expect(sql.raw(`TRUNCATE ${table} CASCADE`).execute(store.db)).rejects.toThrow(/append-only/);
    }
    await expect(
      inA((s) => sql`UPDATE calculation_records SET engine_version = 'x'`.execute(s.db)),
    ).rejects.toThrow(/append-only|permission denied/);
    await expect(sql`DELETE FROM forecast_runs`.execute(store.db)).resolves.toBeDefined(); // no rows: trigger is per row
  });

  it('keeps exact numeric sums and supersedes earlier results on recalculation', async () => {
    const b = await withSystem(store.db, (s) => createOrganization(s, { name: 'B', slug: 'calc-b' }));
    const inB = <T>(fn: Parameters<typeof withOrganization<T>>[2]) => withOrganization(store.db, b.id, fn);
    const { activity } = await inB((s) => createActivityData(s, activityInput('1000')));
    const record = calc(activity.id, '1000');
    await inB((s) => saveCalculation(s, { run, results: [{ activityId: activity.id, record }] }));
    const again = await inB((s) =>
      saveCalculation(s, {
        run: { ...run, kind: 'recalculation' },
        results: [{ activityId: activity.id, record }],
      }),
    );
    expect(again.superseded).toBe(1);
    const stored = await inB((s) => listCalculationRuns(s, { limit: 10 }));
    expect(stored.items.map((r) => r.supersededCount)).toEqual([0, 1]);
    const totals = await inB((s) => aggregateEmissions(s));
    expect(totals).toEqual([
      { scope: 1, method: null, co2eKg: record.output.co2eKg, biogenicCo2Kg: expect.any(String), results: 1 },
    ]);
    const all = await inB((s) => listEmissionResults(s, { includeSuperseded: true }));
    expect(all.items).toHaveLength(2);
    // A correction makes the old version's results stale: they leave the totals until recalculated.
    await inB((s) => correctActivityData(s, activity.id, activityInput('2000'), 'typo'));
    expect(await inB((s) => aggregateEmissions(s))).toEqual([]);
  });

  it('stores numeric values exactly', async () => {
    const { rows } = await sql<{
      v: string;
    }>`SELECT ${'12345678901234567890.123456789012345678'}::numeric AS v`.execute(store.db);
    expect(rows[0]?.v).toBe('12345678901234567890.123456789012345678');
  });
});
