import { AlgorithmRegistry, createCalculator, Decimal, ENGINE_VERSION, genericAlgorithms } from '@ctp/engine';
import { FactorLibrary } from '@ctp/factors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../audit/append.js';
import { verifyAuditChain } from '../audit/verify.js';
import { createActivityData } from '../repositories/activity.js';
import { startCalculationRun } from '../repositories/calculation-writer.js';
import { summarizeEmissions } from '../repositories/emission-summary.js';
import { createOrganization, type Organization } from '../repositories/organizations.js';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { verifyResults } from './verify-results.js';

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
const RUN = { kind: 'period', gwpSet: 'AR6', gwpTimeframe: '100yr', engineVersion: ENGINE_VERSION } as const;

/** As the database owner with every trigger off: what issue 19 did to a published total. */
async function asOwnerWithoutTriggers(store: TestDatabase, statement: ReturnType<typeof sql>) {
  await store.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await statement.execute(trx);
  });
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('results verification on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  let runId = '';
  let merkleRoot = '';
  const resultIds: string[] = [];
  const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) => withOrganization(store.db, org.id, fn);

  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'V', slug: 'verify-results' }));
    await inOrg(async (s) => {
      const activities = [];
      for (const q of ['1000', '2500', '40']) activities.push((await createActivityData(s, gas(q))).activity);
      const writer = await startCalculationRun(s, {
        ...RUN,
        periodStart: '2025-01-01',
        periodEnd: '2025-01-31',
      });
      const saved = await writer.append(
        activities.map((a) => ({
          activityId: a.id,
          record: calculator.calculate({ id: a.id, ...gas(a.quantity) }).record,
        })),
      );
      resultIds.push(...saved.map((r) => r.resultId));
      const sealed = await writer.finish({ datasetVersions: {} });
      runId = writer.runId;
      merkleRoot = sealed.merkleRoot;
      expect(sealed.leafCount).toBe(3);
      // The service records the root in the hash-chained audit log with the run.
      await appendAudit(s, {
        actorType: 'system',
        action: 'calculation.run',
        entityType: 'calculation_run',
        entityId: runId,
        details: { merkleRoot },
      });
    });
  }, 60_000);
  afterAll(() => store.cleanup());

  it('agrees with untouched results: totals from records equal totals from results, the seal holds', async () => {
    const verification = await verifyResults(store.db, org.id);
    expect(verification).toMatchObject({
      valid: true,
      checkedResults: 3,
      discrepancyCount: 0,
      discrepancies: [],
    });
    expect(verification.totalsFromRecords).toEqual(verification.totalsFromResults);
    expect(Number(verification.totalsFromResults.scope1)).toBeGreaterThan(0);
    expect(verification.runs).toEqual([
      expect.objectContaining({
        calculationRunId: runId,
        status: 'valid',
        sealedRoot: merkleRoot,
        auditedRoot: merkleRoot,
      }),
    ]);
    const rows = await inOrg((s) =>
      s.db
        .selectFrom('emission_results as r')
        .innerJoin('calculation_records as c', 'c.id', 'r.calculation_record_id')
        .select(['r.record_output_hash', 'c.checksum_output'])
        .execute(),
    );
    for (const row of rows) expect(row.record_output_hash).toBe(row.checksum_output);
  });

  it('names the result whose CO2e the database owner multiplied by 1,000 with triggers off', async () => {
    const victim = resultIds[1] as string;
    // Summed from the results themselves, as a report collects them (the kept totals of
    // `emission_totals` are maintained by triggers, which replica mode skips).
    const before = await inOrg((s) => summarizeEmissions(s, { includeSuperseded: true }));
    await asOwnerWithoutTriggers(
      store,
      sql`UPDATE emission_results SET co2e_kg = co2e_kg * 1000 WHERE id = ${victim}`,
    );
    const after = await inOrg((s) => summarizeEmissions(s, { includeSuperseded: true }));
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before)); // the published total did change

    // Neither the records nor the audit chain were touched: they alone cannot notice.
    await expect(verifyAuditChain(store.db, org.id)).resolves.toMatchObject({ valid: true });

    const verification = await verifyResults(store.db, org.id);
    expect(verification.valid).toBe(false);
    expect(verification.discrepancyCount).toBe(1);
    expect(verification.discrepancies).toEqual([
      expect.objectContaining({
        resultId: victim,
        calculationRunId: runId,
        reasons: ['co2e_differs_from_record'],
      }),
    ]);
    const [d] = verification.discrepancies;
    expect(new Decimal(d?.resultCo2eKg ?? 0).equals(new Decimal(d?.recordCo2eKg ?? 0).times(1000))).toBe(
      true,
    );
    expect(verification.totalsFromResults.scope1).not.toBe(verification.totalsFromRecords.scope1);
    expect(verification.runs[0]).toMatchObject({ status: 'root_mismatch', sealedRoot: merkleRoot });
    expect(verification.runs[0]?.recomputedRoot).not.toBe(merkleRoot);
    await expect(verifyResults(store.db, org.id, { runId })).resolves.toMatchObject({
      valid: false,
      discrepancies: [expect.objectContaining({ resultId: victim })],
    });
  });

  it('finds a record and its result changed together, and a rewritten seal', async () => {
    const victim = resultIds[2] as string;
    await asOwnerWithoutTriggers(
      store,
      sql`UPDATE calculation_records SET record = jsonb_set(record, '{output,co2eKg}', '"1"')
          WHERE id = (SELECT calculation_record_id FROM emission_results WHERE id = ${victim})`,
    );
    await asOwnerWithoutTriggers(store, sql`UPDATE emission_results SET co2e_kg = 1 WHERE id = ${victim}`);
    const verification = await verifyResults(store.db, org.id);
    expect(verification.discrepancies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resultId: victim, reasons: ['record_checksum_invalid'] }),
      ]),
    );
    // The owner recomputes the seal to match: the audit log still holds the original root.
    const forged = verification.runs[0]?.recomputedRoot ?? '';
    await asOwnerWithoutTriggers(
      store,
      sql`UPDATE calculation_run_seals SET merkle_root = ${forged} WHERE calculation_run_id = ${runId}`,
    );
    await expect(verifyResults(store.db, org.id)).resolves.toMatchObject({
      runs: [
        expect.objectContaining({ status: 'seal_mismatch', sealedRoot: forged, auditedRoot: merkleRoot }),
      ],
    });
  });

  it('refuses the seal table’s UPDATE and DELETE while triggers are on', async () => {
    await expect(
      inOrg((s) => sql`UPDATE calculation_run_seals SET leaf_count = 0`.execute(s.db)),
    ).rejects.toThrow(/append-only|permission denied/);
    await expect(sql`DELETE FROM calculation_run_seals`.execute(store.db)).rejects.toThrow(/append-only/);
  });
});
