import { ROLES, type Role } from '@ctp/auth';
import { createOrganization, testTargets, withSystem } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../http/route-table.js';
import { json, openServerHarness, PASSWORD, type ServerHarness } from '../../testing/server-harness.js';

const ACTIVITY = {
  category: 'stationary_combustion',
  quantity: '100',
  unit: 'kWh',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
  attributes: { fuel: 'natural_gas' },
};

interface Version {
  id: string;
  version: number;
  current: boolean;
  quantity: string;
  reason: string | null;
  changes: string[];
  createdAt: string;
  supersededBy: string | null;
  recordedBy: { actorType: string; actorId: string | null } | null;
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'GET /api/activities/{id}/versions on $name',
  (target) => {
    let h: ServerHarness;
    let orgId = '';
    let otherAdmin = '';
    const tokens: Partial<Record<Role, string>> = {};
    const auth = (role: Role) => ({ authorization: `Bearer ${tokens[role]}` });
    const post = async (path: string, body: unknown) =>
      (await (await h.request(path, json('POST', body, auth('ORG_MEMBER')))).json()) as { id: string };

    const tokenFor = (organizationId: string, role: Role) => h.issueToken(organizationId, role);

    beforeAll(async () => {
      h = await openServerHarness(target);
      const setup = await h.request(
        '/api/setup',
        json('POST', {
          organizationName: 'History Ltd',
          organizationSlug: 'history',
          adminName: 'Hal',
          adminEmail: 'hal@example.com',
          adminPassword: PASSWORD,
        }),
      );
      orgId = ((await setup.json()) as { organization: { id: string } }).organization.id;
      for (const role of ROLES) tokens[role] = await tokenFor(orgId, role);
      const other = await withSystem(h.runtime.database.db, (s) =>
        createOrganization(s, { name: 'Other', slug: 'other' }),
      );
      otherAdmin = await tokenFor(other.id, 'ORG_ADMIN');
    }, 60_000);
    afterAll(async () => {
      await h?.close();
    });

    it('lists every version from the original through its corrections, with when, why and what changed', async () => {
      const v1 = await post('/api/activities', ACTIVITY);
      const v2 = await post(`/api/activities/${v1.id}/corrections`, {
        ...ACTIVITY,
        quantity: '110.5',
        reason: 'meter misread',
      });
      const v3 = await post(`/api/activities/${v2.id}/corrections`, {
        ...ACTIVITY,
        quantity: '110.5',
        unit: 'MWh',
        attributes: { fuel: 'biogas' },
        reason: 'wrong unit and fuel',
      });
      for (const id of [v1.id, v2.id, v3.id]) {
        const res = await h.request(`/api/activities/${id}/versions`, { headers: auth('READ_ONLY') });
        expect(res.status).toBe(200);
        const history = (await res.json()) as { lineageId: string; currentId: string; versions: Version[] };
        expect(history.lineageId).toBe(v1.id);
        expect(history.currentId).toBe(v3.id);
        expect(
          history.versions.map((v) => [v.id, v.version, v.current, v.quantity, v.reason, v.changes]),
        ).toEqual([
          [v1.id, 1, false, '100', null, []],
          [v2.id, 2, false, '110.5', 'meter misread', ['quantity']],
          [v3.id, 3, true, '110.5', 'wrong unit and fuel', ['unit', 'attributes']],
        ]);
        expect(history.versions[0]?.supersededBy).toBe(v2.id);
        expect(history.versions.map((v) => v.recordedBy?.actorType)).toEqual([
          'api_token',
          'api_token',
          'api_token',
        ]);
        expect(history.versions[0]?.recordedBy?.actorId).toMatch(/^[0-9a-f-]{36}$/);
        const times = history.versions.map((v) => Date.parse(v.createdAt));
        expect([...times].sort((a, b) => a - b)).toEqual(times);
      }
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      expect((await h.request('/api/activities/nope/versions', { headers: auth('READ_ONLY') })).status).toBe(
        400,
      );
      const missing = await h.request('/api/activities/00000000-0000-4000-8000-000000000000/versions', {
        headers: auth('READ_ONLY'),
      });
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { type: string }).type).toBe('urn:ctp:problem:not-found');
    });

    it('lets every role read it and nobody unauthenticated', async () => {
      expect(
        ROUTE_TABLE.find((r) => r.method === 'GET' && r.path === '/api/activities/:id/versions')?.roles,
      ).toEqual(['ORG_ADMIN', 'ORG_MEMBER', 'AUDITOR', 'READ_ONLY']);
      const { id } = await post('/api/activities', ACTIVITY);
      for (const role of ROLES) {
        const res = await h.request(`/api/activities/${id}/versions`, { headers: auth(role) });
        expect(res.status, role).toBe(200);
      }
      expect((await h.request(`/api/activities/${id}/versions`)).status).toBe(401);
    });

    it('answers 404 to another organization for every version id, and leaks nothing', async () => {
      const list = await h.request('/api/activities?limit=500&includeSuperseded=true', {
        headers: auth('READ_ONLY'),
      });
      const ids = ((await list.json()) as { items: { id: string }[] }).items.map((a) => a.id);
      expect(ids.length).toBeGreaterThanOrEqual(4);
      const leaks: string[] = [];
      for (const id of ids) {
        const res = await h.request(`/api/activities/${id}/versions`, {
          headers: { authorization: `Bearer ${otherAdmin}` },
        });
        const text = await res.text();
        if (res.status !== 404 || /stationary|kWh|History/.test(text)) leaks.push(`${id} → ${res.status}`);
      }
      expect(leaks).toEqual([]);
    });
  },
);
