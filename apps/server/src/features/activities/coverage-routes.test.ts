import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';
import { monthsBetween } from './coverage-service.js';

const activity = (facilityId: string | null, periodStart: string, periodEnd: string) => ({
  category: 'scope1.stationary_combustion',
  quantity: '100',
  unit: 'kWh',
  periodStart,
  periodEnd,
  attributes: { fuel: 'natural_gas' },
  ...(facilityId ? { facilityId } : {}),
});

interface Coverage {
  months: string[];
  facilities: { facilityId: string | null; name: string | null; counts: number[] }[];
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'GET /api/activities/coverage on $name',
  (target) => {
    let f: TenantFixture;
    let leeds = '';
    let oakland = '';
    const asMember = () => f.as('ORG_MEMBER');

    beforeAll(async () => {
      f = await openTenantFixture(target);
      const facility = async (name: string) =>
        (await f.send('POST', '/api/facilities', { name, country: 'GB' }, asMember())).body.id as string;
      leeds = await facility('Leeds plant');
      oakland = await facility('Oakland office');
      const post = async (body: unknown) => {
        const answer = await f.send('POST', '/api/activities', body, asMember());
        expect(answer.res.status, JSON.stringify(answer.body)).toBe(201);
        return answer.body.id as string;
      };
      await post(activity(leeds, '2025-01-01', '2025-01-31'));
      await post(activity(leeds, '2025-01-10', '2025-01-20')); // a second one in January
      await post(activity(leeds, '2025-03-01', '2025-05-31')); // a quarter: March, April, May
      const corrected = await post(activity(oakland, '2025-02-01', '2025-02-28'));
      // A correction moves the activity to June: only the current version counts.
      const fix = await f.send(
        'POST',
        `/api/activities/${corrected}/corrections`,
        { ...activity(oakland, '2025-06-01', '2025-06-30'), reason: 'wrong month' },
        asMember(),
      );
      expect(fix.res.status).toBe(201);
      await post(activity(null, '2024-12-15', '2025-01-15')); // no facility, straddles the year
      // The other organization's data must never show.
      const theirs = await f.send(
        'POST',
        '/api/facilities',
        { name: 'Their plant', country: 'FR' },
        { authorization: `Bearer ${f.other.adminToken}` },
      );
      await f.send(
        'POST',
        '/api/activities',
        activity(theirs.body.id as string, '2025-02-01', '2025-02-28'),
        { authorization: `Bearer ${f.other.adminToken}` },
      );
    }, 120_000);
    afterAll(async () => {
      await f?.h.close();
    });

    it('counts current versions per facility and month, every overlapped month, every facility listed', async () => {
      const { res, body } = await f.call('/api/activities/coverage?from=2025-01-01&to=2025-06-30', {
        headers: f.as('READ_ONLY'),
      });
      expect(res.status).toBe(200);
      const coverage = body as unknown as Coverage;
      expect(coverage.months).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
      expect(coverage.facilities).toEqual([
        { facilityId: leeds, name: 'Leeds plant', counts: [2, 0, 1, 1, 1, 0] },
        { facilityId: oakland, name: 'Oakland office', counts: [0, 0, 0, 0, 0, 1] },
        { facilityId: null, name: null, counts: [1, 0, 0, 0, 0, 0] },
      ]);
    });

    it('counts whole calendar months, even when the range starts or ends inside one', async () => {
      const { body } = await f.call('/api/activities/coverage?from=2025-01-25&to=2025-01-26', {
        headers: f.as('READ_ONLY'),
      });
      const coverage = body as unknown as Coverage;
      expect(coverage.months).toEqual(['2025-01']);
      // Both January activities of Leeds (one ends on the 20th), and the one straddling the year.
      expect(coverage.facilities.map((r) => r.counts)).toEqual([[2], [0], [1]]);
    });

    it('shows a facility without data in the range as a row of zeros, and no other organization’s rows', async () => {
      const { body } = await f.call('/api/activities/coverage?from=2023-01-01&to=2023-03-31', {
        headers: f.as('READ_ONLY'),
      });
      expect(body).toEqual({
        from: '2023-01-01',
        to: '2023-03-31',
        months: ['2023-01', '2023-02', '2023-03'],
        facilities: [
          { facilityId: leeds, name: 'Leeds plant', counts: [0, 0, 0] },
          { facilityId: oakland, name: 'Oakland office', counts: [0, 0, 0] },
        ],
      });
      const theirs = await f.call('/api/activities/coverage?from=2025-01-01&to=2025-06-30', {
        headers: { authorization: `Bearer ${f.other.adminToken}` },
      });
      const rows = (theirs.body as unknown as Coverage).facilities;
      expect(rows.map((r) => r.name)).toEqual(['Their plant']);
      expect(rows[0]?.counts).toEqual([0, 1, 0, 0, 0, 0]);
    });

    it('refuses a reversed or too long range with a validation problem naming the field', async () => {
      for (const query of [
        'from=2025-06-01&to=2025-01-01',
        'from=2020-01-01&to=2025-01-31',
        'from=2025-01-01',
      ]) {
        const { res, body } = await f.call(`/api/activities/coverage?${query}`, {
          headers: f.as('READ_ONLY'),
        });
        expect(res.status, query).toBe(400);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
        expect(body.errors?.[0]?.pointer, query).toMatch(/\/(to)$/);
      }
    });

    it('needs a signed-in caller', async () => {
      const { res } = await f.call('/api/activities/coverage?from=2025-01-01&to=2025-01-31');
      expect(res.status).toBe(401);
    });

    it('lists the months a range touches', () => {
      expect(monthsBetween('2024-11-15', '2025-02-01')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
      expect(monthsBetween('2025-03-31', '2025-03-31')).toEqual(['2025-03']);
    });
  },
);
