import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

interface RunPage {
  items: { id: string; periodStart: string }[];
  nextCursor: string | null;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'GET /api/calculations?order=newest on $name',
  (target) => {
    let f: TenantFixture;
    const runs: string[] = [];

    beforeAll(async () => {
      f = await openTenantFixture(target);
      for (const month of ['01', '02', '03']) {
        const answer = await f.send(
          'POST',
          '/api/calculations',
          { periodStart: `2025-${month}-01`, periodEnd: `2025-${month}-28` },
          f.as('ORG_MEMBER'),
        );
        expect(answer.res.status, JSON.stringify(answer.body)).toBe(201);
        runs.push(answer.body.id as string);
      }
      // Another organization's run never shows.
      await f.send(
        'POST',
        '/api/calculations',
        { periodStart: '2025-04-01', periodEnd: '2025-04-30' },
        { authorization: `Bearer ${f.other.adminToken}` },
      );
    }, 120_000);
    afterAll(async () => {
      await f?.h.close();
    });

    const list = async (query: string) => {
      const { res, body } = await f.call(`/api/calculations?${query}`, { headers: f.as('READ_ONLY') });
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body as unknown as RunPage;
    };

    it('lists the latest run first, page after page, and only the organization’s runs', async () => {
      const first = await list('order=newest&limit=2');
      expect(first.items.map((r) => r.id)).toEqual([runs[2], runs[1]]);
      expect(first.items[0]?.periodStart).toBe('2025-03-01');
      expect(first.nextCursor).not.toBeNull();
      const second = await list(`order=newest&limit=2&cursor=${first.nextCursor}`);
      expect(second.items.map((r) => r.id)).toEqual([runs[0]]);
      expect(second.nextCursor).toBeNull();
    });

    it('keeps creation order by default', async () => {
      expect((await list('limit=10')).items.map((r) => r.id)).toEqual(runs);
      expect((await list('order=oldest&limit=10')).items.map((r) => r.id)).toEqual(runs);
    });

    it('refuses an unknown order', async () => {
      const { res } = await f.call('/api/calculations?order=sideways', { headers: f.as('READ_ONLY') });
      expect(res.status).toBe(400);
    });
  },
);
