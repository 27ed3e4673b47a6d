import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testTargets } from '@ctp/store';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../../app/server-app.js';
import type { App } from '../../http/app-env.js';
import { basic, jsonOf, openPactFixture, type PactFixture } from '../../testing/pact-fixture.js';
import { json } from '../../testing/server-harness.js';
import { answerDepsOf, registerAnswerDelivery } from './answer-delivery-job.js';
import { PactEventRegistry } from './event-handlers.js';
import { redeliverAnswer, supplierEventHandlers } from './footprint-requests.js';
import { PACT_EVENT_TYPES, RequestFulfilledEvent, RequestRejectedEvent } from './wire.js';

const PRODUCT = 'urn:gtin:5000000000017';
const YEAR_2025 = [{ start: '2025-01-01', end: '2025-12-31' }];
const envelope = {
  specversion: '1.0',
  source: '//buyer.example/pact/3/events',
  time: '2025-05-01T10:00:00Z',
};

/**
 * A partner's PACT API on loopback (a real HTTP server): it issues a token for the credentials it gave us and
 * records the events we send (refusing the first `failFirst` with 503). It stands in for the customer's system, which is another product.
 */
async function openPartner(clientId: string, secret: string, failFirst = 0) {
  const received: unknown[] = [];
  let failures = failFirst;
  const app = new Hono();
  app.post('/pact/auth/token', (c) =>
    c.req.header('authorization') === basic(clientId, secret)
      ? c.json({ access_token: 'partner-token-0123456789', token_type: 'bearer', expires_in: 60 })
      : c.json({ error: 'invalid_client' }, 401),
  );
  app.post('/pact/3/events', async (c) => {
    if (c.req.header('authorization') !== 'Bearer partner-token-0123456789')
      return c.json({ code: 'BadRequest' }, 400);
    if (failures > 0) {
      failures -= 1;
      return c.json({ code: 'InternalError', message: 'try later' }, 503);
    }
    received.push(await c.req.json());
    return c.body(null, 200);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pact`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('PACT events on $name', (target) => {
  let f: PactFixture;
  let app: App;
  let grant: { id: string; clientId: string; clientSecret: string };
  let token: string;
  let footprint: string;
  const seen: { type: string; organizationId: string; grantId: string; id: string }[] = [];

  beforeAll(async () => {
    f = await openPactFixture(target, 'pact-events');
    const product = await f.product(PRODUCT);
    footprint = (
      await f.publish(product, {
        referencePeriod: { start: '2025-01-01', end: '2025-03-31' },
        scopes: [1],
        allocation: { method: 'mass', productQuantity: '40', totalQuantity: '100' },
        productUnits: '1000',
        boundaryDescription: 'Cradle-to-gate',
      })
    ).id;
    const registry = new PactEventRegistry().register(
      supplierEventHandlers({ db: f.t.h.runtime.database.db, httpsOnly: false, jobs: f.t.h.runtime.jobs }),
    );
    const record = async ({
      organizationId,
      grantId,
      event,
    }: {
      organizationId: string;
      grantId: string;
      event: { type: string; id: string };
    }) => {
      seen.push({ type: event.type, organizationId, grantId, id: event.id });
    };
    registry.register({ onPublished: record, onRequestFulfilled: record, onRequestRejected: record });
    app = createServerApp(f.t.h.runtime, { pactEvents: registry });
    grant = await f.grant({ customerName: 'Buyer', productIds: [PRODUCT], periods: YEAR_2025, scopes: [1] });
    token = await f.token(grant.clientId, grant.clientSecret);
  }, 180_000);
  afterAll(async () => {
    await f?.t.close();
  });

  const post = (target: App | null, body: unknown, tk = token) =>
    (target ?? f.t.h.app).request('http://localhost/pact/3/events', {
      method: 'POST',
      headers: { authorization: `Bearer ${tk}`, 'content-type': 'application/cloudevents+json' },
      body: JSON.stringify(body),
    });

  it('accepts each PACT v3 event type and hands it to its handler with the grant and organization', async () => {
    const events = [
      { type: PACT_EVENT_TYPES.requestCreated, data: { productId: [PRODUCT] } },
      { type: PACT_EVENT_TYPES.published, data: { pfIds: [footprint] } },
      { type: PACT_EVENT_TYPES.requestFulfilled, data: { requestEventId: 'r-1', pfs: [] } },
      {
        type: PACT_EVENT_TYPES.requestRejected,
        data: { requestEventId: 'r-2', error: { code: 'NotFound', message: 'none' } },
      },
    ];
    for (const [i, e] of events.entries()) {
      const res = await post(app, { ...envelope, id: `ev-${i}`, ...e });
      expect([res.status, await res.text()], e.type).toEqual([200, '']);
    }
    expect(seen.map((s) => s.type)).toEqual([
      PACT_EVENT_TYPES.published,
      PACT_EVENT_TYPES.requestFulfilled,
      PACT_EVENT_TYPES.requestRejected,
    ]);
    for (const s of seen) expect(s).toMatchObject({ organizationId: f.t.orgId, grantId: grant.id });
    const requests = await f.t.get('/api/pact-requests', 'ORG_ADMIN');
    expect(requests.body.items.map((r: { eventId: string }) => r.eventId)).toContain('ev-0');
    const audit = await f.audit();
    expect(
      audit.filter((e) => e.action === 'pact.event.receive' && e.details.grantId === grant.id),
    ).toHaveLength(4);
  });

  it('answers NotImplemented for a valid event type no handler is registered for', async () => {
    const bare = createServerApp(f.t.h.runtime, { pactEvents: new PactEventRegistry() });
    const res = await post(bare, {
      ...envelope,
      id: 'ev-x',
      type: PACT_EVENT_TYPES.published,
      data: { pfIds: [footprint] },
    });
    expect([res.status, (await jsonOf(res)).code]).toEqual([400, 'NotImplemented']);
  });

  it('fulfils and rejects requests: the answer event reaches the partner’s events endpoint', async () => {
    const partner = await openPartner('ctp-at-buyer', 'buyer-issued-secret');
    try {
      const g = await f.grant({
        customerName: 'Buyer with callback',
        productIds: [PRODUCT],
        periods: YEAR_2025,
        scopes: [1],
        callback: { url: partner.url, clientId: 'ctp-at-buyer', clientSecret: 'buyer-issued-secret' },
      });
      const tk = await f.token(g.clientId, g.clientSecret);
      for (const id of ['ask-1', 'ask-2', 'ask-3']) {
        const res = await post(
          null,
          {
            ...envelope,
            source: `${partner.url}/3/events`,
            id,
            type: PACT_EVENT_TYPES.requestCreated,
            data: { productId: [PRODUCT] },
          },
          tk,
        );
        expect(res.status).toBe(200);
      }
      const list = await f.t.get('/api/pact-requests?limit=500', 'ORG_ADMIN');
      const idOf = (eventId: string) =>
        list.body.items.find(
          (r: { eventId: string; grantId: string }) => r.eventId === eventId && r.grantId === g.id,
        ).id;

      const fulfilled = await f.t.post(
        `/api/pact-requests/${idOf('ask-1')}/fulfil`,
        { footprintIds: [footprint] },
        'ORG_ADMIN',
      );
      expect(fulfilled.body).toMatchObject({
        status: 'fulfilled',
        footprintIds: [footprint],
        deliveryError: null,
      });
      const sent = RequestFulfilledEvent.parse(partner.received[0]);
      expect(sent.data.requestEventId).toBe('ask-1');
      expect(sent.data.pfs.map((p) => p.id)).toEqual([footprint]);

      const rejected = await f.t.post(
        `/api/pact-requests/${idOf('ask-2')}/reject`,
        { reason: 'Not produced in 2025' },
        'ORG_ADMIN',
      );
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        rejectReason: 'Not produced in 2025',
        deliveryError: null,
      });
      const refusal = RequestRejectedEvent.parse(partner.received[1]);
      expect(refusal.data).toMatchObject({
        requestEventId: 'ask-2',
        error: { message: 'Not produced in 2025' },
      });

      const twice = await f.t.post(
        `/api/pact-requests/${idOf('ask-1')}/reject`,
        { reason: 'again' },
        'ORG_ADMIN',
      );
      expect(twice.res.status).toBe(409);
      const unknown = await f.t.post(
        `/api/pact-requests/${idOf('ask-3')}/fulfil`,
        { footprintIds: [crypto.randomUUID()] },
        'ORG_ADMIN',
      );
      expect(unknown.res.status).toBe(400);
      expect(partner.received).toHaveLength(2);
    } finally {
      await partner.close();
    }
  });

  it('retries a failed delivery through the job queue until the partner accepts it', async () => {
    const partner = await openPartner('ctp-at-flaky', 'flaky-secret', 1);
    const runtime = f.t.h.runtime;
    await runtime.jobs.start();
    try {
      await registerAnswerDelivery(runtime);
      const g = await f.grant({
        customerName: 'Flaky buyer',
        productIds: [PRODUCT],
        periods: YEAR_2025,
        scopes: [1],
        callback: { url: partner.url, clientId: 'ctp-at-flaky', clientSecret: 'flaky-secret' },
      });
      const tk = await f.token(g.clientId, g.clientSecret);
      await post(
        null,
        { ...envelope, source: partner.url, id: 'flaky-1', type: PACT_EVENT_TYPES.requestCreated, data: {} },
        tk,
      );
      const list = await f.t.get('/api/pact-requests?limit=500', 'ORG_ADMIN');
      const id = list.body.items.find((r: { grantId: string }) => r.grantId === g.id).id as string;
      const answered = await f.t.post(
        `/api/pact-requests/${id}/fulfil`,
        { footprintIds: [footprint] },
        'ORG_ADMIN',
      );
      expect(answered.body.status).toBe('fulfilled');
      expect(answered.body.deliveryError).toMatch(/503/);
      // The queued redelivery runs at once in this process's worker; wait for its outcome.
      let current = answered.body;
      for (let i = 0; i < 100 && current.deliveryError !== null; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        current = (await f.t.get(`/api/pact-requests/${id}`, 'ORG_ADMIN')).body;
      }
      expect(current.deliveryError).toBeNull();
      expect(partner.received).toHaveLength(1);
      expect(RequestFulfilledEvent.parse(partner.received[0]).data.requestEventId).toBe('flaky-1');
      expect(await redeliverAnswer(answerDepsOf(runtime), f.t.orgId, id)).toBe('already-delivered');
      expect(partner.received).toHaveLength(1);
    } finally {
      await runtime.jobs.stop({ graceful: false });
      await partner.close();
    }
  });

  it('answers go to the host system the event’s source names, once its origin is the grant’s partner host', async () => {
    const partner = await openPartner('ctp-at-source', 'source-secret');
    try {
      const origin = new URL(partner.url).origin;
      // The grant knows the partner's host (and its credentials) but not the path its PACT API lives on.
      const g = await f.grant({
        customerName: 'Buyer named by source',
        productIds: [PRODUCT],
        periods: YEAR_2025,
        scopes: [1],
        callback: { url: `${origin}/not-the-api`, clientId: 'ctp-at-source', clientSecret: 'source-secret' },
      });
      const tk = await f.token(g.clientId, g.clientSecret);
      const ask = (id: string, source: string) =>
        post(null, { ...envelope, source, id, type: PACT_EVENT_TYPES.requestCreated, data: {} }, tk);
      for (const [id, source] of [
        ['foreign-host', '//evil.example/pact/3/events'],
        ['foreign-port', `http://127.0.0.1:1/pact`],
        ['with-credentials', `http://user:pw@${new URL(origin).host}/pact`],
      ] as const) {
        const res = await ask(id, source);
        expect(res.status, id).toBeGreaterThanOrEqual(400);
        expect(['AccessDenied', 'BadRequest'], id).toContain((await jsonOf(res)).code);
      }
      expect((await ask('by-source', `${partner.url}/3/events`)).status).toBe(200);
      const list = await f.t.get('/api/pact-requests?limit=500', 'ORG_ADMIN');
      const mine = list.body.items.filter((r: { grantId: string }) => r.grantId === g.id);
      expect(mine.map((r: { eventId: string }) => r.eventId)).toEqual(['by-source']);
      const answered = await f.t.post(
        `/api/pact-requests/${mine[0].id}/fulfil`,
        { footprintIds: [footprint] },
        'ORG_ADMIN',
      );
      expect(answered.body).toMatchObject({
        status: 'fulfilled',
        deliveryError: null,
        answerUrl: partner.url,
      });
      expect(RequestFulfilledEvent.parse(partner.received[0]).data.requestEventId).toBe('by-source');
      const refused = (await f.audit()).filter((e) => e.action === 'pact_request.receive');
      expect(refused.some((e) => e.details.eventId === 'foreign-host')).toBe(false);
    } finally {
      await partner.close();
    }
  });

  it('records a failed delivery on the request instead of hiding it', async () => {
    const g = await f.grant({
      customerName: 'No callback',
      productIds: [PRODUCT],
      periods: YEAR_2025,
      scopes: [1],
    });
    const tk = await f.token(g.clientId, g.clientSecret);
    await post(null, { ...envelope, id: 'lonely', type: PACT_EVENT_TYPES.requestCreated, data: {} }, tk);
    const list = await f.t.get('/api/pact-requests?limit=500', 'ORG_ADMIN');
    const id = list.body.items.find((r: { grantId: string }) => r.grantId === g.id).id;
    const answered = await f.t.call(
      `/api/pact-requests/${id}/reject`,
      json('POST', { reason: 'no' }, f.t.as('ORG_ADMIN')),
    );
    expect(answered.body.deliveryError).toMatch(/no callback/);
  });
});
