import { Decimal } from '@ctp/factors';
import { testTargets, withOrganization } from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

const month = (m: number) => {
  const mm = String(m).padStart(2, '0');
  return { periodStart: `2025-${mm}-01`, periodEnd: `2025-${mm}-28` };
};
const gas = (m: number, quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  ...month(m),
});
const power = (m: number, quantity: string) => ({
  category: 'scope2.electricity.location_based',
  quantity,
  unit: 'kWh',
  region: 'GB',
  ...month(m),
});

interface Item {
  resultId: string;
  calculationRecordId: string;
  scope: number;
  co2eKg: string;
  stratum: string;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('assurance API on $name', (target) => {
  let f: TenantFixture;
  let periodId = '';
  const get = (path: string, role: Parameters<TenantFixture['as']>[0] = 'AUDITOR') =>
    f.call(path, { headers: f.as(role) });

  beforeAll(async () => {
    f = await openTenantFixture(target);
    const ada = f.as('ORG_ADMIN');
    for (let m = 1; m <= 12; m++) {
      expect((await f.send('POST', '/api/activities', gas(m, String(1000 * m + 0.25)), ada)).res.status).toBe(
        201,
      );
      expect((await f.send('POST', '/api/activities', power(m, String(37 * m ** 3)), ada)).res.status).toBe(
        201,
      );
    }
    // Outside the period: never in its population.
    expect(
      (
        await f.send(
          'POST',
          '/api/activities',
          { ...gas(1, '5'), periodStart: '2024-06-01', periodEnd: '2024-06-30' },
          ada,
        )
      ).res.status,
    ).toBe(201);
    const calc = { periodStart: '2024-01-01', periodEnd: '2025-12-31' };
    expect((await f.send('POST', '/api/calculations', calc, ada)).res.status).toBe(201);
    const period = await f.send('POST', '/api/periods', { year: 2025 }, ada);
    expect(period.res.status).toBe(201);
    periodId = period.body.id as string;
  }, 120_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('downloads the full population of the period as CSV, totals equal to the results', async () => {
    const res = await f.h.request(`/api/assurance/periods/${periodId}/population`, {
      headers: f.as('AUDITOR'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('population_2025-01-01_2025-12-31.csv');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'resultId,activityId,calculationRecordId,facilityId,periodStart,periodEnd,scope,scope3Category,category,method,co2eKg',
    );
    expect(lines).toHaveLength(25);
    const total = lines.slice(1).reduce((sum, l) => sum.plus(l.split(',')[10] as string), new Decimal(0));
    const results = await get('/api/results?limit=500&periodFrom=2025-01-01&periodTo=2025-12-31');
    const expected = (results.body.items as { co2eKg: string; periodStart: string }[])
      .filter((r) => r.periodStart >= '2025-01-01')
      .reduce((sum, r) => sum.plus(r.co2eKg), new Decimal(0));
    expect(total.eq(expected)).toBe(true);
  });

  it('draws the same sample for the same seed and size, and stratifies by scope', async () => {
    const path = `/api/assurance/periods/${periodId}/sample?seed=20251231&size=8&stratifyBy=scope`;
    const first = await get(path);
    expect(first.res.status).toBe(200);
    expect((await get(path, 'READ_ONLY')).body).toEqual(first.body);
    expect(first.body.populationSize).toBe(24);
    expect(first.body.strata).toEqual([
      { key: 'scope-1', population: 12, drawn: 4 },
      { key: 'scope-2', population: 12, drawn: 4 },
    ]);
    const other = await get(`/api/assurance/periods/${periodId}/sample?seed=7&size=8&stratifyBy=scope`);
    const ids = (b: { items: Item[] }) => b.items.map((i) => i.resultId);
    expect(ids(other.body as never)).not.toEqual(ids(first.body as never));
    const byMagnitude = await get(
      `/api/assurance/periods/${periodId}/sample?seed=1&size=6&stratifyBy=magnitude`,
    );
    expect(byMagnitude.res.status).toBe(200);
    for (const s of byMagnitude.body.strata as { key: string }[]) expect(s.key).toMatch(/^magnitude-1e\d+$/);
  });

  it('recalculates every sampled result from its record to the same value', async () => {
    const sample = await get(
      `/api/assurance/periods/${periodId}/sample?seed=99&size=10&stratifyBy=magnitude`,
    );
    const items = sample.body.items as Item[];
    expect(items).toHaveLength(10);
    for (const item of items) {
      const r = await get(`/api/assurance/results/${item.resultId}/recalculation`);
      expect(r.res.status).toBe(200);
      expect(r.body).toMatchObject({
        matches: true,
        replayMatches: true,
        checksumsValid: true,
        differences: [],
      });
      expect(new Decimal(r.body.recomputedCo2eKg as string).eq(item.co2eKg)).toBe(true);
      const record = await get(`/api/records/${item.calculationRecordId}`);
      expect(record.res.status).toBe(200);
    }
  });

  it('refuses bad parameters and other organizations’ periods and results', async () => {
    expect((await get(`/api/assurance/periods/${periodId}/sample?seed=-1&size=8`)).res.status).toBe(400);
    expect((await get(`/api/assurance/periods/${periodId}/sample?seed=1&size=0`)).res.status).toBe(400);
    const other = { authorization: `Bearer ${f.other.adminToken}` };
    expect(
      (await f.call(`/api/assurance/periods/${periodId}/sample?seed=1&size=2`, { headers: other })).res
        .status,
    ).toBe(404);
    expect(
      (await f.call(`/api/assurance/periods/${periodId}/population`, { headers: other })).res.status,
    ).toBe(404);
  });

  it('lets the auditor ask on a sampled result and the organization answer once, both audited', async () => {
    const sample = await get(`/api/assurance/periods/${periodId}/sample?seed=5&size=1`);
    const item = (sample.body.items as Item[])[0] as Item;
    const body = {
      periodId,
      resultId: item.resultId,
      message: 'Please attach the gas invoice for this month.',
    };
    expect((await f.send('POST', '/api/audit-requests', body, f.as('READ_ONLY'))).res.status).toBe(403);
    const asked = await f.send('POST', '/api/audit-requests', body, f.as('AUDITOR'));
    expect(asked.res.status).toBe(201);
    expect(asked.body).toMatchObject({
      ...body,
      status: 'open',
      answer: null,
      requestedBy: { actorType: 'api_token' },
    });
    const id = asked.body.id as string;

    const answer = { answer: 'Invoice 2025-03 from the gas supplier, page 2.' };
    expect(
      (await f.send('POST', `/api/audit-requests/${id}/answer`, answer, f.as('AUDITOR'))).res.status,
    ).toBe(403);
    const answered = await f.send('POST', `/api/audit-requests/${id}/answer`, answer, f.as('ORG_MEMBER'));
    expect(answered.res.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', ...answer, evidenceId: null });
    expect(
      (await f.send('POST', `/api/audit-requests/${id}/answer`, answer, f.as('ORG_ADMIN'))).res.status,
    ).toBe(409);

    const open = await get(`/api/audit-requests?periodId=${periodId}&status=open`);
    expect(open.body.items).toEqual([]);
    const shown = await get(`/api/audit-requests/${id}`, 'READ_ONLY');
    expect(shown.body).toMatchObject({ message: body.message, answer: answer.answer });
    // The auditor reads the audit log, and both steps are in it.
    const log = await get('/api/audit?limit=100');
    expect(log.res.status).toBe(200);
    const actions = (log.body.items as { action: string; entityId: string | null }[])
      .filter((e) => e.entityId === id)
      .map((e) => e.action);
    expect(actions.sort()).toEqual(['audit_request.answer', 'audit_request.ask']);
    // Actors by name, as the auditor reads them: people and tokens named, the system not.
    const entries = log.body.items as {
      actorType: string;
      actorId: string | null;
      actorName: string | null;
    }[];
    const auditorAsked = entries.find((e) => e.actorType === 'api_token' && e.actorName === 'AUDITOR token');
    expect(auditorAsked?.actorId).toMatch(/^[0-9a-f-]{36}$/);
    for (const e of entries) {
      if (e.actorType === 'api_token') expect(e.actorName).toMatch(/ token$/);
      if (e.actorType === 'system') expect(e.actorName).toBeNull();
    }
  });

  it('refuses a request on a result outside the period, and never rewrites an answer in the database', async () => {
    const all = await get('/api/results?limit=500');
    const early = (all.body.items as { id: string; periodEnd: string }[]).find(
      (r) => r.periodEnd < '2025-01-01',
    );
    if (early === undefined) throw new Error('the 2024 result is missing');
    const refused = await f.send(
      'POST',
      '/api/audit-requests',
      { periodId, resultId: early.id, message: 'Why?' },
      f.as('AUDITOR'),
    );
    expect(refused.res.status).toBe(422);
    const db = f.h.runtime.database.db;
    await expect(
      withOrganization(db, f.orgId, (s) =>
        sql`UPDATE audit_requests SET message = 'changed', answer = 'rewritten'`.execute(s.db),
      ),
    ).rejects.toThrow(/answered once/);
  });
});
