import { Decimal } from '@ctp/engine';
import { testTargets, verifyAuditChain } from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';

const JAN = { periodStart: '2025-01-01', periodEnd: '2025-01-31' };

// Issue 19, "Tamper evidence for what is reported": the database owner multiplies one stored
// result's CO2e by 1,000 with every trigger off; the verification must name that result.
describe.each(testTargets(process.env.TEST_DATABASE_URL))('GET /api/results/verify on $name', (target) => {
  let t: CalculationsHarness;
  let runId = '';
  beforeAll(async () => {
    t = await openCalculationsHarness(target, 'verify-results');
    const site = await t.post('/api/facilities', { name: 'Leeds plant', country: 'GB' }, 'ORG_ADMIN');
    expect(site.res.status).toBe(201);
    for (const quantity of ['182000', '171500', '900']) {
      const res = await t.post('/api/activities', {
        category: 'scope1.stationary_combustion',
        quantity,
        unit: 'kWh',
        attributes: { fuel: 'natural_gas' },
        facilityId: site.body.id,
        ...JAN,
      });
      expect(res.res.status).toBe(201);
    }
    const run = await t.post('/api/calculations', JAN);
    expect(run.res.status).toBe(201);
    expect(run.body).toMatchObject({ calculated: 3 });
    runId = run.body.id;
  }, 120_000);
  afterAll(() => t.close());

  it('agrees with untouched results; each result carries its record output hash; the root is in the audit log', async () => {
    const { res, body } = await t.get('/api/results/verify');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ valid: true, checkedResults: 3, discrepancyCount: 0, discrepancies: [] });
    expect(body.totalsFromRecords).toEqual(body.totalsFromResults);
    expect(body.runs).toEqual([
      expect.objectContaining({ calculationRunId: runId, status: 'valid', leafCount: 3 }),
    ]);
    expect(body.runs[0].auditedRoot).toBe(body.runs[0].sealedRoot);
    const results = await t.get(`/api/results?calculationRunId=${runId}`);
    for (const r of results.body.items) {
      const record = await t.get(`/api/records/${r.calculationRecordId}`);
      expect(r.recordOutputHash).toBe(record.body.checksumOutput);
    }
  });

  it('names the result whose CO2e the database owner multiplied by 1,000 with triggers off', async () => {
    const results = (await t.get(`/api/results?calculationRunId=${runId}`)).body.items as {
      id: string;
      co2eKg: string;
    }[];
    const victim = results[0] as { id: string; co2eKg: string };
    // The run's total summed from its results, as a report collects them (the dashboard's kept totals
    // are maintained by triggers, which replica mode skips: they keep the untampered figure).
    const runTotal = async () =>
      (await t.get(`/api/results/summary?calculationRunId=${runId}`)).body.totals.scope1 as string;
    const before = await runTotal();
    await t.h.runtime.database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`UPDATE emission_results SET co2e_kg = co2e_kg * 1000 WHERE id = ${victim.id}`.execute(trx);
    });
    const after = await runTotal();
    expect(new Decimal(after).greaterThan(new Decimal(before).times(10))).toBe(true); // the published total moved
    await expect(verifyAuditChain(t.h.runtime.database.db, t.orgId)).resolves.toMatchObject({ valid: true });

    const { res, body } = await t.get('/api/results/verify');
    expect(res.status).toBe(200);
    expect(body.valid).toBe(false);
    expect(body.discrepancyCount).toBe(1);
    expect(body.discrepancies).toEqual([
      expect.objectContaining({
        resultId: victim.id,
        calculationRunId: runId,
        reasons: ['co2e_differs_from_record'],
      }),
    ]);
    expect(
      new Decimal(body.discrepancies[0].resultCo2eKg).equals(new Decimal(victim.co2eKg).times(1000)),
    ).toBe(true);
    expect(body.totalsFromResults.scope1).toBe(new Decimal(after).toFixed());
    expect(body.totalsFromRecords.scope1).toBe(new Decimal(before).toFixed());
    expect(body.runs[0]).toMatchObject({ calculationRunId: runId, status: 'root_mismatch' });
  });

  it('verifies one run, refuses a malformed run id and keeps other organizations apart', async () => {
    expect((await t.get(`/api/results/verify?runId=${runId}`)).body.discrepancyCount).toBe(1);
    const bad = await t.get('/api/results/verify?runId=nope');
    expect(bad.res.status).toBe(400);
    expect(bad.res.headers.get('content-type')).toMatch(/problem\+json/);
    const other = await t.call(`/api/results/verify?runId=${runId}`, { headers: t.other });
    expect(other.res.status).toBe(404);
    const own = await t.call('/api/results/verify', { headers: t.other });
    expect(own.body).toMatchObject({ valid: true, checkedResults: 0, runs: [] });
  });
});
