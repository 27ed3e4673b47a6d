import { Decimal } from '@ctp/factors';
import { createUser, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

const gas = (periodStart: string, periodEnd: string, quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart,
  periodEnd,
});
const FY = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };

interface Total {
  scope: number;
  method: string | null;
  co2eKg: string;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('period close API on $name', (target) => {
  let f: TenantFixture;
  let bob: Record<string, string>;
  let bobId = '';
  let mia: Record<string, string>;
  let miaId = '';
  let periodId = '';
  let january = '';
  const ada = () => f.as('ORG_ADMIN');
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    f.send('POST', path, body, headers);
  /** The total of the current results inside 2025, from the results API itself (the oracle). */
  const resultsTotal = async () => {
    const list = await f.call('/api/results?limit=500', { headers: ada() });
    expect(list.res.status).toBe(200);
    return (list.body.items as { periodStart: string; periodEnd: string; co2eKg: string }[])
      .filter((r) => r.periodStart >= FY.periodStart && r.periodEnd <= FY.periodEnd)
      .reduce((sum, r) => sum.plus(r.co2eKg), new Decimal(0))
      .toFixed();
  };

  beforeAll(async () => {
    f = await openTenantFixture(target);
    const db = f.h.runtime.database.db;
    const [b, m] = await withOrganization(db, f.orgId, async (scope) => [
      await createUser(scope, { email: 'bob@example.com', name: 'Bob Admin', role: 'ORG_ADMIN' }),
      await createUser(scope, { email: 'mia@example.com', name: 'Mia Member', role: 'ORG_MEMBER' }),
    ]);
    bobId = b?.id as string;
    miaId = m?.id as string;
    bob = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_ADMIN', bobId)}` };
    mia = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_MEMBER', miaId)}` };
    const jan = await post('/api/activities', gas('2025-01-01', '2025-01-31', '12000'), ada());
    expect(jan.res.status).toBe(201);
    january = jan.body.id as string;
    expect((await post('/api/activities', gas('2025-03-01', '2025-03-31', '4000.5'), ada())).res.status).toBe(
      201,
    );
    expect((await post('/api/calculations', FY, ada())).res.status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('creates a year period as ORG_ADMIN only, refuses an overlapping one', async () => {
    expect((await post('/api/periods', { year: 2025 }, mia)).res.status).toBe(403);
    const created = await post('/api/periods', { year: 2025 }, ada());
    expect(created.res.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'FY2025',
      ...FY,
      status: 'draft',
      createdBy: f.adaId,
      lockedTotals: null,
    });
    periodId = created.body.id as string;
    const overlap = await post('/api/periods', { periodStart: '2025-12-01', periodEnd: '2026-01-31' }, ada());
    expect(overlap.res.status).toBe(409);
    const list = await f.call('/api/periods', { headers: f.as('READ_ONLY') });
    expect((list.body.items as { id: string }[]).map((p) => p.id)).toEqual([periodId]);
  });

  it('moves draft → submitted (member) → approved (another admin) → locked, each step audited', async () => {
    expect((await post(`/api/periods/${periodId}/approve`, undefined, ada())).body.type).toBe(
      'urn:ctp:problem:invalid-status-transition',
    );
    expect((await post(`/api/periods/${periodId}/submit`, undefined, f.as('READ_ONLY'))).res.status).toBe(
      403,
    );
    // 2024 has no results, so every 2025 total moved from zero: submitting needs them explained.
    expect((await post(`/api/periods/${periodId}/submit`, undefined, mia)).body.type).toBe(
      'urn:ctp:problem:movement-explanations-missing',
    );
    const explained = await post(
      `/api/periods/${periodId}/movements/explanations`,
      { lineKey: 'scope1', explanation: 'The first year we report.' },
      mia,
    );
    expect(explained.res.status).toBe(201);
    const submitted = await post(`/api/periods/${periodId}/submit`, undefined, mia);
    expect(submitted.body).toMatchObject({ status: 'submitted', submittedBy: miaId });
    expect((await post(`/api/periods/${periodId}/approve`, undefined, mia)).res.status).toBe(403);
    const approved = await post(`/api/periods/${periodId}/approve`, undefined, ada());
    expect(approved.body).toMatchObject({ status: 'approved', approvedBy: f.adaId });
    const locked = await post(`/api/periods/${periodId}/lock`, undefined, bob);
    expect(locked.res.status).toBe(200);
    expect(locked.body).toMatchObject({ status: 'locked', lockedBy: bobId });
    expect(locked.body.lockedTotals).toEqual([{ scope: 1, method: null, co2eKg: await resultsTotal() }]);
    expect(await f.auditActions(periodId)).toEqual([
      'period.create',
      'period.movement_explanation',
      'period.submit',
      'period.approve',
      'period.lock',
    ]);
  });

  it('answers 409 period-locked naming the period to every write path into it', async () => {
    const expectLocked = (answer: Awaited<ReturnType<typeof post>>) => {
      expect(answer.res.status).toBe(409);
      expect(answer.res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(answer.body.type).toBe('urn:ctp:problem:period-locked');
      expect(answer.body.detail).toMatch(/FY2025/);
      expect(answer.body.details).toMatchObject({ periodId, name: 'FY2025', ...FY });
    };
    expectLocked(await post('/api/activities', gas('2025-06-01', '2025-06-30', '1'), ada()));
    expectLocked(
      await post(
        `/api/activities/${january}/corrections`,
        { ...gas('2025-01-01', '2025-01-31', '1'), reason: 'x' },
        ada(),
      ),
    );
    expectLocked(await post('/api/calculations', FY, ada()));
    expectLocked(await post('/api/calculations', { activityIds: [january] }, ada()));
    const csv =
      'category,quantity,unit,periodStart,periodEnd\nscope1.stationary_combustion,5,kWh,2025-05-01,2025-05-31\n';
    const imported = await f.h.request('/api/activities/import', {
      method: 'POST',
      headers: { ...ada(), 'content-type': 'text/csv' },
      body: csv,
    });
    expect(imported.status).toBe(409);
    expect(((await imported.json()) as { type: string }).type).toBe('urn:ctp:problem:period-locked');
    // A recalculation may be previewed (nothing stored) but not accepted into the locked period.
    const preview = await post('/api/recalculations/preview', { ...FY, datasetPins: {} }, ada());
    expect(preview.res.status).toBe(201);
    expectLocked(await post(`/api/recalculations/${preview.body.id}/accept`, {}, ada()));
    // Outside the locked period, writing goes on.
    expect((await post('/api/activities', gas('2026-01-01', '2026-01-31', '1'), ada())).res.status).toBe(201);
  });

  it('reopens with an ORG_ADMIN and a reason; the restatement on relock equals the difference of the two calculations', async () => {
    const before = (await f.call(`/api/periods/${periodId}`, { headers: ada() })).body
      .lockedTotals as Total[];
    expect(
      (await post(`/api/periods/${periodId}/reopen`, { cause: 'discovered_error' }, ada())).res.status,
    ).toBe(400);
    expect(
      (await post(`/api/periods/${periodId}/reopen`, { cause: 'discovered_error', reason: 'x' }, mia)).res
        .status,
    ).toBe(403);
    const policy = await f.send('PUT', '/api/organizations/current/base-year', { baseYear: 2025 }, ada());
    expect(policy.body).toMatchObject({
      baseYear: 2025,
      significanceThresholdPercent: '5',
      updatedBy: f.adaId,
    });

    const reopened = await post(
      `/api/periods/${periodId}/reopen`,
      { cause: 'discovered_error', reason: 'January gas was read from the wrong meter' },
      ada(),
    );
    expect(reopened.res.status).toBe(200);
    const { period, restatement } = reopened.body as unknown as {
      period: { status: string };
      restatement: Record<string, unknown>;
    };
    expect(period.status).toBe('draft');
    expect(restatement).toMatchObject({
      status: 'open',
      oldTotals: before,
      newTotals: null,
      reopenedBy: f.adaId,
    });

    const corrected = await post(
      `/api/activities/${january}/corrections`,
      { ...gas('2025-01-01', '2025-01-31', '11000'), reason: 'right meter' },
      ada(),
    );
    expect(corrected.res.status).toBe(201);
    expect((await post('/api/calculations', FY, ada())).res.status).toBe(201);
    const after = await resultsTotal();
    // The corrected figures are not those Scope 1 was explained for: the explanation is stale.
    expect((await post(`/api/periods/${periodId}/submit`, undefined, ada())).body.type).toBe(
      'urn:ctp:problem:movement-explanations-missing',
    );
    expect(
      (
        await post(
          `/api/periods/${periodId}/movements/explanations`,
          {
            lineKey: 'scope1',
            explanation: 'The first year we report; January re-read from the right meter.',
          },
          mia,
        )
      ).res.status,
    ).toBe(201);
    await post(`/api/periods/${periodId}/submit`, undefined, ada());
    expect((await post(`/api/periods/${periodId}/approve`, undefined, ada())).body.type).toBe(
      'urn:ctp:problem:period-self-approval',
    );
    await post(`/api/periods/${periodId}/approve`, undefined, bob);
    expect((await post(`/api/periods/${periodId}/lock`, undefined, ada())).res.status).toBe(200);

    const list = await f.call(`/api/restatements?periodId=${periodId}`, { headers: f.as('READ_ONLY') });
    const [done] = list.body.items as Record<string, unknown>[];
    const old = before[0]?.co2eKg as string;
    const delta = new Decimal(after).minus(old);
    expect(done).toMatchObject({
      id: restatement.id,
      status: 'completed',
      cause: 'discovered_error',
      oldTotalCo2eKg: old,
      newTotals: [{ scope: 1, method: null, co2eKg: after }],
      newTotalCo2eKg: after,
      deltaCo2eKg: delta.toFixed(),
      approvedBy: f.adaId,
      significance: {
        baseYear: 2025,
        baseYearTotalCo2eKg: old,
        thresholdPercent: '5',
        changePercent: delta.abs().dividedBy(old).times(100).toDecimalPlaces(6).toFixed(),
        significant: true,
      },
    });
    expect(await f.auditActions(restatement.id as string)).toEqual(['restatement.complete']);
    expect((await f.auditActions(periodId)).slice(-5)).toEqual([
      'period.reopen',
      'period.movement_explanation',
      'period.submit',
      'period.approve',
      'period.lock',
    ]);
  });

  it('keeps the base-year policy to ORG_ADMIN, validated', async () => {
    expect(
      (await f.send('PUT', '/api/organizations/current/base-year', { baseYear: 2025 }, mia)).res.status,
    ).toBe(403);
    const bad = await f.send(
      'PUT',
      '/api/organizations/current/base-year',
      { baseYear: 2025, significanceThresholdPercent: '0' },
      ada(),
    );
    expect(bad.res.status).toBe(400);
    const set = await f.send(
      'PUT',
      '/api/organizations/current/base-year',
      { baseYear: 2024, significanceThresholdPercent: '2.5', triggers: ['structural_change'] },
      ada(),
    );
    expect(set.res.status).toBe(200);
    const read = await f.call('/api/organizations/current/base-year', { headers: f.as('READ_ONLY') });
    expect(read.body).toMatchObject({
      baseYear: 2024,
      significanceThresholdPercent: '2.5',
      triggers: ['structural_change'],
    });
  });
});
