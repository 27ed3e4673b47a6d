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
  organizationName: 'Importers Inc',
  organizationSlug: 'importers',
  adminName: 'Ida Importer',
  adminEmail: 'ida@example.com',
  adminPassword: PASSWORD,
};
const LIMIT = 4096;
const ROW = {
  category: 'stationary_combustion',
  quantity: '1500.25',
  unit: 'kWh',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
};

interface ImportProblem {
  type: string;
  status: number;
  errors: {
    pointer: string;
    in: string;
    code: string;
    message: string;
    row: number;
    line?: number;
    field: string;
  }[];
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'POST /api/activities/import on $name',
  (target) => {
    let h: ServerHarness;
    let orgId = '';
    let plantId = '';
    const tokens: Partial<Record<Role, string>> = {};
    const auth = (role: Role) => ({ authorization: `Bearer ${tokens[role]}` });
    const csv = (body: string, role: Role = 'ORG_MEMBER', extra: Record<string, string> = {}) =>
      h.request('/api/activities/import', {
        method: 'POST',
        headers: { 'content-type': 'text/csv; charset=utf-8', origin: ORIGIN, ...auth(role), ...extra },
        body,
      });
    const jsonImport = (body: unknown, role: Role = 'ORG_MEMBER', extra: Record<string, string> = {}) =>
      h.request('/api/activities/import', json('POST', body, { ...auth(role), ...extra }));
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

    beforeAll(async () => {
      // A small body limit, so the 413 test needs no large upload; every other body here is smaller.
      h = await openServerHarness(target, { CTP_BODY_LIMIT_BYTES: String(LIMIT) });
      const setup = await h.request('/api/setup', json('POST', SETUP));
      expect(setup.status).toBe(201);
      orgId = ((await setup.json()) as { organization: { id: string } }).organization.id;
      for (const role of ROLES) {
        tokens[role] = await h.issueToken(orgId, role);
      }
      const plant = await h.request('/api/facilities', json('POST', { name: 'Plant 1' }, auth('ORG_ADMIN')));
      plantId = ((await plant.json()) as { id: string }).id;
    }, 60_000);
    afterAll(async () => {
      await h?.close();
    });

    it('imports CSV with facility names, attribute columns and exact quantities', async () => {
      const body = [
        'facility,category,quantity,unit,periodStart,periodEnd,attr.fuel,attributes,sourceDocument',
        'Plant 1,stationary_combustion,12345678901234567890.123456789,kWh,2025-01-01,2025-01-31,natural_gas,"{""meter"":7}",invoice-1.pdf',
        ',mobile_combustion,42,l,2025-02-01,2025-02-28,diesel,,"multi',
        'line note"',
      ].join('\r\n');
      const res = await csv(body);
      expect(res.status).toBe(201);
      const answer = (await res.json()) as { imported: number; ids: string[]; format: string };
      expect(answer).toMatchObject({ imported: 2, format: 'csv' });
      const [first, second] = await Promise.all(
        answer.ids.map(async (id) =>
          (await h.request(`/api/activities/${id}`, { headers: auth('READ_ONLY') })).json(),
        ),
      );
      expect(first).toMatchObject({
        facilityId: plantId,
        quantity: '12345678901234567890.123456789',
        attributes: { fuel: 'natural_gas', meter: 7 },
        sourceDocument: 'invoice-1.pdf',
        version: 1,
      });
      expect(second).toMatchObject({
        facilityId: null,
        quantity: '42',
        unit: 'l',
        sourceDocument: 'multi\r\nline note',
      });
      const audit = await withOrganization(h.runtime.database.db, orgId, (scope) =>
        listAudit(scope, { limit: 50 }),
      );
      const entry = audit.items.find((e) => e.action === 'activity.import');
      expect(entry).toMatchObject({
        actorType: 'api_token',
        details: { format: 'csv', imported: 2, firstId: answer.ids[0] },
      });
    });

    it('imports the data type and quality score columns, and names a bad score by row', async () => {
      const body = [
        'category,quantity,unit,periodStart,periodEnd,dataType,qualityScore',
        'purchased_goods,1000,USD,2025-01-01,2025-01-31,spend_based,4',
        'purchased_goods,10,USD,2025-01-01,2025-01-31,,',
      ].join('\r\n');
      const res = await csv(body);
      expect(res.status).toBe(201);
      const { ids } = (await res.json()) as { ids: string[] };
      const [first, second] = await Promise.all(
        ids.map(async (id) =>
          (await h.request(`/api/activities/${id}`, { headers: auth('READ_ONLY') })).json(),
        ),
      );
      expect(first).toMatchObject({ dataType: 'spend_based', qualityScore: 4, qualityScoreStated: true });
      expect(second).toMatchObject({
        dataType: 'primary_calculated',
        qualityScore: 2,
        dataTypeStated: false,
      });
      const bad = await csv(
        'category,quantity,unit,periodStart,periodEnd,qualityScore\r\npurchased_goods,1,USD,2025-01-01,2025-01-31,7',
      );
      expect(bad.status).toBe(422);
      const problem = (await bad.json()) as ImportProblem;
      expect(problem.errors.map((e) => [e.row, e.line, e.field, e.code])).toEqual([
        [1, 2, 'qualityScore', 'invalid_value'],
      ]);
    });

    it('imports JSON as an array or as { rows }', async () => {
      for (const body of [
        [ROW, { ...ROW, facilityId: plantId }],
        { rows: [ROW, { ...ROW, facility: 'Plant 1' }] },
      ]) {
        const res = await jsonImport(body);
        expect(res.status).toBe(201);
        const answer = (await res.json()) as { imported: number; ids: string[] };
        expect(answer.imported).toBe(2);
        expect(answer.ids).toHaveLength(2);
      }
    });

    it('refuses a file with bad rows as a whole and lists every problem with its row and line', async () => {
      const before = await stored();
      const body = [
        'category,quantity,unit,periodStart,periodEnd,facility,colour',
        'stationary_combustion,10,kWh,2025-01-01,2025-01-31,,',
        'stationary_combustion,1e5,kWh,2025-01-01,2025-01-31,,',
        'stationary_combustion,10,kWh,2025-02-01,2025-01-31,Nowhere,',
        'stationary_combustion,10,kWh,2025-01-01,2025-01-31,,',
      ].join('\n');
      const res = await csv(body);
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const problem = (await res.json()) as ImportProblem;
      expect(problem.type).toBe('urn:ctp:problem:invalid-rows');
      expect(problem.errors.map((e) => [e.row, e.line, e.field, e.code])).toEqual([
        [0, 1, 'colour', 'unknown_column'],
        [2, 3, 'quantity', 'invalid_quantity'],
        [3, 4, 'facility', 'unknown_facility'],
        [3, 4, 'periodEnd', 'invalid_value'],
      ]);
      expect(problem.errors[1]).toMatchObject({ in: 'csv', pointer: '/1/quantity' });
      expect(await stored()).toBe(before);
    });

    it('refuses bad JSON rows with their numbers and stores nothing', async () => {
      const before = await stored();
      const res = await jsonImport([
        ROW,
        { ...ROW, quantity: 12.5 },
        'not a row',
        { ...ROW, enteredBy: '00000000-0000-4000-8000-000000000000' },
        { ...ROW, facilityId: '00000000-0000-4000-8000-000000000000' },
        { ...ROW, unit: '' },
      ]);
      expect(res.status).toBe(422);
      const problem = (await res.json()) as ImportProblem;
      expect(problem.errors.map((e) => [e.row, e.field, e.code])).toEqual([
        [2, 'quantity', 'invalid_quantity'],
        [3, '(row)', 'invalid_type'],
        [4, 'enteredBy', 'unknown_field'],
        [5, 'facilityId', 'unknown_facility'],
        [6, 'unit', 'invalid_value'],
      ]);
      expect(problem.errors[0]).toMatchObject({ in: 'json', pointer: '/1/quantity' });
      expect(await stored()).toBe(before);
      expect((await jsonImport([])).status).toBe(422);
      expect((await jsonImport({ rows: [ROW], extra: 1 })).status).toBe(400);
    });

    it('answers 415 for other media types and 400 for malformed JSON', async () => {
      const plain = await h.request('/api/activities/import', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: ORIGIN, ...auth('ORG_ADMIN') },
        body: 'x',
      });
      expect(plain.status).toBe(415);
      const bare = await h.request('/api/activities/import', {
        method: 'POST',
        headers: { origin: ORIGIN, ...auth('ORG_ADMIN') },
      });
      expect(bare.status).toBe(415);
      const malformed = await h.request('/api/activities/import', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...auth('ORG_ADMIN') },
        body: '[{',
      });
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { type: string }).type).toBe('urn:ctp:problem:malformed-json');
    });

    it('refuses an upload above CTP_BODY_LIMIT_BYTES with 413 and stores nothing', async () => {
      const before = await stored();
      const line = 'stationary_combustion,1,kWh,2025-01-01,2025-01-31\n';
      const body = `category,quantity,unit,periodStart,periodEnd\n${line.repeat(Math.ceil(LIMIT / line.length))}`;
      const res = await csv(body);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { type: string }).type).toBe('urn:ctp:problem:payload-too-large');
      expect(await stored()).toBe(before);
    });

    it('does not import a retried upload twice (Idempotency-Key)', async () => {
      const key = { 'idempotency-key': 'upload-2025-q1' };
      const body = `category,quantity,unit,periodStart,periodEnd\nstationary_combustion,7,kWh,2025-03-01,2025-03-31\n`;
      const bad = await csv(body.replace(',7,', ',x,'), 'ORG_MEMBER', key);
      expect(bad.status).toBe(422); // a refused import does not use up its key
      const before = await stored();
      const first = await csv(body, 'ORG_MEMBER', key);
      expect(first.status).toBe(201);
      const firstBody = await first.json();
      const retry = await csv(body, 'ORG_ADMIN', key);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await retry.json()).toEqual(firstBody);
      expect(await stored()).toBe(before + 1);
      const other = await csv(body.replace(',7,', ',8,'), 'ORG_MEMBER', key);
      expect(other.status).toBe(422);
      expect(((await other.json()) as { type: string }).type).toBe('urn:ctp:problem:idempotency-key-reused');
      expect(await stored()).toBe(before + 1);
      const audit = await withOrganization(h.runtime.database.db, orgId, (scope) =>
        listAudit(scope, { limit: 100 }),
      );
      expect(audit.items.filter((e) => e.details.idempotencyKey === key['idempotency-key'])).toHaveLength(1);
    });

    it('enforces its roles: writers import, READ_ONLY is refused, anonymous must sign in', async () => {
      expect(
        ROUTE_TABLE.find((r) => r.method === 'POST' && r.path === '/api/activities/import')?.roles,
      ).toEqual(['ORG_ADMIN', 'ORG_MEMBER']);
      const body = `category,quantity,unit,periodStart,periodEnd\nstationary_combustion,1,kWh,2025-04-01,2025-04-30\n`;
      const expected: Record<Role, number> = {
        ORG_ADMIN: 201,
        ORG_MEMBER: 201,
        AUDITOR: 403,
        READ_ONLY: 403,
      };
      for (const role of ROLES) {
        const before = await stored();
        const res = await csv(body, role);
        expect(res.status, role).toBe(expected[role]);
        expect(await stored(), role).toBe(before + (expected[role] === 201 ? 1 : 0));
      }
      const anonymous = await h.request('/api/activities/import', {
        method: 'POST',
        headers: { 'content-type': 'text/csv', origin: ORIGIN },
        body,
      });
      expect(anonymous.status).toBe(401);
      const doc = (await (await h.request('/api/openapi.json')).json()) as {
        paths: Record<
          string,
          Record<string, { 'x-ctp-roles'?: string[]; requestBody?: { content: Record<string, unknown> } }>
        >;
      };
      const operation = doc.paths['/api/activities/import']?.post;
      expect(operation?.['x-ctp-roles']).toEqual(['ORG_ADMIN', 'ORG_MEMBER']);
      expect(Object.keys(operation?.requestBody?.content ?? {}).sort()).toEqual([
        'application/json',
        'text/csv',
      ]);
    });
  },
);
