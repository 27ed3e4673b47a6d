import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalculationsHarness,
  openCalculationsHarness,
  type Problem,
} from '../../testing/calculations-harness.js';
import { json } from '../../testing/server-harness.js';

const JAN = { periodStart: '2025-01-01', periodEnd: '2025-01-31' };

// EPA GHG Emission Factors Hub 2025, Table 1, natural gas per scf: 0.05444 kg CO2, 0.00103 g CH4,
// 0.00010 g N2O; 1000 scf → 54.44 kg CO2, 0.00103 kg CH4, 0.0001 kg N2O (× 273 = 0.0273).
const BY_SOURCE = '54.49511'; // 54.44 + 0.00103 × 27.0 (AR6 non-fossil CH4: combustion methane) + 0.0273
const SINGLE = '54.496037'; // 54.44 + 0.00103 × 27.9 (AR6 single CH4) + 0.0273

describe.each(testTargets(process.env.TEST_DATABASE_URL))('methane GWP setting on $name', (target) => {
  let t: CalculationsHarness;
  let activityId: string;

  const patch = (body: unknown) =>
    t.call('/api/organizations/current', json('PATCH', body, t.as('ORG_ADMIN')));
  /** Calculates the activity under AR6 and returns the run and its one record. */
  async function calculate(extra: Record<string, unknown> = {}) {
    const created = await t.post(
      '/api/calculations',
      { activityIds: [activityId], gwpSet: 'AR6', ...extra },
      'ORG_ADMIN',
    );
    expect(created.res.status).toBe(201);
    const records = await t.get(`/api/records?activityId=${activityId}`);
    const newest = (records.body.items as { id: string; calculationRunId: string }[]).find(
      (r) => r.calculationRunId === created.body.id,
    );
    const record = await t.get(`/api/records/${newest?.id}`);
    return { run: created.body, record: record.body.record };
  }

  beforeAll(async () => {
    t = await openCalculationsHarness(target, 'methane');
    const site = await t.post('/api/facilities', { name: 'Boiler house', country: 'US' }, 'ORG_ADMIN');
    const activity = await t.post('/api/activities', {
      category: 'scope1.stationary_combustion',
      quantity: '1000',
      unit: 'scf',
      facilityId: site.body.id,
      attributes: { fuel: 'natural_gas' },
      ...JAN,
    });
    expect(activity.res.status).toBe(201);
    activityId = activity.body.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('calculates a new organization by source, and says so on the run and in the record', async () => {
    const org = await t.get('/api/organizations/current');
    expect(org.body.settings.calculation).toBeUndefined();
    const { run, record } = await calculate();
    expect(run.methaneGwp).toBe('by_source');
    expect(record.input.methaneGwp).toBe('by_source');
    expect(record.output.co2eKg).toBe(BY_SOURCE);
    const ch4 = record.output.gases.find((g: { gas: string }) => g.gas === 'CH4');
    expect(ch4.gwpApplied[0]).toMatchObject({
      gwpGas: 'CH4_nonfossil',
      gwp: '27',
      methaneSource: 'fossil_combustion',
    });
  });

  it('round-trips the setting and calculates with it; a request may still choose', async () => {
    const saved = await patch({ settings: { calculation: { methaneGwp: 'single' } } });
    expect(saved.res.status).toBe(200);
    expect(saved.body.settings).toEqual({ calculation: { methaneGwp: 'single' } });
    expect((await t.get('/api/organizations/current')).body.settings.calculation).toEqual({
      methaneGwp: 'single',
    });
    const single = await calculate();
    expect(single.run.methaneGwp).toBe('single');
    expect(single.record.output.co2eKg).toBe(SINGLE);
    expect((await t.get(`/api/calculations/${single.run.id}`)).body.methaneGwp).toBe('single');
    const chosen = await calculate({ methaneGwp: 'by_source' });
    expect(chosen.record.output.co2eKg).toBe(BY_SOURCE);
  });

  it('refuses a mode outside the vocabulary, naming the field', async () => {
    for (const [body, pointer] of [
      [{ settings: { calculation: { methaneGwp: 'fossil' } } }, '/settings/calculation/methaneGwp'],
      [{ settings: { calculation: { methane: 'single' } } }, '/settings/calculation'],
    ] as const) {
      const { res, body: problem } = await patch(body);
      expect(res.status).toBe(400);
      expect((problem as Problem).errors?.map((e) => e.pointer)).toContain(pointer);
    }
    const bad = await t.post('/api/calculations', { activityIds: [activityId], methaneGwp: 'fossil' });
    expect(bad.res.status).toBe(400);
    expect((bad.body as Problem).errors?.map((e) => e.pointer)).toContain('/methaneGwp');
  });
});
