import { AlgorithmRegistry, createCalculator, defineAlgorithm, ENGINE_VERSION } from '@ctp/engine';
import { FactorLibrary } from '@ctp/factors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createActivityData } from './activity.js';
import { correctActivityData } from './activity-corrections.js';
import { saveCalculation } from './calculations.js';
import { createOrganization, type Organization } from './organizations.js';
import { periodFactorEditions } from './period-factor-editions.js';

const boilerGas = defineAlgorithm({
  id: 'acme/boiler-gas',
  version: '1.0.0',
  name: 'Boiler natural gas',
  category: 'scope1.stationary_combustion',
  inputs: z.object({}),
  effectiveDate: '2019-01-01',
  methodology: 'E = Q × EF.',
  references: [{ title: 'EPA Hub' }],
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
// The shipped EPA Hub editions: 2021 for a 2021 activity, 2025 for a 2025 one (the date rule).
const calculator = createCalculator({
  factors: FactorLibrary.withShippedDatasets(),
  registry: new AlgorithmRegistry().register(boilerGas),
  gwpSet: 'AR5',
});
const gas = (year: number, quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'scf',
  region: 'US',
  periodStart: `${year}-03-01`,
  periodEnd: `${year}-03-31`,
});
const run = {
  kind: 'activities',
  datasetVersions: {},
  gwpSet: 'AR5',
  gwpTimeframe: '100yr',
  engineVersion: ENGINE_VERSION,
} as const;

describe.each(testTargets(process.env.TEST_DATABASE_URL))('period factor editions on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) => withOrganization(store.db, org.id, fn);
  const calculate = async (input: ReturnType<typeof gas>) => {
    const { activity } = await inOrg((s) => createActivityData(s, input));
    const { record } = calculator.calculate({ id: activity.id, ...input });
    await inOrg((s) => saveCalculation(s, { run, results: [{ activityId: activity.id, record }] }));
    return activity;
  };
  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'Editions', slug: 'editions' }));
  }, 60_000);
  afterAll(() => store.cleanup());

  it("counts a period's current results per edition; other years and superseded activities are not counted", async () => {
    const corrected = await calculate(gas(2021, '1000'));
    await calculate(gas(2021, '2000'));
    await calculate(gas(2021, '3000'));
    await calculate(gas(2025, '4000'));
    const year = (y: number) => ({ periodStart: `${y}-01-01`, periodEnd: `${y}-12-31` });
    expect(await inOrg((s) => periodFactorEditions(s, year(2021)))).toEqual([
      { datasetId: 'epa-ghg-hub', datasetVersion: '2021', results: 3 },
    ]);
    expect(await inOrg((s) => periodFactorEditions(s, year(2025)))).toEqual([
      { datasetId: 'epa-ghg-hub', datasetVersion: '2025', results: 1 },
    ]);
    // A corrected activity's old result is no longer current (it waits for recalculation).
    await inOrg((s) => correctActivityData(s, corrected.id, gas(2021, '1100'), 'meter read again'));
    expect(await inOrg((s) => periodFactorEditions(s, year(2021)))).toEqual([
      { datasetId: 'epa-ghg-hub', datasetVersion: '2021', results: 2 },
    ]);
    expect(await inOrg((s) => periodFactorEditions(s, year(2019)))).toEqual([]);
  });
});
