import { Decimal } from '@ctp/factors';
import { createUser, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

const GAS = {
  category: 'scope1.stationary_combustion',
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
};

describe.each(testTargets(process.env.TEST_DATABASE_URL))('override impact on $name', (target) => {
  let f: TenantFixture;
  let bob: Record<string, string>;
  const ada = () => f.as('ORG_ADMIN');
  const impactOf = async (id: string) => {
    const answer = await f.call(`/api/overrides/${id}/impact`, { headers: f.as('READ_ONLY') });
    expect(answer.res.status).toBe(200);
    return answer.body as Record<string, unknown> & {
      results: number;
      co2eKg: string;
      alreadyOverridden: { results: number; co2eKg: string };
      estimate: { resultsEstimated: number; changeKg: string; co2eKgAfter: string } | null;
    };
  };
  const results = async () => {
    const answer = await f.call('/api/results?category=scope1.stationary_combustion&limit=100', {
      headers: f.as('READ_ONLY'),
    });
    return answer.body.items as { co2eKg: string; periodStart: string }[];
  };
  const calculate = async () => {
    const run = await f.send(
      'POST',
      '/api/calculations',
      { periodStart: '2024-01-01', periodEnd: '2025-12-31' },
      ada(),
    );
    expect(run.res.status).toBeLessThan(300);
  };

  beforeAll(async () => {
    f = await openTenantFixture(target);
    const user = await withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
      createUser(scope, { email: 'bob@example.com', name: 'Bob Admin', role: 'ORG_ADMIN' }),
    );
    bob = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_ADMIN', user.id)}` };
    for (const [quantity, periodStart, periodEnd] of [
      ['182000', '2025-01-01', '2025-01-31'],
      ['171500', '2025-02-01', '2025-02-28'],
      ['1000', '2024-06-01', '2024-06-30'],
    ] as const) {
      const res = await f.send(
        'POST',
        '/api/activities',
        { ...GAS, quantity, periodStart, periodEnd },
        ada(),
      );
      expect(res.res.status).toBe(201);
    }
    await calculate();
  }, 120_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('estimates a pending factor multiplier exactly from the results inside its dates', async () => {
    const created = await f.send(
      'POST',
      '/api/overrides',
      {
        kind: 'factor_multiplier',
        category: 'scope1.stationary_combustion',
        justification: 'Measured gas composition',
        effectiveFrom: '2025-01-01',
        effectiveTo: '2025-12-31',
        factorMultiplier: '1.05',
      },
      ada(),
    );
    const covered = (await results()).filter((r) => r.periodStart >= '2025-01-01');
    expect(covered).toHaveLength(2);
    const base = covered.reduce((sum, r) => sum.plus(r.co2eKg), new Decimal(0));
    const impact = await impactOf(created.body.id as string);
    expect(impact).toMatchObject({
      category: 'scope1.stationary_combustion',
      state: 'pending',
      results: 2,
      co2eKg: base.toFixed(),
      alreadyOverridden: { results: 0, co2eKg: '0' },
      estimate: {
        basis: 'factor_multiplier',
        resultsEstimated: 2,
        changeKg: base.times('0.05').toFixed(),
        co2eKgAfter: base.times('1.05').toFixed(),
      },
    });

    // Approved and recalculated: the results now carry it, and nothing is left to estimate.
    expect(
      (await f.send('POST', `/api/overrides/${created.body.id}/approve`, undefined, bob)).res.status,
    ).toBe(200);
    await calculate();
    const after = await impactOf(created.body.id as string);
    expect(after.results).toBe(2);
    expect(after.alreadyOverridden.results).toBe(2);
    expect(after.co2eKg).toBe(base.times('1.05').toFixed());
    expect(after.estimate).toMatchObject({ resultsEstimated: 0, changeKg: '0' });

    // Ended: no estimate.
    await f.send(
      'POST',
      `/api/overrides/${created.body.id}/end`,
      { effectiveTo: '2025-01-31', reason: 'withdrawn' },
      ada(),
    );
    const ended = await impactOf(created.body.id as string);
    expect(ended).toMatchObject({ state: 'ended', effectiveTo: '2025-01-31', results: 1, estimate: null });
  });

  it('gives no estimate for a methodology override, and 404 for another organization', async () => {
    const created = await f.send(
      'POST',
      '/api/overrides',
      {
        kind: 'custom',
        category: 'scope1.stationary_combustion',
        justification: 'Own formula',
        effectiveFrom: '2024-01-01',
        customLogic: 'baseCo2e * 0.9',
      },
      ada(),
    );
    expect(created.res.status).toBe(201);
    const impact = await impactOf(created.body.id as string);
    expect(impact.results).toBe(3);
    expect(impact.estimate).toBeNull();
    const other = { authorization: `Bearer ${f.other.adminToken}` };
    const foreign = await f.call(`/api/overrides/${created.body.id}/impact`, { headers: other });
    expect(foreign.res.status).toBe(404);
  });
});
