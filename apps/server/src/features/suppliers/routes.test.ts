import { randomUUID } from 'node:crypto';
import { Decimal } from '@ctp/factors';
import { listActivityVersions, testTargets, withOrganization } from '@ctp/store';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PactPartner, pactFootprint, startPactPartner } from '../../testing/pact-partner.js';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';
import { hostEventHandlers } from './host-event-handlers.js';
import { syncDepsOf } from './sync-job.js';
import { runSupplierSync } from './sync-supplier.js';

/**
 * The host side of supplier sharing through the API, against a scripted PACT partner on loopback
 * (it can answer what a conformant CTP supplier never would: another company's ids, a malformed
 * body, a credential revoked at a chosen moment). The sync job is queued by the API and then run
 * here in the test's process, so each step is deterministic; the two-process end-to-end test runs
 * it in a real worker against a real supplier server.
 */
describe.each(testTargets(process.env.TEST_DATABASE_URL))('suppliers (host side) on $name', (target) => {
  let f: TenantFixture;
  let partner: PactPartner;
  const SUPPLIER_ORG = randomUUID();
  const PRODUCT = 'urn:pact:product:coil-a';
  const admin = () => f.as('ORG_ADMIN');

  const scope3Total = async (): Promise<string> => {
    const summary = await f.call('/api/results/summary?periodFrom=2025-01-01&periodTo=2025-12-31', {
      headers: admin(),
    });
    expect(summary.res.status).toBe(200);
    return (summary.body.totals as { scope3: string }).scope3;
  };
  const increase = async (before: string) => new Decimal(await scope3Total()).minus(before).toFixed();
  const sync = async (supplierId: string) => {
    const queued = await f.send('POST', `/api/suppliers/${supplierId}/sync`, {}, admin());
    expect(queued.res.status, JSON.stringify(queued.body)).toBe(202);
    const syncId = (queued.body.sync as { id: string }).id;
    return runSupplierSync(syncDepsOf(f.h.runtime), { organizationId: f.orgId, syncId });
  };
  const supplierWithPurchase = async () => {
    const created = await f.send(
      'POST',
      '/api/suppliers',
      { name: 'Steelworks', externalPublicOrgId: SUPPLIER_ORG, integrationEndpoint: partner.baseUrl },
      admin(),
    );
    expect(created.res.status).toBe(201);
    const id = created.body.id as string;
    const creds = await f.send(
      'PUT',
      `/api/suppliers/${id}/credentials`,
      { clientId: partner.clientId, clientSecret: partner.clientSecret },
      admin(),
    );
    expect(creds.res.status).toBe(200);
    const purchase = await f.send(
      'POST',
      `/api/suppliers/${id}/purchases`,
      {
        kind: 'product',
        productId: PRODUCT,
        quantity: '1200',
        unit: 'kg',
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
      },
      admin(),
    );
    expect(purchase.res.status, JSON.stringify(purchase.body)).toBe(201);
    return id;
  };

  beforeAll(async () => {
    f = await openTenantFixture(target);
    // The API queues syncs on the job queue; the harness does not start it.
    await f.h.runtime.jobs.start();
  }, 60_000);
  afterAll(async () => {
    await f?.h.runtime.jobs.stop({ graceful: false });
    await f?.h.close();
  });
  afterEach(async () => {
    await partner?.close().catch(() => {});
  });

  it('never returns the client secret, reads for every role, writes for ORG_ADMIN only', async () => {
    partner = await startPactPartner();
    const id = await supplierWithPurchase();
    const read = await f.call(`/api/suppliers/${id}`, { headers: f.as('READ_ONLY') });
    expect(read.res.status).toBe(200);
    expect(read.body).toMatchObject({ integrationClientId: partner.clientId, hasIntegrationSecret: true });
    expect(JSON.stringify(read.body)).not.toContain(partner.clientSecret);
    const audit = await f.call('/api/audit?limit=500', { headers: admin() });
    expect(JSON.stringify(audit.body)).not.toContain(partner.clientSecret);
    expect(JSON.stringify(f.h.logs.lines)).not.toContain(partner.clientSecret);
    const member = await f.send('POST', '/api/suppliers', { name: 'Nope' }, f.as('ORG_MEMBER'));
    expect(member.res.status).toBe(403);
    const unintegrated = await f.send('POST', '/api/suppliers', { name: 'Paper Co' }, admin());
    const refused = await f.send('POST', `/api/suppliers/${unintegrated.body.id}/sync`, {}, admin());
    expect(refused.res.status).toBe(409);
    expect(refused.body.type).toBe('urn:ctp:problem:supplier-not-integrated');
  });

  it('turns the footprint into Scope 3 activity of exactly quantity × footprint, idempotently, and a changed footprint into a correction', async () => {
    const first = pactFootprint({
      id: randomUUID(),
      publicOrgId: SUPPLIER_ORG,
      productId: PRODUCT,
      kgCo2ePerUnit: '2.5',
    });
    partner = await startPactPartner({ footprints: [first] });
    const before = await scope3Total();
    const id = await supplierWithPurchase();

    const s1 = await sync(id);
    expect(s1.status, JSON.stringify(s1.error)).toBe('succeeded');
    const created = s1.outcome?.activitiesCreated as string[];
    expect(created).toHaveLength(1);
    const afterFirst = await scope3Total();
    expect(new Decimal(afterFirst).minus(before).toFixed()).toBe('3000'); // 1200 kg × 2.5 kg CO2e/kg
    const activity = await f.call(`/api/activities/${created[0]}`, { headers: admin() });
    expect(activity.body).toMatchObject({
      category: 'scope3.purchased_goods.supplier_specific',
      quantity: '1200',
      dataQuality: 'measured',
      attributes: {
        basis: 'product_footprint',
        footprintId: first.id,
        supplierId: id,
        co2ePerDeclaredUnit: '2.5',
      },
    });
    const records = await f.call(`/api/records?activityId=${created[0]}`, { headers: admin() });
    expect(JSON.stringify(records.body)).toContain('ctp/purchased-goods-supplier-specific');
    // Supplier-specific data rates above spend-based estimates (which the engine rates low).
    const results = await f.call('/api/results?category=scope3.purchased_goods.supplier_specific', {
      headers: admin(),
    });
    expect((results.body.items as { confidence: string; scope3Category: number }[])[0]).toMatchObject({
      confidence: 'high',
      scope3Category: 1,
    });

    // The same answer again changes nothing.
    const s2 = await sync(id);
    expect(s2.outcome).toMatchObject({
      activitiesCreated: [],
      activitiesCorrected: [],
      unchanged: 1,
      footprintVersionsStored: 0,
    });
    expect(await scope3Total()).toBe(afterFirst);

    // PACT v3: a change is a new footprint (new id) and the old one is deprecated.
    const second = pactFootprint({
      id: randomUUID(),
      publicOrgId: SUPPLIER_ORG,
      productId: PRODUCT,
      kgCo2ePerUnit: '2.7',
      created: '2026-02-01T00:00:00Z',
    });
    partner.footprints = [{ ...first, status: 'Deprecated' }, second];
    const s3 = await sync(id);
    expect(s3.outcome).toMatchObject({ activitiesCreated: [], footprintVersionsStored: 2 });
    const corrected = ((s3.outcome?.activitiesCorrected ?? []) as string[])[0] as string;
    const lineageId = (await f.call(`/api/activities/${corrected}`, { headers: admin() })).body
      .lineageId as string;
    // Read outside any open transaction: PGlite is one connection, an HTTP call inside one would wait on it.
    const versions = await withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
      listActivityVersions(scope, lineageId),
    );
    expect(
      versions.map((v) => [v.version, v.attributes.co2ePerDeclaredUnit, v.supersededAt === null]),
    ).toEqual([
      [1, '2.5', false],
      [2, '2.7', true],
    ]);
    expect(await increase(before)).toBe('3240'); // 1200 kg × 2.7 kg CO2e/kg
    const footprints = await f.call(`/api/suppliers/${id}/footprints`, { headers: admin() });
    expect((footprints.body.items as unknown[]).length).toBe(3);
  });

  it('rejects an answer naming another company, a revoked credential, an unreachable supplier and a malformed answer, leaving data untouched', async () => {
    const good = pactFootprint({
      id: randomUUID(),
      publicOrgId: SUPPLIER_ORG,
      productId: PRODUCT,
      kgCo2ePerUnit: '1',
    });
    const foreign = pactFootprint({
      id: randomUUID(),
      publicOrgId: randomUUID(),
      productId: PRODUCT,
      kgCo2ePerUnit: '9',
    });
    partner = await startPactPartner({ footprints: [good, foreign] });
    const before = await scope3Total();
    const id = await supplierWithPurchase();
    const expectRefused = async (code: string) => {
      const s = await sync(id);
      expect(s.status).toBe('failed');
      expect(s.error?.code).toBe(code);
      const supplier = await f.call(`/api/suppliers/${id}`, { headers: f.as('READ_ONLY') });
      expect(supplier.body.sync).toMatchObject({ status: 'failed', error: { code } });
      expect(await scope3Total()).toBe(before);
      const received = await f.call(`/api/suppliers/${id}/footprints`, { headers: admin() });
      expect(received.body.items).toEqual([]);
    };
    await expectRefused('foreign-company');
    partner.footprints = [good, { ...good, id: 'not-a-uuid' }];
    await expectRefused('malformed');
    partner.footprints = [good];
    partner.revoked = true;
    await expectRefused('unauthorized');
    await partner.close();
    await expectRefused('unreachable');
  });

  it('sends a RequestCreatedEvent and records the fulfilled or rejected answer; a PublishedEvent queues a sync', async () => {
    partner = await startPactPartner();
    // The inbound grant: the credentials the supplier uses to send us events.
    const grant = await f.send(
      'POST',
      '/api/sharing-grants',
      { customerName: 'Asked Ltd (events)' },
      admin(),
    );
    expect(grant.res.status, JSON.stringify(grant.body)).toBe(201);
    const grantId = grant.body.id as string;
    const unknownGrant = await f.send(
      'POST',
      '/api/suppliers',
      { name: 'Nobody', inboundGrantId: randomUUID() },
      admin(),
    );
    expect(unknownGrant.res.status).toBe(400);
    expect(unknownGrant.body.errors?.[0]?.pointer).toBe('/inboundGrantId');
    const created = await f.send(
      'POST',
      '/api/suppliers',
      {
        name: 'Asked Ltd',
        externalPublicOrgId: SUPPLIER_ORG,
        integrationEndpoint: partner.baseUrl,
        inboundGrantId: grantId,
      },
      admin(),
    );
    const id = created.body.id as string;
    await f.send(
      'PUT',
      `/api/suppliers/${id}/credentials`,
      { clientId: partner.clientId, clientSecret: partner.clientSecret },
      admin(),
    );
    const ask = async () => {
      const r = await f.send(
        'POST',
        `/api/suppliers/${id}/requests`,
        { productIds: [PRODUCT], comment: 'FY2025 please' },
        admin(),
      );
      expect(r.res.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.status).toBe('sent');
      return r.body.eventId as string;
    };
    const firstEvent = await ask();
    const sent = partner.requests.find((r) => r.url === '/pact/3/events');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      id: firstEvent,
      type: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
      data: { productId: [PRODUCT], comment: 'FY2025 please' },
    });
    const handlers = hostEventHandlers(f.h.runtime);
    const pf = pactFootprint({
      id: randomUUID(),
      publicOrgId: SUPPLIER_ORG,
      productId: PRODUCT,
      kgCo2ePerUnit: '3',
    });
    const envelope = {
      specversion: '1.0' as const,
      source: '//supplier.example/pact/3/events',
      time: new Date().toISOString(),
    };
    await handlers.onRequestFulfilled({
      organizationId: f.orgId,
      grantId,
      event: {
        ...envelope,
        id: randomUUID(),
        type: 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3',
        data: { requestEventId: firstEvent, pfs: [pf] },
      },
    });
    const secondEvent = await ask();
    await handlers.onRequestRejected({
      organizationId: f.orgId,
      grantId,
      event: {
        ...envelope,
        id: randomUUID(),
        type: 'org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3',
        data: { requestEventId: secondEvent, error: { code: 'NotFound', message: 'No such product' } },
      },
    });
    const requests = await f.call(`/api/suppliers/${id}/requests`, { headers: f.as('READ_ONLY') });
    expect(
      (requests.body.items as { status: string; answer: unknown }[]).map((r) => [r.status, r.answer]),
    ).toEqual([
      ['fulfilled', expect.objectContaining({ footprintIds: [pf.id] })],
      ['rejected', expect.objectContaining({ error: { code: 'NotFound', message: 'No such product' } })],
    ]);
    // Footprints naming another company are refused: the request stays unanswered, nothing is stored.
    const third = await ask();
    await expect(
      handlers.onRequestFulfilled({
        organizationId: f.orgId,
        grantId,
        event: {
          ...envelope,
          id: randomUUID(),
          type: 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3',
          data: {
            requestEventId: third,
            pfs: [
              pactFootprint({
                id: randomUUID(),
                publicOrgId: randomUUID(),
                productId: PRODUCT,
                kgCo2ePerUnit: '1',
              }),
            ],
          },
        },
      }),
    ).rejects.toMatchObject({ code: 'BadRequest' });
    const after = await f.call(`/api/suppliers/${id}/requests`, { headers: admin() });
    expect(
      (after.body.items as { eventId: string; status: string }[]).find((r) => r.eventId === third)?.status,
    ).toBe('sent');
    const stored = await f.call(`/api/suppliers/${id}/footprints`, { headers: admin() });
    expect((stored.body.items as { footprintId: string }[]).map((x) => x.footprintId)).toEqual([pf.id]);
    // An answer from a grant that is not linked to a supplier is refused.
    await expect(
      handlers.onRequestRejected({
        organizationId: f.orgId,
        grantId: randomUUID(),
        event: {
          ...envelope,
          id: randomUUID(),
          type: 'org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3',
          data: { requestEventId: secondEvent, error: { code: 'NotFound', message: 'x' } },
        },
      }),
    ).rejects.toMatchObject({ code: 'AccessDenied' });
    await handlers.onPublished({
      organizationId: f.orgId,
      grantId,
      event: {
        ...envelope,
        id: randomUUID(),
        type: 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3',
        data: { pfIds: [pf.id] },
      },
    });
    const syncs = await f.call(`/api/suppliers/${id}/syncs`, { headers: admin() });
    expect((syncs.body.items as { trigger: string }[]).map((s) => s.trigger)).toContain('event');
    // A PublishedEvent from a grant that feeds no supplier is accepted (conformance case 15) and syncs nothing.
    const unlinked = randomUUID();
    await handlers.onPublished({
      organizationId: f.orgId,
      grantId: unlinked,
      event: {
        ...envelope,
        id: randomUUID(),
        type: 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3',
        data: { pfIds: [randomUUID()] },
      },
    });
    const again = await f.call(`/api/suppliers/${id}/syncs`, { headers: admin() });
    expect(again.body.items).toHaveLength((syncs.body.items as unknown[]).length);
    const audit = await f.call('/api/audit?limit=500', { headers: admin() });
    expect(
      (audit.body.items as { action: string; entityId: string }[]).some(
        (e) => e.action === 'pact.event.published_unlinked' && e.entityId === unlinked,
      ),
    ).toBe(true);
  });
});

