import { ROLES, type Role } from '@ctp/auth';
import { listAudit, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../http/route-table.js';
import {
  json,
  ORIGIN,
  openServerHarness,
  PASSWORD,
  type ServerHarness,
} from '../../testing/server-harness.js';

const SETUP = {
  organizationName: 'Checkers Ltd',
  organizationSlug: 'checkers',
  adminName: 'Cat Checker',
  adminEmail: 'cat@example.com',
  adminPassword: PASSWORD,
};
const LIMIT = 4096;
const HEADER = 'facility,category,quantity,unit,periodStart,periodEnd';
const GOOD = 'Plant 1,stationary_combustion,1500.25,kWh,2025-01-01,2025-01-31';

interface RowsProblem {
  type: string;
  detail: string;
  errors: { row: number; line?: number; field: string; code: string; message: string }[];
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'POST /api/activities/import/validate on $name',
  (target) => {
    let h: ServerHarness;
    let orgId = '';
    const tokens: Partial<Record<Role, string>> = {};
    const auth = (role: Role) => ({ authorization: `Bearer ${tokens[role]}` });
    const post = (
      path: string,
      body: string,
      role: Role = 'ORG_MEMBER',
      extra: Record<string, string> = {},
    ) =>
      h.request(path, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', origin: ORIGIN, ...auth(role), ...extra },
        body,
      });
    const check = (body: string, role: Role = 'ORG_MEMBER', extra: Record<string, string> = {}) =>
      post('/api/activities/import/validate', body, role, extra);
    const stored = () =>
      withOrganization(h.runtime.database.db, orgId, async (scope) =>
        Number(
          (
            await scope.db
              .selectFrom('raw_activity_data')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      );
    const auditCount = async () =>
      (await withOrganization(h.runtime.database.db, orgId, (scope) => listAudit(scope, { limit: 500 })))
        .items.length;

    beforeAll(async () => {
      h = await openServerHarness(target, { CTP_BODY_LIMIT_BYTES: String(LIMIT) });
      const setup = await h.request('/api/setup', json('POST', SETUP));
      expect(setup.status).toBe(201);
      orgId = ((await setup.json()) as { organization: { id: string } }).organization.id;
      for (const role of ROLES) tokens[role] = await h.issueToken(orgId, role);
      const plant = await h.request('/api/facilities', json('POST', { name: 'Plant 1' }, auth('ORG_ADMIN')));
      expect(plant.status).toBe(201);
    }, 60_000);
    afterAll(async () => {
      await h?.close();
    });

    it('answers how many rows would be imported and stores nothing, audits nothing', async () => {
      const [rows, audit] = [await stored(), await auditCount()];
      const res = await check([HEADER, GOOD, GOOD.replace('1500.25', '0.000000000000000001')].join('\n'));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ valid: true, rows: 2, format: 'csv' });
      const asJson = await h.request(
        '/api/activities/import/validate',
        json(
          'POST',
          {
            rows: [
              { category: 'x', quantity: '1', unit: 'l', periodStart: '2025-01-01', periodEnd: '2025-01-02' },
            ],
          },
          auth('ORG_ADMIN'),
        ),
      );
      expect(asJson.status).toBe(200);
      expect(await asJson.json()).toEqual({ valid: true, rows: 1, format: 'json' });
      expect(await stored()).toBe(rows);
      expect(await auditCount()).toBe(audit);
    });

    it('lists the same row problems as the import would, with rows and lines', async () => {
      const body = [
        HEADER,
        GOOD,
        GOOD.replace('1500.25', '"1,500.25"'),
        GOOD.replace('Plant 1', 'Plant 9').replace('2025-01-31', '2024-12-31'),
        GOOD,
      ].join('\n');
      const before = await stored();
      const res = await check(body);
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const problem = (await res.json()) as RowsProblem;
      expect(problem.type).toBe('urn:ctp:problem:invalid-rows');
      expect(problem.detail).toContain('nothing was stored');
      const seen = problem.errors.map((e) => [e.row, e.line, e.field, e.code]);
      expect(seen).toEqual([
        [2, 3, 'quantity', 'invalid_quantity'],
        [3, 4, 'facility', 'unknown_facility'],
        [3, 4, 'periodEnd', 'invalid_value'],
      ]);
      const imported = (await (await post('/api/activities/import', body)).json()) as RowsProblem;
      expect(imported.errors.map((e) => [e.row, e.line, e.field, e.code])).toEqual(seen);
      expect(await stored()).toBe(before);
      const empty = (await (await check(`${HEADER}\n`)).json()) as RowsProblem;
      expect(empty.errors).toMatchObject([{ row: 0, code: 'no_rows' }]);
    });

    it('takes no idempotency key: the key stays free for the real import', async () => {
      const key = { 'idempotency-key': 'checked-first' };
      const body = [HEADER, GOOD.replace('1500.25', '77')].join('\n');
      expect((await check(body.replace(',77,', ',78,'), 'ORG_MEMBER', key)).status).toBe(200);
      const before = await stored();
      const first = await post('/api/activities/import', body, 'ORG_MEMBER', key);
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(await stored()).toBe(before + 1);
    });

    it('refuses READ_ONLY, anonymous callers, other media types and bodies above the limit', async () => {
      expect(
        ROUTE_TABLE.find((r) => r.method === 'POST' && r.path === '/api/activities/import/validate')?.roles,
      ).toEqual(['ORG_ADMIN', 'ORG_MEMBER']);
      const body = [HEADER, GOOD].join('\n');
      expect((await check(body, 'ORG_ADMIN')).status).toBe(200);
      expect((await check(body, 'READ_ONLY')).status).toBe(403);
      const anonymous = await h.request('/api/activities/import/validate', {
        method: 'POST',
        headers: { 'content-type': 'text/csv', origin: ORIGIN },
        body,
      });
      expect(anonymous.status).toBe(401);
      const plain = await h.request('/api/activities/import/validate', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: ORIGIN, ...auth('ORG_ADMIN') },
        body,
      });
      expect(plain.status).toBe(415);
      const large = await check([HEADER, ...Array.from({ length: 80 }, () => GOOD)].join('\n'));
      expect(large.status).toBe(413);
    });
  },
);
