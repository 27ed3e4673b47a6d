import { AlgorithmRegistry, createCalculator, ENGINE_VERSION, genericAlgorithms } from '@ctp/engine';
import { FactorLibrary } from '@ctp/factors';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from '../database/open.js';
import { createActivityData } from '../repositories/activity.js';
import { correctActivityData } from '../repositories/activity-corrections.js';
import { startCalculationRun } from '../repositories/calculation-writer.js';
import { summarizeEmissions } from '../repositories/emission-summary.js';
import { createOrganization } from '../repositories/organizations.js';
import { withOrganization, withSystem } from '../scope.js';
import { createMigrator } from './index.js';

const calculator = createCalculator({
  factors: FactorLibrary.withShippedDatasets(),
  registry: new AlgorithmRegistry().register(...genericAlgorithms),
});
const gas = (quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
});

describe('0014_emission_totals on an existing database', () => {
  it('sums the results already stored, leaving out those of superseded activity versions', async () => {
    const store = await openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) });
    try {
      expect(
        (await createMigrator(store.db).migrateTo('0013_verification_code_alphabet')).error,
      ).toBeUndefined();
      const org = await withSystem(store.db, (s) => createOrganization(s, { name: 'Old', slug: 'old' }));
      await withOrganization(store.db, org.id, async (s) => {
        const kept = (await createActivityData(s, gas('1000.5'))).activity.id;
        const replaced = (await createActivityData(s, gas('250'))).activity.id;
        const writer = await startCalculationRun(s, {
          kind: 'period',
          gwpSet: 'AR6',
          gwpTimeframe: '100yr',
          engineVersion: ENGINE_VERSION,
        });
        await writer.append(
          [kept, replaced].map((id, i) => ({
            activityId: id,
            record: calculator.calculate({ id, ...gas(i === 0 ? '1000.5' : '250') }).record,
          })),
        );
        await writer.finish({ datasetVersions: {}, failedCount: 0, failures: [], totals: {} });
        await correctActivityData(s, replaced, gas('260'), 'meter read again');
      });
      expect((await createMigrator(store.db).migrateToLatest()).error).toBeUndefined();
      const [total] = await withOrganization(store.db, org.id, (s) => summarizeEmissions(s));
      const expected = await withOrganization(store.db, org.id, (s) =>
        sql<{ co2e: string }>`SELECT sum(r.co2e_kg)::text AS co2e FROM emission_results r
          JOIN raw_activity_data a ON a.id = r.activity_id WHERE a.quantity = 1000.5`.execute(s.db),
      );
      expect(total).toMatchObject({ scope: 1, results: 1, co2eKg: expected.rows[0]?.co2e });
    } finally {
      await store.close();
    }
  });
});
