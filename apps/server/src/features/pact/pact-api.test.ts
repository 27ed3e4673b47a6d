import { randomUUID } from 'node:crypto';
import { testTargets } from '@ctp/store';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, jsonOf, openPactFixture, type PactFixture } from '../../testing/pact-fixture.js';
import { companyUrnOf, GetFootprintResponse, ListFootprintsResponse, PACT_EVENT_TYPES } from './wire.js';

const Q1 = { start: '2025-01-01', end: '2025-03-31' };
const YEAR_2025 = [{ start: '2025-01-01', end: '2025-12-31' }];
const PRODUCT_A = 'urn:gtin:4712345060507';
const PRODUCT_B = 'urn:gtin:4712345060514';
const units = (productQuantity: string, totalQuantity: string, productUnits: string) => ({
  scopes: [1],
  allocation: { method: 'units', productQuantity, totalQuantity },
  productUnits,
  boundaryDescription: 'Cradle-to-gate: gas burnt at the Leeds plant',
  geographyCountry: 'GB',
});

const relsOf = (link: string | null) =>
  Object.fromEntries(
    (link ?? '').split(', ').map((part) => {
      const [, target, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
      return [rel, new URL(target ?? 'http://x').searchParams.get('offset')];
    }),
  );

describe.each(testTargets(process.env.TEST_DATABASE_URL))('PACT API (supplier side) on $name', (target) => {
  let f: PactFixture;
  let productA: string;
  let productB: string;
  let v1: string;
  let v2: string;
  let jan: string;
  let invisible: string;
  let grant: { id: string; clientId: string; clientSecret: string };
  let token: string;

  beforeAll(async () => {
    f = await openPactFixture(target, 'pact-supplier');
    productA = await f.product(PRODUCT_A);
    productB = await f.product(PRODUCT_B, 'Gadget');
    v1 = (await f.publish(productA, { referencePeriod: Q1, ...units('250', '1000', '500') })).id;
    v2 = (await f.publish(productA, { referencePeriod: Q1, ...units('300', '1000', '500') })).id;
    jan = (
      await f.publish(productA, {
        referencePeriod: { start: '2025-01-01', end: '2025-01-31' },
        ...units('1', '4', '10'),
      })
    ).id;
    invisible = (await f.publish(productB, { referencePeriod: Q1, ...units('1', '2', '3') })).id;
    grant = await f.grant({
      customerName: 'Buyer GmbH',
      productIds: [PRODUCT_A],
      periods: YEAR_2025,
      scopes: [1, 2],
    });
    token = await f.token(grant.clientId, grant.clientSecret);
  }, 180_000);
  afterAll(async () => {
    await f?.t.close();
  });

  describe('publishing', () => {
    it('allocates exactly: share = 250/1000, per unit = emissions × share / 500, stored exact, sent rounded', async () => {
      const stored = await f.t.get(`/api/product-footprints/${v1}`);
      const expected = new Decimal(f.q1Scope1Kg).mul('0.25').div('500');
      expect(stored.body).toMatchObject({
        version: 1,
        status: 'Deprecated',
        emissionsKg: f.q1Scope1Kg,
        allocationShare: '0.25',
        allocatedKg: new Decimal(f.q1Scope1Kg).mul('0.25').toFixed(),
      });
      expect(new Decimal(stored.body.pcfPerDeclaredUnit).eq(expected)).toBe(true);
      expect(stored.body.pact.pcf.pcfExcludingBiogenicUptake).toBe(expected.toDecimalPlaces(9).toFixed());
    });

    it('republishing makes version 2 with precedingPfIds; version 1 is Deprecated, never edited', async () => {
      const second = await f.t.get(`/api/product-footprints/${v2}`);
      expect(second.body).toMatchObject({ version: 2, status: 'Active', allocationShare: '0.3' });
      expect(second.body.pact.precedingPfIds).toEqual([v1]);
      const first = await f.t.get(`/api/product-footprints/${v1}`);
      expect(first.body.emissionsKg).toBe(f.q1Scope1Kg);
    });

    it('counts only the chosen facilities, and records the basis of the number', async () => {
      const facilities = await f.t.get('/api/facilities');
      const leeds = facilities.body.items[0].id as string;
      const empty = await f.t.post('/api/facilities', { name: 'Idle depot', country: 'GB' }, 'ORG_ADMIN');
      const productC = await f.product('urn:gtin:4712345060521', 'Gizmo');
      const only = await f.publish(productC, {
        referencePeriod: { start: '2025-02-01', end: '2025-03-31' },
        ...units('1', '1', '1'),
        facilityIds: [leeds],
      });
      const feb = await f.t.get('/api/results?limit=500&periodFrom=2025-02-01');
      const expected = (feb.body.items as { co2eKg: string; periodStart: string }[])
        .filter((r) => r.periodStart >= '2025-02-01')
        .reduce((sum, r) => sum.add(r.co2eKg), new Decimal(0));
      expect(new Decimal(only.emissionsKg as string).eq(expected)).toBe(true);
      const none = await f.t.post(
        `/api/products/${productC}/footprints`,
        { referencePeriod: Q1, ...units('1', '1', '1'), facilityIds: [empty.body.id] },
        'ORG_ADMIN',
      );
      expect(none.res.status).toBe(400);
    });

    it('refuses a period without calculated emissions, a validity starting inside the reference period, a URN-less product id', async () => {
      const none = await f.t.post(
        `/api/products/${productA}/footprints`,
        { referencePeriod: { start: '2023-01-01', end: '2023-12-31' }, ...units('1', '2', '3') },
        'ORG_ADMIN',
      );
      expect([none.res.status, none.body.code]).toEqual([400, 'BAD_REQUEST']);
      const early = await f.t.post(
        `/api/products/${productA}/footprints`,
        {
          referencePeriod: Q1,
          ...units('1', '2', '3'),
          validityPeriod: { start: '2025-03-01T00:00:00Z', end: '2026-03-01T00:00:00Z' },
        },
        'ORG_ADMIN',
      );
      expect(early.res.status).toBe(400);
      const stored = await f.t.get(`/api/product-footprints/${v1}`);
      expect(stored.body.pact.validityPeriodStart >= stored.body.pact.pcf.referencePeriodEnd).toBe(true);
      expect(stored.body.pact.pcf.referencePeriodEnd).toBe('2025-04-01T00:00:00Z');
      const bad = await f.t.post(
        '/api/products',
        { productId: 'gtin-123', name: 'x', description: 'x', declaredUnit: 'piece' },
        'ORG_ADMIN',
      );
      expect(bad.res.status).toBe(400);
    });
  });

  describe('POST /pact/auth/token', () => {
    const tokenCall = (authorization: string | null, body = 'grant_type=client_credentials') =>
      f.t.h.request('/pact/auth/token', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        body,
      });

    it('issues a bearer token for good credentials', async () => {
      const res = await tokenCall(basic(grant.clientId, grant.clientSecret));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await jsonOf(res)).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    });

    it('answers invalid_client: 401 for a wrong secret or unknown client, 400 without Basic', async () => {
      const wrong = await tokenCall(basic(grant.clientId, 'not-the-secret'));
      expect([wrong.status, (await jsonOf(wrong)).error]).toEqual([401, 'invalid_client']);
      expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
      const unknown = await tokenCall(basic('pact_nobody', grant.clientSecret));
      expect([unknown.status, (await jsonOf(unknown)).error]).toEqual([401, 'invalid_client']);
      const missing = await tokenCall(null);
      expect([missing.status, (await jsonOf(missing)).error]).toEqual([400, 'invalid_client']);
      const grantType = await tokenCall(basic(grant.clientId, grant.clientSecret), 'grant_type=password');
      expect([grantType.status, (await jsonOf(grantType)).error]).toEqual([400, 'unsupported_grant_type']);
    });
  });

  describe('GET /pact/3/footprints', () => {
    it('lists only the grant’s footprints as PACT v3 documents naming the company by urn:uuid', async () => {
      const res = await f.pact('/pact/3/footprints', token);
      expect(res.status).toBe(200);
      const body = ListFootprintsResponse.parse(await jsonOf(res));
      expect(body.data.map((p) => p.id).sort()).toEqual([v1, v2, jan].sort());
      for (const pf of body.data) {
        expect(pf.companyIds).toContain(companyUrnOf(f.publicOrgId));
        expect(pf.productIds).toEqual([PRODUCT_A]);
        expect(pf.specVersion).toBe('3.0.0');
      }
    });

    it('paginates with limit and offset and an RFC 8288 Link header (first/prev/next/last at the edges)', async () => {
      const page = async (offset: number) => {
        const res = await f.pact(`/pact/3/footprints?limit=2&offset=${offset}`, token);
        return {
          rels: relsOf(res.headers.get('link')),
          ids: ((await jsonOf(res)) as { data: { id: string }[] }).data,
        };
      };
      const first = await page(0);
      expect(first.rels).toEqual({ first: '0', next: '2', last: '2' });
      expect(first.ids).toHaveLength(2);
      const last = await page(2);
      expect(last.rels).toEqual({ first: '0', prev: '0', last: '2' });
      expect(last.ids).toHaveLength(1);
      const res = await f.pact('/pact/3/footprints?limit=2', token);
      const link = res.headers.get('link') ?? '';
      expect(link).toMatch(/^<http:\/\/localhost\/pact\/3\/footprints\?limit=2&offset=0>; rel="first"/);
    });

    const idsOf = async (query: string) => {
      const res = await f.pact(`/pact/3/footprints?${query}`, token);
      expect(res.status, query).toBe(200);
      return ((await jsonOf(res)).data as { id: string }[]).map((p) => p.id).sort();
    };

    it('filters by productId and companyId', async () => {
      expect(await idsOf(`productId=${PRODUCT_B}`)).toEqual([]);
      expect(await idsOf('companyId=urn:uuid:00000000-0000-4000-8000-000000000000')).toEqual([]);
      expect(await idsOf(`companyId=${companyUrnOf(f.publicOrgId)}`)).toHaveLength(3);
    });

    it('a repeated criterion is an array combined with OR; criteria combine with AND (conformance 29, 38, 39)', async () => {
      const all = [v1, v2, jan].sort();
      const us = companyUrnOf(f.publicOrgId);
      expect(await idsOf(`companyId=${us}&companyId=urn:uuid:other&companyId=abcdefgh`)).toEqual(all);
      expect(await idsOf('companyId=urn:bogus:a&companyId=urn:bogus:b&companyId=urn:bogus:c')).toEqual([]);
      expect(await idsOf(`productId=${PRODUCT_B}&productId=${PRODUCT_A}`)).toEqual(all);
      expect(await idsOf(`geography=FR&geography=GB`)).toEqual(all);
      expect(await idsOf(`classification=urn:x:1&classification=urn:x:2`)).toEqual([]);
      expect(await idsOf(`companyId=${us}&productId=urn:bogus:product:1`)).toEqual([]);
      expect(await idsOf(`productId=${PRODUCT_A}&status=Deprecated`)).toEqual([v1]);
      // An empty parameter is no criterion (conformance 22 and 23 send one when the footprint has no value).
      expect(await idsOf('classification=&geography=')).toEqual(all);
    });

    it('matches case-insensitively: URNs, geography, status and parameter names', async () => {
      const all = [v1, v2, jan].sort();
      expect(await idsOf(`productId=${PRODUCT_A.toUpperCase()}`)).toEqual(all);
      expect(await idsOf(`companyId=${companyUrnOf(f.publicOrgId).toUpperCase()}`)).toEqual(all);
      expect(await idsOf('geography=gb')).toEqual(all);
      expect(await idsOf('status=active')).toEqual([v2, jan].sort());
      expect(await idsOf(`productid=${PRODUCT_A}&STATUS=DEPRECATED`)).toEqual([v1]);
    });

    it('an unknown status word matches nothing (conformance 37); a malformed one is BadRequest', async () => {
      expect(await idsOf('status=BogusStatusQ1w2e3r4')).toEqual([]);
      const bad = await f.pact('/pact/3/footprints?status=%3Cscript%3E', token);
      expect([bad.status, (await jsonOf(bad)).code]).toEqual([400, 'BadRequest']);
    });

    it('builds the Link header from validated values only and bounds the query (defect 7)', async () => {
      const junk = 'a'.repeat(3000);
      const res = await f.pact(`/pact/3/footprints?limit=1&x-junk=${junk}&PRODUCTID=${PRODUCT_A}`, token);
      expect(res.status).toBe(200);
      const link = res.headers.get('link') ?? '';
      expect(link).not.toContain('x-junk');
      expect(link).toContain(`productId=${encodeURIComponent(PRODUCT_A)}&limit=1&offset=1`);
      const huge = await f.pact(`/pact/3/footprints?companyId=urn:x:${'b'.repeat(8000)}`, token);
      expect([huge.status, (await jsonOf(huge)).code]).toEqual([400, 'BadRequest']);
      const nul = await f.pact('/pact/3/footprints?productId=urn:x:%00', token);
      expect([nul.status, (await jsonOf(nul)).code]).toEqual([400, 'BadRequest']);
    });

    it('filters by status, geography, classification and validity as PACT ListFootprints asks', async () => {
      const ids = idsOf;
      expect(await ids('status=Deprecated')).toEqual([v1]);
      expect(await ids('status=Active')).toEqual([v2, jan].sort());
      expect(await ids('geography=GB')).toHaveLength(3);
      expect(await ids('geography=DE,FR')).toEqual([]);
      expect(await ids('classification=urn:pact:productclassification:un-cpc:1234')).toEqual([]);
      expect(await ids(`validOn=${new Date().toISOString()}`)).toHaveLength(3);
      expect(await ids('validOn=2020-01-01T00:00:00Z')).toEqual([]);
      expect(await ids('validAfter=2020-01-01T00:00:00Z')).toHaveLength(3);
      expect(await ids('validBefore=2020-01-01T00:00:00Z')).toEqual([]);
      // The conformance suite's own values (cases 34 to 36).
      expect(await ids('validOn=1900-01-01T00:00:00Z')).toEqual([]);
      expect(await ids('validAfter=2099-12-31T23:59:59Z')).toEqual([]);
      expect(await ids('validBefore=1900-01-01T00:00:00Z')).toEqual([]);
      const bad = await f.pact('/pact/3/footprints?validOn=yesterday', token);
      expect([bad.status, (await jsonOf(bad)).code]).toEqual([400, 'BadRequest']);
    });

    it('refuses a bad limit with BadRequest', async () => {
      const res = await f.pact('/pact/3/footprints?limit=0', token);
      expect([res.status, (await jsonOf(res)).code]).toEqual([400, 'BadRequest']);
    });
  });

  describe('GET /pact/3/footprints/{id}', () => {
    it('returns a granted footprint', async () => {
      const res = await f.pact(`/pact/3/footprints/${v2}`, token);
      expect(res.status).toBe(200);
      const body = GetFootprintResponse.parse(await jsonOf(res));
      expect(body.data).toMatchObject({ id: v2, version: 2, status: 'Active' });
    });

    it('answers 404 NotFound for an unknown id, 403 AccessDenied for a footprint outside the grant', async () => {
      const unknown = await f.pact(`/pact/3/footprints/${randomUUID()}`, token);
      expect([unknown.status, await jsonOf(unknown)]).toEqual([
        404,
        { code: 'NotFound', message: 'The specified footprint does not exist' },
      ]);
      const notAnId = await f.pact('/pact/3/footprints/not-a-uuid', token);
      expect([notAnId.status, (await jsonOf(notAnId)).code]).toEqual([404, 'NotFound']);
      const denied = await f.pact(`/pact/3/footprints/${invisible}`, token);
      expect([denied.status, (await jsonOf(denied)).code]).toEqual([403, 'AccessDenied']);
    });
  });

  describe('bearer tokens', () => {
    it('an invalid or missing token gets 400 BadRequest "Invalid token provided"', async () => {
      const expected = { code: 'BadRequest', message: 'Invalid token provided' };
      for (const t of ['not-a-token-at-all-0123456789', null]) {
        for (const path of ['/pact/3/footprints', `/pact/3/footprints/${v2}`]) {
          const res = await f.pact(path, t);
          expect([res.status, await jsonOf(res)], `${path} with ${t}`).toEqual([400, expected]);
        }
      }
      const session = await f.pact('/pact/3/footprints', null, { headers: f.t.as('ORG_ADMIN') });
      expect([session.status, (await jsonOf(session)).code]).toEqual([400, 'BadRequest']);
    });

    it('an expired token gets 401 TokenExpired on every action, and a new token works', async () => {
      const expired = await f.expiredToken(grant.id);
      const event = {
        specversion: '1.0',
        id: 'expired-1',
        source: '//buyer.example/pact/3/events',
        type: PACT_EVENT_TYPES.published,
        data: { pfIds: [v2] },
      };
      const calls: [string, RequestInit][] = [
        ['/pact/3/footprints', {}],
        [`/pact/3/footprints/${v2}`, {}],
        [
          '/pact/3/events',
          {
            method: 'POST',
            headers: { 'content-type': 'application/cloudevents+json' },
            body: JSON.stringify(event),
          },
        ],
      ];
      for (const [path, init] of calls) {
        const res = await f.pact(path, expired, init);
        expect([res.status, (await jsonOf(res)).code], path).toEqual([401, 'TokenExpired']);
        expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      }
      const fresh = await f.token(grant.clientId, grant.clientSecret);
      expect((await f.pact('/pact/3/footprints', fresh)).status).toBe(200);
    });
  });

  describe('grants', () => {
    it('a credential reads nothing outside its grant: other products, periods, scopes, organizations', async () => {
      const read = async (body: Record<string, unknown>) => {
        const g = await f.grant({ customerName: 'Narrow', ...body });
        const tk = await f.token(g.clientId, g.clientSecret);
        const res = await f.pact('/pact/3/footprints', tk);
        return ((await jsonOf(res)) as { data: { id: string }[] }).data.map((p) => p.id).sort();
      };
      expect(await read({ productIds: [PRODUCT_B], periods: YEAR_2025, scopes: [1] })).toEqual([invisible]);
      expect(
        await read({
          productIds: [PRODUCT_A],
          periods: [{ start: '2024-01-01', end: '2024-12-31' }],
          scopes: [1],
        }),
      ).toEqual([]);
      expect(
        await read({
          productIds: [PRODUCT_A],
          periods: [{ start: '2025-01-01', end: '2025-01-31' }],
          scopes: [1],
        }),
      ).toEqual([jan]);
      expect(await read({ productIds: [PRODUCT_A], periods: YEAR_2025, scopes: [2, 3] })).toEqual([]);
      expect(await read({})).toEqual([]);
      // A grant of another organization never sees this one's footprints, not even by id.
      const theirs = await f.grant(
        { customerName: 'Elsewhere', productIds: [PRODUCT_A], periods: YEAR_2025, scopes: [1] },
        'other',
      );
      const theirToken = await f.token(theirs.clientId, theirs.clientSecret);
      expect((await jsonOf(await f.pact('/pact/3/footprints', theirToken))).data).toEqual([]);
      const byId = await f.pact(`/pact/3/footprints/${v2}`, theirToken);
      expect([byId.status, (await jsonOf(byId)).code]).toEqual([404, 'NotFound']);
    });

    it('a revoked credential is refused at once: its issued token and a new token request', async () => {
      const g = await f.grant({
        customerName: 'Soon gone',
        productIds: [PRODUCT_A],
        periods: YEAR_2025,
        scopes: [1],
      });
      const tk = await f.token(g.clientId, g.clientSecret);
      expect((await f.pact('/pact/3/footprints', tk)).status).toBe(200);
      const revoked = await f.t.post(`/api/sharing-grants/${g.id}/revoke`, {}, 'ORG_ADMIN');
      expect(revoked.body.revokedAt).not.toBeNull();
      const after = await f.pact('/pact/3/footprints', tk);
      expect([after.status, await jsonOf(after)]).toEqual([
        400,
        { code: 'BadRequest', message: 'Invalid token provided' },
      ]);
      const again = await f.t.h.request('/pact/auth/token', {
        method: 'POST',
        headers: {
          authorization: basic(g.clientId, g.clientSecret),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      expect(again.status).toBe(401);
    });

    it('grant views never show the secret or its hash; only ORG_ADMIN manages grants', async () => {
      const view = await f.t.get(`/api/sharing-grants/${grant.id}`, 'ORG_ADMIN');
      expect(JSON.stringify(view.body)).not.toContain(grant.clientSecret);
      expect(view.body.secretHash).toBeUndefined();
      const member = await f.t.post('/api/sharing-grants', { customerName: 'x' }, 'ORG_MEMBER');
      expect(member.res.status).toBe(403);
    });
  });

  describe('audit on the supplier side', () => {
    it('records every read with the grant id and what was read', async () => {
      await f.pact(`/pact/3/footprints/${v2}`, token);
      const entries = await f.audit();
      const reads = entries.filter((e) => e.details.grantId === grant.id);
      const single = reads.find((e) => e.action === 'pact.footprint.read');
      expect(single?.details.footprintId).toBe(v2);
      expect(single?.actorId).toBe(`sharing_grant:${grant.id}`);
      const lists = reads.filter((e) => e.action === 'pact.footprints.list');
      // Each list read names the footprints it returned (the unfiltered first page returned all three).
      expect(
        lists.some((e) => [v1, v2, jan].every((id) => (e.details.footprintIds as string[]).includes(id))),
      ).toBe(true);
      expect(lists.some((e) => (e.details.footprintIds as string[]).length === 0)).toBe(true);
      expect(reads.some((e) => e.action === 'pact.token.issue')).toBe(true);
      expect(entries.some((e) => e.action === 'product_footprint.publish')).toBe(true);
    });
  });

  describe('corporate export (CTP extension)', () => {
    it('allocates the period’s emissions by scope to the customer exactly, with a methodology summary', async () => {
      const g = await f.grant({
        customerName: 'Buyer GmbH',
        periods: YEAR_2025,
        scopes: [1, 2],
        corporateAllocation: {
          method: 'revenue',
          customerRevenue: '125000',
          totalRevenue: '1000000',
          currency: 'EUR',
        },
      });
      const tk = await f.token(g.clientId, g.clientSecret);
      const res = await f.pact(
        '/pact/ctp/1/corporate-export?periodStart=2025-01-01&periodEnd=2025-03-31',
        tk,
      );
      expect(res.status).toBe(200);
      const body = await jsonOf(res);
      const scope1 = body.scopes.find((s: { scope: number }) => s.scope === 1);
      expect(scope1.totalKgCo2e).toBe(f.q1Scope1Kg);
      expect(scope1.allocatedKgCo2e).toBe(new Decimal(f.q1Scope1Kg).mul('0.125').toFixed());
      expect(body.scopes.find((s: { scope: number }) => s.scope === 2).allocatedKgCo2e).toBe('0');
      expect(body.allocation).toMatchObject({ method: 'revenue', share: '0.125' });
      expect(body.companyIds).toEqual([companyUrnOf(f.publicOrgId)]);
      expect(body.methodology.gwpSets).toEqual(['AR6']);
      expect(body.methodology.algorithms.length).toBeGreaterThan(0);
      expect(body.methodology.factorDatasets.length).toBeGreaterThan(0);
      const outside = await f.pact(
        '/pact/ctp/1/corporate-export?periodStart=2024-01-01&periodEnd=2024-12-31',
        tk,
      );
      expect([outside.status, (await jsonOf(outside)).code]).toEqual([403, 'AccessDenied']);
      const noAllocation = await f.pact(
        '/pact/ctp/1/corporate-export?periodStart=2025-01-01&periodEnd=2025-03-31',
        token,
      );
      expect([noAllocation.status, (await jsonOf(noAllocation)).code]).toEqual([403, 'AccessDenied']);
      const audit = await f.audit();
      expect(audit.some((e) => e.action === 'pact.corporate_export.read' && e.details.grantId === g.id)).toBe(
        true,
      );
    });

    it('is in the OpenAPI document, as are the PACT actions', async () => {
      const res = await f.t.h.request('/api/openapi.json');
      const doc = await jsonOf(res);
      const errs = f.t.h.logs.lines.filter((l) => l.level === 'error');
      expect(res.status, JSON.stringify(errs).slice(0, 1500)).toBe(200);
      for (const path of [
        '/pact/ctp/1/corporate-export',
        '/pact/auth/token',
        '/pact/3/footprints',
        '/pact/3/footprints/{id}',
        '/pact/3/events',
        '/pact/ctp/1/profiles/{publicOrgId}',
      ]) {
        expect(doc.paths[path], path).toBeDefined();
      }
    });
  });

  describe('profiles', () => {
    it('public profile by publicOrgId shows name and publicOrgId only; the token profile names the data owner', async () => {
      const pub = await f.t.h.request(`/pact/ctp/1/profiles/${f.publicOrgId}`);
      expect(await jsonOf(pub)).toEqual({ name: 'Acme Manufacturing', publicOrgId: f.publicOrgId });
      const unknown = await f.t.h.request(`/pact/ctp/1/profiles/${randomUUID()}`);
      expect(unknown.status).toBe(404);
      const mine = await f.pact('/pact/ctp/1/profile', token);
      expect(await jsonOf(mine)).toEqual({ name: 'Acme Manufacturing', publicOrgId: f.publicOrgId });
    });
  });

  describe('POST /pact/3/events', () => {
    const post = (body: unknown, contentType = 'application/cloudevents+json; charset=UTF-8', tk = token) =>
      f.pact('/pact/3/events', tk, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const envelope = {
      specversion: '1.0',
      source: '//buyer.example/pact/3/events',
      time: '2025-05-01T10:00:00Z',
    };

    it('stores a RequestCreatedEvent once (a retried event id is not a second request)', async () => {
      const event = {
        ...envelope,
        id: 'req-1',
        type: PACT_EVENT_TYPES.requestCreated,
        data: { productId: [PRODUCT_A], comment: 'Please send the 2025 PCF.' },
      };
      const res = await post(event);
      expect([res.status, await res.text()]).toEqual([200, '']);
      expect((await post(event)).status).toBe(200);
      const list = await f.t.get('/api/pact-requests', 'ORG_ADMIN');
      const mine = list.body.items.filter((r: { eventId: string }) => r.eventId === 'req-1');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        grantId: grant.id,
        status: 'pending',
        comment: 'Please send the 2025 PCF.',
        criteria: { productId: [PRODUCT_A] },
      });
    });

    it('refuses malformed CloudEvents with 400 BadRequest', async () => {
      const good = { ...envelope, id: 'x', type: PACT_EVENT_TYPES.published, data: { pfIds: [v2] } };
      const cases: [string, unknown, string?][] = [
        ['wrong content type', good, 'application/json'],
        ['not JSON', '{"specversion":'],
        ['no specversion', { ...good, specversion: undefined }],
        ['specversion 0.3', { ...good, specversion: '0.3' }],
        ['no id', { ...good, id: undefined }],
        ['no source', { ...good, source: undefined }],
        ['unknown type', { ...good, type: 'org.example.Other' }],
        ['v2 type string', { ...good, type: 'org.wbcsd.pathfinder.ProductFootprint.Published.v1' }],
        ['no pfIds', { ...good, data: {} }],
        [
          'pfIds a URN, not a UUID (conformance 40)',
          { ...good, data: { pfIds: ['urn:gtin:4712345060507'] } },
        ],
        [
          'RequestFulfilled without requestEventId',
          { ...good, type: PACT_EVENT_TYPES.requestFulfilled, data: { pfs: [] } },
        ],
        [
          'RequestRejected without error',
          { ...good, type: PACT_EVENT_TYPES.requestRejected, data: { requestEventId: 'r' } },
        ],
      ];
      for (const [name, body, type] of cases) {
        const res = await post(body, type);
        expect([res.status, (await jsonOf(res)).code], name).toEqual([400, 'BadRequest']);
      }
      const noToken = await post(good, undefined, 'nope-nope-nope-nope-nope-0');
      expect([noToken.status, (await jsonOf(noToken)).message]).toEqual([400, 'Invalid token provided']);
    });
  });
});
