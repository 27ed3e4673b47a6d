import { createHash } from 'node:crypto';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

const gas = (month: string, quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart: `2025-${month}-01`,
  periodEnd: `2025-${month}-28`,
});
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Result {
  id: string;
  activityId: string;
}

/** An answer attaches an evidence file of the result's activity; the request shows that version. */
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'audit requests with evidence on $name',
  (target) => {
    let f: TenantFixture;
    let periodId = '';
    let results: Result[] = [];
    const upload = (activityId: string, name: string, bytes: Buffer) =>
      f.call(`/api/evidence?activityId=${activityId}&kind=invoice&fileName=${name}`, {
        method: 'POST',
        headers: { ...f.as('ORG_MEMBER'), 'content-type': 'application/pdf' },
        body: bytes,
      });
    const ask = async (resultId: string) => {
      const asked = await f.send(
        'POST',
        '/api/audit-requests',
        { periodId, resultId, message: 'Please attach the invoice.' },
        f.as('AUDITOR'),
      );
      expect(asked.res.status).toBe(201);
      return asked.body.id as string;
    };
    const answer = (id: string, evidenceId: string) =>
      f.send(
        'POST',
        `/api/audit-requests/${id}/answer`,
        { answer: 'The invoice is attached.', evidenceId },
        f.as('ORG_MEMBER'),
      );

    beforeAll(async () => {
      f = await openTenantFixture(target);
      const ada = f.as('ORG_ADMIN');
      for (const [m, q] of [
        ['01', '1000'],
        ['02', '2000'],
      ] as const) {
        expect((await f.send('POST', '/api/activities', gas(m, q), ada)).res.status).toBe(201);
      }
      const calc = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };
      expect((await f.send('POST', '/api/calculations', calc, ada)).res.status).toBe(201);
      periodId = (await f.send('POST', '/api/periods', { year: 2025 }, ada)).body.id as string;
      results = (await f.call('/api/results?limit=10', { headers: ada })).body.items as Result[];
      expect(results).toHaveLength(2);
    }, 120_000);
    afterAll(() => f?.h.close());

    it('attaches a file of the result’s activity and shows the version current when answered', async () => {
      const [mine, other] = results as [Result, Result];
      const id = await ask(mine.id);
      const bytes = pdf('gas invoice January');
      const up = await upload(mine.activityId, 'invoice-jan.pdf', bytes);
      expect(up.res.status).toBe(201);
      const evidenceId = up.body.evidenceId as string;
      const elsewhere = await upload(other.activityId, 'invoice-feb.pdf', pdf('February'));

      const refused = await answer(id, elsewhere.body.evidenceId as string);
      expect(refused.res.status).toBe(422);
      expect((await answer(id, '0190a0b0-0000-7000-8000-000000000000')).res.status).toBe(404);

      const answered = await answer(id, evidenceId);
      expect(answered.res.status).toBe(200);
      expect(answered.body).toMatchObject({
        status: 'answered',
        evidenceId,
        evidence: { evidenceId, version: 1, fileName: 'invoice-jan.pdf', sha256: sha(bytes) },
      });
      // A later version is the item's own history, not what the organization answered with.
      const v2 = await f.call(`/api/evidence/${evidenceId}/versions?fileName=invoice-jan-v2.pdf`, {
        method: 'POST',
        headers: { ...f.as('ORG_MEMBER'), 'content-type': 'application/pdf' },
        body: pdf('corrected'),
      });
      expect(v2.res.status).toBe(201);
      const shown = await f.call(`/api/audit-requests?resultId=${mine.id}`, { headers: f.as('AUDITOR') });
      const [item, ...more] = shown.body.items as { id: string; evidence: { downloadPath: string } }[];
      expect(more).toEqual([]);
      expect(item).toMatchObject({ id, evidence: { version: 1, sha256: sha(bytes) } });
      const download = await f.h.request(item?.evidence.downloadPath ?? '', {
        headers: f.as('AUDITOR'),
      });
      expect(sha(Buffer.from(await download.arrayBuffer()))).toBe(sha(bytes));

      const entries = await f.call(`/api/audit?entityId=${id}&limit=10`, { headers: f.as('AUDITOR') });
      const answerEntry = (entries.body.items as { action: string; details: Record<string, unknown> }[]).find(
        (e) => e.action === 'audit_request.answer',
      );
      expect(answerEntry?.details).toMatchObject({ evidenceId, evidenceVersion: 1, sha256: sha(bytes) });
      expect(
        (await f.call(`/api/audit-requests?resultId=${other.id}`, { headers: f.as('READ_ONLY') })).body.items,
      ).toEqual([]);
    });
  },
);