describe('supplier endpoints in production', () => {
  it('refuses a plain-HTTP PACT endpoint (PACT is offered over HTTPS only) and accepts https', async () => {
    const target = testTargets(undefined)[0];
    if (target === undefined) throw new Error('no target');
    const f = await openTenantFixture(target, { NODE_ENV: 'production' });
    try {
      const plain = await f.send(
        'POST',
        '/api/suppliers',
        { name: 'Clear Text Ltd', integrationEndpoint: 'http://supplier.example/pact' },
        f.as('ORG_ADMIN'),
      );
      expect(plain.res.status).toBe(400);
      expect(plain.body.errors?.[0]?.pointer).toBe('/integrationEndpoint');
      const tls = await f.send(
        'POST',
        '/api/suppliers',
        { name: 'TLS Ltd', integrationEndpoint: 'https://supplier.example/pact' },
        f.as('ORG_ADMIN'),
      );
      expect(tls.res.status).toBe(201);
      const downgrade = await f.send(
        'PATCH',
        `/api/suppliers/${tls.body.id}`,
        { integrationEndpoint: 'http://supplier.example/pact' },
        f.as('ORG_ADMIN'),
      );
      expect(downgrade.res.status).toBe(400);
    } finally {
      await f.h.close();
    }
  }, 60_000);
});
