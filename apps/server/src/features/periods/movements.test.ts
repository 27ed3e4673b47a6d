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

interface Line {
  key: string;
  previousCo2eKg: string;
  currentCo2eKg: string;
  changeCo2eKg: string;
  changePercent: string | null;
  aboveThreshold: boolean;
  explanation: { id: string; explanation: string; supersedesId: string | null } | null;
  explanationStale: boolean;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'movements and return to draft on $name',
  (target) => {
    let f: TenantFixture;
    let mia: Record<string, string>;
    let miaId = '';
    let periodId = '';
    let firstExplanation = '';
    const ada = () => f.as('ORG_ADMIN');
    const post = (path: string, body: unknown, headers: Record<string, string>) =>
      f.send('POST', path, body, headers);
    const movements = async (headers = f.as('AUDITOR')) => {
      const answer = await f.call(`/api/periods/${periodId}/movements`, { headers });
      expect(answer.res.status).toBe(200);
      return answer.body as { thresholdPercent: string; lines: Line[]; missing: string[]; previous: unknown };
    };
    /** The oracle: the current results inside a calendar year, summed from the results API itself. */
    const resultsTotal = async (year: string) => {
      const list = await f.call('/api/results?limit=500', { headers: ada() });
      return (list.body.items as { periodStart: string; periodEnd: string; co2eKg: string }[])
        .filter((r) => r.periodStart >= `${year}-01-01` && r.periodEnd <= `${year}-12-31`)
        .reduce((sum, r) => sum.plus(r.co2eKg), new Decimal(0));
    };
    /** The exact change of 2025 against 2024, percent. */
    const exactPercent = async () => {
      const [previous, current] = [await resultsTotal('2024'), await resultsTotal('2025')];
      return current.minus(previous).dividedBy(previous).times(100);
    };
    const explain = (lineKey: string, explanation: string, headers = mia) =>
      post(`/api/periods/${periodId}/movements/explanations`, { lineKey, explanation }, headers);

    beforeAll(async () => {
      f = await openTenantFixture(target);
      const m = await withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
        createUser(scope, { email: 'mia@example.com', name: 'Mia Member', role: 'ORG_MEMBER' }),
      );
      miaId = m.id;
      mia = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_MEMBER', miaId)}` };
      for (const a of [gas('2024-01-01', '2024-01-31', '1000'), gas('2025-01-01', '2025-01-31', '1100')]) {
        expect((await post('/api/activities', a, ada())).res.status).toBe(201);
      }
      for (const year of ['2024', '2025']) {
        const run = await post(
          '/api/calculations',
          { periodStart: `${year}-01-01`, periodEnd: `${year}-12-31` },
          ada(),
        );
        expect(run.res.status).toBe(201);
      }
      const created = await post('/api/periods', { year: 2025 }, ada());
      expect(created.res.status).toBe(201);
      periodId = created.body.id as string;
    }, 300_000);
    afterAll(async () => {
      await f?.h.close();
    });

    it('shows the auditor every line against the previous year, exact, with the missing explanation', async () => {
      const m = await movements();
      expect(m.previous).toEqual({ periodStart: '2024-01-01', periodEnd: '2024-12-31' });
      expect(m.thresholdPercent).toBe('5');
      const s1 = m.lines.find((l) => l.key === 'scope1') as Line;
      const [previous, current] = [await resultsTotal('2024'), await resultsTotal('2025')];
      expect(s1).toMatchObject({
        previousCo2eKg: previous.toFixed(),
        currentCo2eKg: current.toFixed(),
        changeCo2eKg: current.minus(previous).toFixed(),
        changePercent: (await exactPercent()).toDecimalPlaces(6).toFixed(),
        aboveThreshold: true,
        explanation: null,
      });
      expect(m.lines.map((l) => l.key)).toEqual([
        'scope1',
        'scope2.location_based',
        'scope2.market_based',
        'scope3',
      ]);
      expect(m.missing).toEqual(['scope1']);
    });

