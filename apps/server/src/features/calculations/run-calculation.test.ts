import { Decimal } from '@ctp/engine';
import {
  aggregateEmissions,
  createActivityData,
  createFacility,
  createOrganization,
  getCalculationRun,
  listAudit,
  listEmissionResults,
  lockCalculations,
  type TestDatabase,
  testTargets,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../app/default-registry.js';
import { runCalculation } from './run-calculation.js';

const registry = createDefaultRegistry();

describe.each(testTargets(process.env.TEST_DATABASE_URL))('runCalculation on $name', (target) => {
  let db: TestDatabase;
  let orgId = '';
  let otherOrgId = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await target.open();
    const [org, other] = await withSystem(db.db, async (s) => [
      await createOrganization(s, { name: 'Acme', slug: 'acme' }),
      await createOrganization(s, { name: 'Other', slug: 'other' }),
    ]);
    orgId = (org as { id: string }).id;
    otherOrgId = (other as { id: string }).id;
    await withOrganization(db.db, orgId, async (scope) => {
      const oakland = await createFacility(scope, {
        name: 'Oakland office',
        country: 'US',
        gridRegion: 'US-CAMX',
      });
      const leeds = await createFacility(scope, { name: 'Leeds plant', country: 'GB' });
      const add = async (key: string, input: Parameters<typeof createActivityData>[1]) => {
        ids[key] = (await createActivityData(scope, input)).activity.id;
      };
      const jan = { periodStart: '2025-01-01', periodEnd: '2025-01-31' };
      await add('gas', {
        category: 'scope1.stationary_combustion',
        quantity: '182000',
        unit: 'kWh',
        facilityId: leeds.id,
        attributes: { fuel: 'natural_gas' },
        ...jan,
      });
      await add('elecLocation', {
        category: 'scope2.electricity.location_based',
        quantity: '41200',
        unit: 'kWh',
        facilityId: oakland.id,
        ...jan,
      });
      await add('elecMarket', {
        category: 'scope2.electricity.market_based',
        quantity: '41200',
        unit: 'kWh',
        facilityId: oakland.id,
        ...jan,
      });
      await add('unknown', { category: 'scope1.teleportation', quantity: '1', unit: 'kWh', ...jan });
      // Outside the January period: not selected.
      await add('february', {
        category: 'scope1.stationary_combustion',
        quantity: '1000',
        unit: 'kWh',
        region: 'GB',
        attributes: { fuel: 'natural_gas' },
        periodStart: '2025-02-01',
        periodEnd: '2025-02-28',
      });
    });
  }, 60_000);
  afterAll(async () => {
    await db?.cleanup();
  });

  const deps = () => ({ db: db.db, registry });
  const january = { kind: 'period' as const, periodStart: '2025-01-01', periodEnd: '2025-01-31' };

  it('stores the successes, lists the failures and records the dataset versions used', async () => {
    const summary = await runCalculation(deps(), {
      organizationId: orgId,
      actorUserId: null,
      selection: january,
      requestId: 'req-1',
    });
    expect(summary.calculated).toBe(3);
    expect(summary.failedCount).toBe(1);
    expect(summary.failed).toEqual([
      { activityId: ids.unknown, code: 'UNKNOWN_CATEGORY', message: expect.any(String) },
    ]);
    expect(summary.superseded).toBe(0);
    expect(Object.keys(summary.datasetVersions).sort()).toEqual(
      expect.arrayContaining(['desnz-ghg-cf', 'epa-egrid']),
    );
    const results = await withOrganization(db.db, orgId, (scope) =>
      listEmissionResults(scope, { calculationRunId: summary.runId, limit: 10 }),
    );
    expect(results.items.map((r) => r.activityId).sort()).toEqual(
      [ids.gas, ids.elecLocation, ids.elecMarket].sort(),
    );
    // Totals are the exact sums of the stored results; Scope 2 methods stay apart.
    const byKey = (scope: number, method: string | null) =>
      results.items
        .filter((r) => r.scope === scope && r.method === method)
        .reduce((sum, r) => sum.plus(r.co2eKg), new Decimal(0))
        .toFixed();
    expect(summary.totalsByScope).toEqual({
      scope1: byKey(1, null),
      scope2LocationBased: byKey(2, 'location_based'),
      scope2MarketBased: byKey(2, 'market_based'),
      scope2Unspecified: '0',
      scope3: '0',
    });
    expect(new Decimal(summary.totalsByScope.scope1).gt(0)).toBe(true);
    expect(new Decimal(summary.totalsByScope.scope2LocationBased).gt(0)).toBe(true);

    const run = await withOrganization(db.db, orgId, (scope) => getCalculationRun(scope, summary.runId));
    expect(run).toMatchObject({
      kind: 'period',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      status: 'completed',
      datasetVersions: summary.datasetVersions,
      calculatedCount: 3,
      failedCount: 1,
      gwpSet: 'AR6',
      gwpTimeframe: '100yr',
    });
    expect(run.failures).toEqual(summary.failed);
    const audit = await withOrganization(db.db, orgId, (scope) => listAudit(scope, { limit: 50 }));
    const entry = audit.items.find((e) => e.entityId === summary.runId);
    expect(entry).toMatchObject({ action: 'calculation.run', requestId: 'req-1', actorType: 'system' });
  });

  it('supersedes rather than duplicates when the same period runs twice', async () => {
    const before = await withOrganization(db.db, orgId, (scope) => aggregateEmissions(scope, {}));
    const second = await runCalculation(deps(), {
      organizationId: orgId,
      actorUserId: null,
      selection: january,
    });
    expect(second.calculated).toBe(3);
    expect(second.superseded).toBe(3);
    const after = await withOrganization(db.db, orgId, (scope) => aggregateEmissions(scope, {}));
    expect(after).toEqual(before);
    const all = await withOrganization(db.db, orgId, (scope) =>
      listEmissionResults(scope, { includeSuperseded: true, limit: 100 }),
    );
    const old = all.items.filter((r) => r.calculationRunId !== second.runId);
    expect(old.length).toBe(3);
    for (const r of old) expect(r.supersededBy).not.toBeNull();
  });

  it('calculates named activities and reports superseded, unknown and foreign ids', async () => {
    const summary = await runCalculation(deps(), {
      organizationId: otherOrgId,
      actorUserId: null,
      selection: { kind: 'activities', activityIds: [ids.gas as string] },
    });
    // Another organization's id does not exist for this one.
    expect(summary.calculated).toBe(0);
    expect(summary.failed.map((f) => f.code)).toEqual(['ACTIVITY_NOT_FOUND']);

    const own = await runCalculation(deps(), {
      organizationId: orgId,
      actorUserId: null,
      selection: { kind: 'activities', activityIds: [ids.february as string, ids.gas as string] },
      gwpSet: 'AR5',
    });
    expect(own.calculated).toBe(2);
    expect(own.gwpSet).toBe('AR5');
    expect(own.failed).toEqual([]);
  });

  it.runIf(target.name === 'postgres')(
    'makes concurrent runs of one organization take turns, so results are never current twice',
    async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = withOrganization(db.db, orgId, async (scope) => {
        await lockCalculations(scope);
        await gate;
      });
      const waiting = async () =>
        Number(
          (
            await sql<{
              n: string;
            }>`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`.execute(db.db)
          ).rows[0]?.n,
        );
      const blocked = runCalculation(deps(), {
        organizationId: orgId,
        actorUserId: null,
        selection: january,
      });
      while ((await waiting()) === 0) await new Promise((r) => setImmediate(r));
      // Another organization is not held up by it.
      const other = await runCalculation(deps(), {
        organizationId: otherOrgId,
        actorUserId: null,
        selection: january,
      });
      expect(other.calculated).toBe(0);
      release();
      await holder;
      expect((await blocked).calculated).toBe(3);
      await Promise.all(
        [1, 2].map(() =>
          runCalculation(deps(), { organizationId: orgId, actorUserId: null, selection: january }),
        ),
      );
      const current = await withOrganization(db.db, orgId, (scope) =>
        listEmissionResults(scope, { limit: 100 }),
      );
      const keys = current.items.map((r) => `${r.activityId}|${r.method}`);
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it('refuses an invalid selection and a pin to a dataset that is not loaded', async () => {
    await expect(
      runCalculation(deps(), {
        organizationId: orgId,
        actorUserId: null,
        selection: { kind: 'period', periodStart: '2025-02-01', periodEnd: '2025-01-01' },
      }),
    ).rejects.toMatchObject({ code: 'STORE_INVALID_INPUT' });
    await expect(
      runCalculation(deps(), {
        organizationId: orgId,
        actorUserId: null,
        selection: january,
        datasetPins: { 'desnz-ghg-cf': '1999' },
      }),
    ).rejects.toMatchObject({ code: 'DATASET_NOT_LOADED' });
  });
});
