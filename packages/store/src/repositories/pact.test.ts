import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { createOrganization, findOrganizationByPublicId, type Organization } from './organizations.js';
import { createPactProduct, type PactProduct } from './pact-products.js';
import { answerFootprintRequest, recordFootprintRequest } from './pact-requests.js';
import {
  type FootprintCriteria,
  findProductFootprint,
  listProductFootprints,
  type ProductFootprintInput,
  publishProductFootprint,
} from './product-footprints.js';
import {
  createPactAccessToken,
  createSharingGrant,
  deleteExpiredPactAccessTokens,
  findPactAccessTokenByHash,
  findSharingGrantByClientId,
  revokeSharingGrant,
} from './sharing-grants.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('PACT supplier tables on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  let other: Organization;
  let product: PactProduct;
  const inOrg = <T>(fn: Parameters<typeof withOrganization<T>>[2]) => withOrganization(store.db, org.id, fn);

  const footprint = (overrides: Partial<ProductFootprintInput> = {}): ProductFootprintInput => ({
    productRef: product.id,
    specVersion: '3.0.0',
    validityStart: new Date('2026-01-01T00:00:00Z'),
    validityEnd: new Date('2026-12-31T23:59:59Z'),
    referencePeriod: { start: '2025-01-01', end: '2025-12-31' },
    companyName: 'Acme',
    companyIds: [`urn:uuid:${org.publicOrgId}`],
    productIds: [product.productId],
    productName: product.name,
    productDescription: product.description,
    declaredUnit: 'kilogram',
    massPerDeclaredUnitKg: '1',
    scopes: [1, 2],
    facilityIds: null,
    scope2Method: 'market_based',
    emissionsKg: '1000',
    allocationMethod: 'units',
    productQuantity: '250',
    totalQuantity: '1000',
    allocationShare: '0.25',
    allocatedKg: '250',
    productUnits: '250',
    pcfPerDeclaredUnit: '1',
    gwpSets: ['AR6'],
    geographyCountry: 'DE',
    boundaryDescription: 'cradle-to-gate',
    allocationDescription: 'by units produced',
    methodology: { algorithms: [] },
    comment: null,
    createdBy: null,
    ...overrides,
  });

  beforeAll(async () => {
    store = await target.open();
    [org, other] = await withSystem(store.db, async (s) => [
      await createOrganization(s, { name: 'Acme', slug: 'acme' }),
      await createOrganization(s, { name: 'Other', slug: 'other' }),
    ]);
    product = await inOrg((s) =>
      createPactProduct(s, {
        productId: 'urn:gtin:4712345060507',
        name: 'Widget',
        description: 'A steel widget',
        declaredUnit: 'kilogram',
      }),
    );
  }, 60_000);
  afterAll(() => store.cleanup());

  it('public ids are UUIDs and found by the public lookup', async () => {
    expect(org.publicOrgId).toMatch(/^[0-9a-f-]{36}$/);
    const found = await withSystem(store.db, (s) => findOrganizationByPublicId(s, org.publicOrgId));
    expect(found?.id).toBe(org.id);
  });

  it('republishing makes a new version and deprecates the previous one by a status row', async () => {
    const v1 = await inOrg((s) => publishProductFootprint(s, footprint()));
    const v2 = await inOrg((s) => publishProductFootprint(s, footprint({ emissionsKg: '1200' })));
    expect([v1.version, v1.status]).toEqual([1, 'Active']);
    expect([v2.version, v2.precedingPfId, v2.status]).toEqual([2, v1.id, 'Active']);
    const again = await inOrg((s) => findProductFootprint(s, v1.id));
    expect(again?.status).toBe('Deprecated');
    expect(again?.emissionsKg).toBe('1000');
  });

  it('footprints and their statuses are immutable: UPDATE and DELETE are refused by the database', async () => {
    const v = await inOrg((s) =>
      publishProductFootprint(s, footprint({ referencePeriod: { start: '2024-01-01', end: '2024-12-31' } })),
    );
    // The application role holds no UPDATE or DELETE privilege, and the trigger refuses even the table owner.
    await expect(
      inOrg((s) => sql`UPDATE product_footprints SET emissions_kg = 1 WHERE id = ${v.id}`.execute(s.db)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      sql`UPDATE product_footprints SET emissions_kg = 1 WHERE id = ${v.id}`.execute(store.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM product_footprints WHERE id = ${v.id}`.execute(store.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`UPDATE product_footprint_statuses SET reason = 'x'`.execute(store.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('visibility limits footprints by product, period and scopes', async () => {
    const all = await inOrg((s) => listProductFootprints(s, { visible: null, limit: 50, offset: 0 }));
    expect(all.total).toBe(3);
    const only2025 = await inOrg((s) =>
      listProductFootprints(s, {
        visible: {
          productIds: [product.productId],
          periods: [{ start: '2025-01-01', end: '2025-12-31' }],
          scopes: [1, 2, 3],
        },
        limit: 50,
        offset: 0,
      }),
    );
    expect(only2025.total).toBe(2);
    const scope1Only = await inOrg((s) =>
      listProductFootprints(s, {
        visible: {
          productIds: [product.productId],
          periods: [{ start: '2020-01-01', end: '2030-12-31' }],
          scopes: [1],
        },
        limit: 50,
        offset: 0,
      }),
    );
    expect(scope1Only.total).toBe(0);
    const otherProduct = await inOrg((s) =>
      listProductFootprints(s, {
        visible: {
          productIds: ['urn:gtin:1'],
          periods: [{ start: '2020-01-01', end: '2030-12-31' }],
          scopes: [1, 2],
        },
        limit: 50,
        offset: 0,
      }),
    );
    expect(otherProduct.total).toBe(0);
    const fromOther = await withOrganization(store.db, other.id, (s) =>
      listProductFootprints(s, { visible: null, limit: 50, offset: 0 }),
    );
    expect(fromOther.total).toBe(0);
  });

  it('grants: client id lookup, tokens found by hash, revocation deletes tokens at once', async () => {
    const grant = await inOrg((s) =>
      createSharingGrant(s, {
        customerName: 'Buyer',
        productIds: [product.productId],
        periods: [{ start: '2025-01-01', end: '2025-12-31' }],
        scopes: [1, 2],
        clientId: 'pact_client_0123456789',
        secretHash: 'hash-of-the-secret-0123',
      }),
    );
    const byClient = await withSystem(store.db, (s) => findSharingGrantByClientId(s, grant.clientId));
    expect(byClient?.organizationId).toBe(org.id);
    await inOrg((s) =>
      createPactAccessToken(s, {
        grantId: grant.id,
        tokenHash: 'token-hash-0123456789',
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
    const found = await withSystem(store.db, (s) => findPactAccessTokenByHash(s, 'token-hash-0123456789'));
    expect(found?.grant.id).toBe(grant.id);
    await expect(
      withOrganization(store.db, other.id, (s) => revokeSharingGrant(s, grant.id, null, new Date())),
    ).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
    await inOrg((s) => revokeSharingGrant(s, grant.id, null, new Date()));
    expect(
      await withSystem(store.db, (s) => findPactAccessTokenByHash(s, 'token-hash-0123456789')),
    ).toBeNull();
  });

  it('housekeeping deletes expired access tokens only', async () => {
    const grant = await inOrg((s) =>
      createSharingGrant(s, {
        customerName: 'Tokens',
        clientId: 'pact_client_tokens_0001',
        secretHash: 'hash-of-the-secret-0789',
      }),
    );
    const now = new Date();
    await inOrg(async (s) => {
      await createPactAccessToken(s, {
        grantId: grant.id,
        tokenHash: 'expired-hash-0123456789',
        expiresAt: new Date(now.getTime() - 1),
      });
      await createPactAccessToken(s, {
        grantId: grant.id,
        tokenHash: 'current-hash-0123456789',
        expiresAt: new Date(now.getTime() + 60_000),
      });
    });
    expect(await withSystem(store.db, (s) => deleteExpiredPactAccessTokens(s, now))).toBe(1);
    expect(
      await withSystem(store.db, (s) => findPactAccessTokenByHash(s, 'expired-hash-0123456789')),
    ).toBeNull();
    expect(
      await withSystem(store.db, (s) => findPactAccessTokenByHash(s, 'current-hash-0123456789')),
    ).not.toBeNull();
  });

  it('received requests are idempotent by event id and answered once', async () => {
    const grant = await inOrg((s) =>
      createSharingGrant(s, {
        customerName: 'Asker',
        clientId: 'pact_client_asker_0001',
        secretHash: 'hash-of-the-secret-0456',
      }),
    );
    const input = {
      grantId: grant.id,
      eventId: 'ev-1',
      source: '//host.example/pact/3/events',
      criteria: { productId: ['urn:gtin:1'] },
    };
    const first = await inOrg((s) => recordFootprintRequest(s, input));
    const retry = await inOrg((s) => recordFootprintRequest(s, input));
    expect([first.created, retry.created, retry.request.id]).toEqual([true, false, first.request.id]);
    const answered = await inOrg((s) =>
      answerFootprintRequest(s, first.request.id, {
        status: 'rejected',
        reason: 'no such product',
        answeredBy: null,
        deliveryError: null,
      }),
    );
    expect(answered.status).toBe('rejected');
    await expect(
      inOrg((s) =>
        answerFootprintRequest(s, first.request.id, {
          status: 'rejected',
          reason: 'again',
          answeredBy: null,
          deliveryError: null,
        }),
      ),
    ).rejects.toMatchObject({ code: 'STORE_CONFLICT' });
  });

  it('criteria: values of one criterion are alternatives (OR), matched case-insensitively', async () => {
    const list = (criteria: FootprintCriteria) =>
      inOrg((s) => listProductFootprints(s, { visible: null, limit: 50, offset: 0, criteria })).then(
        (r) => r.total,
      );
    const all = await list({});
    expect(all).toBeGreaterThan(0);
    expect(await list({ productIds: [product.productId.toUpperCase(), 'urn:gtin:none'] })).toBe(all);
    expect(await list({ productIds: ['urn:gtin:none'] })).toBe(0);
    expect(await list({ companyIds: ['urn:x:other', `URN:UUID:${org.publicOrgId.toUpperCase()}`] })).toBe(
      all,
    );
    expect(await list({ geography: ['fr', 'de'] })).toBe(all);
    expect(await list({ geography: ['FR'] })).toBe(0);
    expect(await list({ classification: ['urn:x:1'] })).toBe(0);
    expect(await list({ productIds: [product.productId], geography: ['FR'] })).toBe(0);
  });

  it('a received request keeps its source, criteria and answer URL; the URL must be a plain http(s) URL', async () => {
    const grant = await inOrg((s) =>
      createSharingGrant(s, {
        customerName: 'Fixed',
        clientId: 'pact_client_fixed_0001',
        secretHash: 'hash-of-the-secret-0789',
        answerPolicy: 'fulfil_matching',
      }),
    );
    expect(grant.answerPolicy).toBe('fulfil_matching');
    const { request } = await inOrg((s) =>
      recordFootprintRequest(s, {
        grantId: grant.id,
        eventId: 'ev-fixed',
        source: 'https://buyer.example/pact',
        criteria: {},
        answerUrl: 'https://buyer.example/pact',
      }),
    );
    expect(request.answerUrl).toBe('https://buyer.example/pact');
    for (const change of [
      sql`UPDATE pact_footprint_requests SET answer_url = 'https://evil.example/pact' WHERE id = ${request.id}`,
      sql`UPDATE pact_footprint_requests SET source = 'x' WHERE id = ${request.id}`,
      sql`UPDATE pact_footprint_requests SET criteria = '{"productId":["urn:x:1"]}' WHERE id = ${request.id}`,
    ]) {
      await expect(inOrg((s) => change.execute(s.db))).rejects.toThrow(/keeps its event/);
    }
    const insertWith = (url: string, eventId: string) =>
      inOrg((s) =>
        sql`INSERT INTO pact_footprint_requests (id, organization_id, grant_id, event_id, source, criteria, answer_url)
            VALUES (gen_random_uuid(), ${org.id}, ${grant.id}, ${eventId}, 's', '{}', ${url})`.execute(s.db),
      );
    await expect(insertWith('https://me:pw@buyer.example/pact', 'ev-a')).rejects.toThrow(/answer_url_check/);
    await expect(insertWith('ftp://buyer.example/pact', 'ev-b')).rejects.toThrow(/answer_url_check/);
    await expect(
      inOrg((s) =>
        sql`UPDATE sharing_grants SET answer_policy = 'always' WHERE id = ${grant.id}`.execute(s.db),
      ),
    ).rejects.toThrow(/answer_policy_check/);
  });
});