    it('refuses to submit with 409 movement-explanations-missing naming the lines', async () => {
      const refused = await post(`/api/periods/${periodId}/submit`, undefined, mia);
      expect(refused.res.status).toBe(409);
      expect(refused.res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(refused.body).toMatchObject({
        type: 'urn:ctp:problem:movement-explanations-missing',
        thresholdPercent: '5',
        lines: [{ key: 'scope1', changePercent: (await exactPercent()).toDecimalPlaces(6).toFixed() }],
      });
      expect(refused.body.detail).toMatch(/scope1/);
    });

    it('validates explanations and lets only the data owners write them', async () => {
      expect((await explain('scope1', 'x', f.as('AUDITOR'))).res.status).toBe(403);
      expect((await explain('scope1', 'x', f.as('READ_ONLY'))).res.status).toBe(403);
      expect((await explain('scope1', '   ')).res.status).toBe(400);
      expect((await explain('scope1', 'x'.repeat(5001))).res.status).toBe(400);
      expect((await explain('scope7', 'x')).res.status).toBe(400);
      const notALine = await explain('scope3.category.4', 'no such line in this period');
      expect(notALine.res.status).toBe(400);
      expect(notALine.body.type).toBe('urn:ctp:problem:validation-failed');
      expect(
        (await post(`/api/periods/${periodId}/movements/explanations`, { lineKey: 'scope1' }, mia)).res
          .status,
      ).toBe(400);
    });

    it('keeps the explanation with its figures, shows it to the auditor, and then submit passes', async () => {
      const explained = await explain('scope1', 'A colder January: more heating.');
      expect(explained.res.status).toBe(201);
      firstExplanation = explained.body.id as string;
      const m = await movements();
      const s1 = m.lines[0] as Line;
      expect(explained.body).toMatchObject({
        lineKey: 'scope1',
        explainedBy: miaId,
        previousCo2eKg: s1.previousCo2eKg,
        currentCo2eKg: s1.currentCo2eKg,
        thresholdPercent: '5',
        supersedesId: null,
      });
      expect(s1.explanation).toMatchObject({
        id: firstExplanation,
        explanation: 'A colder January: more heating.',
      });
      expect(m.missing).toEqual([]);
      const submitted = await post(`/api/periods/${periodId}/submit`, undefined, mia);
      expect(submitted.res.status).toBe(200);
      expect(submitted.body.status).toBe('submitted');
      // Once submitted, explanations no longer change.
      expect((await explain('scope1', 'changed my mind')).res.status).toBe(409);
    });

    it('returns a submitted period to draft by an ORG_ADMIN with a reason, audited; a draft cannot be returned', async () => {
      expect((await post(`/api/periods/${periodId}/return`, { reason: 'x' }, mia)).res.status).toBe(403);
      expect((await post(`/api/periods/${periodId}/return`, {}, ada())).res.status).toBe(400);
      expect(
        (await post(`/api/periods/${periodId}/return`, { reason: 'x'.repeat(5001) }, ada())).res.status,
      ).toBe(400);
      const returned = await post(
        `/api/periods/${periodId}/return`,
        { reason: 'Explain the heating better' },
        ada(),
      );
      expect(returned.res.status).toBe(200);
      expect(returned.body).toMatchObject({
        period: { status: 'draft', submittedBy: null },
        periodReturn: { fromStatus: 'submitted', reason: 'Explain the heating better', returnedBy: f.adaId },
      });
      const again = await post(`/api/periods/${periodId}/return`, { reason: 'again' }, ada());
      expect(again.res.status).toBe(409);
      expect(again.body.type).toBe('urn:ctp:problem:invalid-status-transition');
      // Back in draft, a new explanation supersedes the first one.
      const second = await explain(
        'scope1',
        'A colder January (2.1 °C below 2024) and a longer heating season.',
      );
      expect(second.body.supersedesId).toBe(firstExplanation);
      expect((await movements()).lines[0]?.explanation?.id).toBe(second.body.id);
      expect(await f.auditActions(periodId)).toEqual([
        'period.create',
        'period.movement_explanation',
        'period.submit',
        'period.return',
        'period.movement_explanation',
      ]);
    });

    it('applies the threshold set by an ORG_ADMIN, exactly at the boundary', async () => {
      expect(
        (
          await f.send(
            'PUT',
            '/api/organizations/current/movement-threshold',
            { thresholdPercent: '10' },
            mia,
          )
        ).res.status,
      ).toBe(403);
      expect(
        (
          await f.send(
            'PUT',
            '/api/organizations/current/movement-threshold',
            { thresholdPercent: '0' },
            ada(),
          )
        ).res.status,
      ).toBe(400);
      // The smallest threshold of 6 places at or above the exact change is not exceeded; one step less is.
      const threshold = (value: string) =>
        f.send('PUT', '/api/organizations/current/movement-threshold', { thresholdPercent: value }, ada());
      const atOrAbove = (await exactPercent()).toDecimalPlaces(6, Decimal.ROUND_CEIL).toFixed();
      const set = await threshold(atOrAbove);
      expect(set.body).toMatchObject({ thresholdPercent: atOrAbove, updatedBy: f.adaId });
      expect((await movements()).lines[0]?.aboveThreshold).toBe(false);
      const below = new Decimal(atOrAbove).minus('0.000001').toFixed();
      expect((await threshold(below)).res.status).toBe(200);
      expect((await movements()).lines[0]?.aboveThreshold).toBe(true);
      const read = await f.call('/api/organizations/current/movement-threshold', {
        headers: f.as('AUDITOR'),
      });
      expect(read.body).toMatchObject({ thresholdPercent: below });
      expect(await f.auditActions(f.orgId)).toContain('organization.movement_policy');
    });

    it('marks an explanation stale when a calculation changes the figures, and refuses to submit until it is explained again', async () => {
      const explained = (await movements()).lines[0] as Line;
      expect(explained).toMatchObject({ aboveThreshold: true, explanationStale: false });
      // Another 2025 invoice is entered and calculated: the explained figures are no longer the line's.
      expect((await post('/api/activities', gas('2025-03-01', '2025-03-31', '40'), ada())).res.status).toBe(
        201,
      );
      expect(
        (await post('/api/calculations', { periodStart: '2025-01-01', periodEnd: '2025-12-31' }, ada())).res
          .status,
      ).toBe(201);
      const stale = await movements();
      expect(stale.lines[0]).toMatchObject({
        explanationStale: true,
        explanation: { id: explained.explanation?.id },
      });
      expect(stale.missing).toEqual(['scope1']);
      const refused = await post(`/api/periods/${periodId}/submit`, undefined, mia);
      expect(refused.res.status).toBe(409);
      expect(refused.body.type).toBe('urn:ctp:problem:movement-explanations-missing');
      expect(
        (await explain('scope1', 'A colder January, and the March invoice that came late.')).res.status,
      ).toBe(201);
      const fresh = await movements();
      expect(fresh.lines[0]?.explanationStale).toBe(false);
      expect(fresh.missing).toEqual([]);
      expect((await post(`/api/periods/${periodId}/submit`, undefined, mia)).res.status).toBe(200);
    });
  },
);
