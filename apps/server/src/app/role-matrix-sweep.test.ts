import { ROLES, type Role } from '@ctp/auth';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../http/route-table.js';
import { json, openServerHarness, PASSWORD, type ServerHarness } from '../testing/server-harness.js';

/**
 * The whole route table against every role, generically: each protected route is called with no
 * credentials, then with an API token of each role, with placeholder path parameters and an empty
 * JSON body. A role the table does not allow must get 403 `forbidden` before anything else runs
 * (before validation, before a lookup); an allowed role must get past authorization (any answer but
 * 401 or 403: usually 400 for the empty body or 404 for the placeholder id); no credentials must
 * get 401. A route added to the table is swept without anyone writing a test for it.
 * (Each module's own tests check the successful calls of every allowed role.)
 */
const targets = testTargets(process.env.TEST_DATABASE_URL);
const PLACEHOLDER_ID = '0190a4c0-0000-7000-8000-000000000000';

const fill = (path: string) =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => (name === 'id' ? PLACEHOLDER_ID : 'sweep'));

describe.each(targets)('role matrix over the whole route table on $name', (target) => {
  let h: ServerHarness;
  const tokens: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    h = await openServerHarness(target);
    const setup = await h.request(
      '/api/setup',
      json('POST', {
        organizationName: 'Matrix Co',
        organizationSlug: 'matrix',
        adminName: 'Mia Admin',
        adminEmail: 'mia@example.com',
        adminPassword: PASSWORD,
      }),
    );
    expect(setup.status).toBe(201);
    const orgId = ((await setup.json()) as { organization: { id: string } }).organization.id;
    for (const role of ROLES) tokens[role] = await h.issueToken(orgId, role);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('refuses every disallowed role with 403, lets every allowed role past, and wants credentials', async () => {
    const protectedRoutes = ROUTE_TABLE.filter((r) => r.roles !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    let calls = 0;
    // Sign-out last: it ends nothing for a token, but keep the order obvious.
    const ordered = [...protectedRoutes].sort(
      (a, b) => Number(a.path.endsWith('sign-out')) - Number(b.path.endsWith('sign-out')),
    );
    for (const rule of ordered) {
      const path = fill(rule.path);
      const init = (headers: Record<string, string>): RequestInit =>
        rule.method === 'GET' || rule.method === 'DELETE'
          ? { method: rule.method, headers }
          : json(rule.method, {}, headers);
      calls++;
      const anonymous = await h.request(path, init({}));
      if (anonymous.status !== 401) wrong.push(`${rule.method} ${rule.path} anonymous: ${anonymous.status}`);
      for (const role of ROLES) {
        calls++;
        const res = await h.request(path, init({ authorization: `Bearer ${tokens[role]}` }));
        const allowed = (rule.roles as readonly Role[]).includes(role);
        if (allowed && (res.status === 401 || res.status === 403)) {
          wrong.push(`${rule.method} ${rule.path} as ${role}: ${res.status}, expected to pass authorization`);
        } else if (!allowed) {
          const body = (await res.json()) as { type?: string };
          if (res.status !== 403 || body.type !== 'urn:ctp:problem:forbidden')
            wrong.push(
              `${rule.method} ${rule.path} as ${role}: ${res.status} ${body.type}, expected 403 forbidden`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBe(protectedRoutes.length * (ROLES.length + 1));
  }, 120_000);
});
