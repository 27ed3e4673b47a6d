import { randomUUID } from 'node:crypto';
import { createPactAccessToken, listAudit, type TestTarget, withOrganization } from '@ctp/store';
import { Decimal } from 'decimal.js';
import { type CalculationsHarness, openCalculationsHarness } from './calculations-harness.js';

/**
 * Test support for the PACT API tests: an organization with calculated Scope 1 emissions in 2025 (gas at a
 * Leeds plant, January to March), helpers to create products, publish footprints and grants, obtain tokens
 * and call the PACT API. Not for production code.
 */
export interface PactFixture {
  t: CalculationsHarness;
  /** The organization's exact Scope 1 total of Q1 2025 (kg CO2e), summed from its results. */
  q1Scope1Kg: string;
  publicOrgId: string;
  product(productId: string, name?: string): Promise<string>;
  publish(productRef: string, body: Record<string, unknown>): Promise<{ id: string; [k: string]: unknown }>;
  grant(
    body: Record<string, unknown>,
    asOrg?: 'own' | 'other',
  ): Promise<{ id: string; clientId: string; clientSecret: string }>;
  token(clientId: string, secret: string): Promise<string>;
  pact(path: string, token: string | null, init?: RequestInit): Promise<Response>;
  /** A token of the grant stored as already expired. */
  expiredToken(grantId: string, orgId?: string): Promise<string>;
  audit(
    orgId?: string,
  ): Promise<{ action: string; details: Record<string, unknown>; actorId: string | null }[]>;
}

/** A response's JSON body, read field by field in tests. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
export const jsonOf = async (res: Response): Promise<any> => res.json();

export const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

export async function openPactFixture(target: TestTarget, slug: string): Promise<PactFixture> {
  const t = await openCalculationsHarness(target, slug);
  const facility = await t.post('/api/facilities', { name: 'Leeds plant', country: 'GB' }, 'ORG_ADMIN');
  for (const [start, end, kwh] of [
    ['2025-01-01', '2025-01-31', '182000'],
    ['2025-02-01', '2025-02-28', '171500'],
    ['2025-03-01', '2025-03-31', '160250.5'],
  ] as const) {
    const a = await t.post('/api/activities', {
      category: 'scope1.stationary_combustion',
      quantity: kwh,
      unit: 'kWh',
      facilityId: facility.body.id,
      attributes: { fuel: 'natural_gas' },
      periodStart: start,
      periodEnd: end,
    });
    if (a.res.status !== 201) throw new Error(`activity: ${JSON.stringify(a.body)}`);
  }
  const run = await t.post('/api/calculations', { periodStart: '2025-01-01', periodEnd: '2025-03-31' });
  if (run.res.status !== 201) throw new Error(`calculation: ${JSON.stringify(run.body)}`);
  const results = await t.get('/api/results?limit=500');
  const q1Scope1Kg = (results.body.items as { scope: number; co2eKg: string }[])
    .filter((r) => r.scope === 1)
    .reduce((sum, r) => sum.add(new Decimal(r.co2eKg)), new Decimal(0))
    .toFixed();
  const org = await t.get('/api/organizations/current');
  const db = t.h.runtime.database.db;

  const pact = (path: string, token: string | null, init: RequestInit = {}) =>
    t.h.request(path, {
      ...init,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
    });

  return {
    t,
    q1Scope1Kg,
    publicOrgId: org.body.publicOrgId,
    product: async (productId, name = 'Widget') => {
      const r = await t.post(
        '/api/products',
        {
          productId,
          name,
          description: `${name}, steel`,
          declaredUnit: 'piece',
          massPerDeclaredUnitKg: '2.5',
        },
        'ORG_ADMIN',
      );
      if (r.res.status !== 201) throw new Error(`product: ${JSON.stringify(r.body)}`);
      return r.body.id as string;
    },
    publish: async (productRef, body) => {
      const r = await t.post(`/api/products/${productRef}/footprints`, body, 'ORG_ADMIN');
      if (r.res.status !== 201) throw new Error(`publish: ${r.res.status} ${JSON.stringify(r.body)}`);
      return r.body;
    },
    grant: async (body, asOrg = 'own') => {
      const r =
        asOrg === 'own'
          ? await t.post('/api/sharing-grants', body, 'ORG_ADMIN')
          : await t.call('/api/sharing-grants', {
              method: 'POST',
              headers: { ...t.other, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
      if (r.res.status !== 201) throw new Error(`grant: ${JSON.stringify(r.body)}`);
      return r.body;
    },
    token: async (clientId, secret) => {
      const res = await t.h.request('/pact/auth/token', {
        method: 'POST',
        headers: {
          authorization: basic(clientId, secret),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      const body = (await res.json()) as { access_token?: string };
      if (res.status !== 200 || !body.access_token)
        throw new Error(`token: ${res.status} ${JSON.stringify(body)}`);
      return body.access_token;
    },
    pact,
    expiredToken: async (grantId, orgId = t.orgId) => {
      const token = `expired${randomUUID().replaceAll('-', '')}`;
      const { createHash } = await import('node:crypto');
      await withOrganization(db, orgId, (s) =>
        createPactAccessToken(s, {
          grantId,
          tokenHash: createHash('sha256').update(token).digest('base64url'),
          expiresAt: new Date(Date.now() - 1000),
        }),
      );
      return token;
    },
    audit: async (orgId = t.orgId) => {
      const page = await withOrganization(db, orgId, (s) => listAudit(s, { limit: 500 }));
      return page.items.map((e) => ({ action: e.action, details: { ...e.details }, actorId: e.actorId }));
    },
  };
}
