import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testTargets } from '@ctp/store';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, openPactFixture, type PactFixture } from '../../testing/pact-fixture.js';
import { answerDepsOf, registerAnswerDelivery } from './answer-delivery-job.js';
import { autoAnswer, NO_MATCH_REASON, registerAutoAnswer } from './auto-answer.js';
import { PACT_EVENT_TYPES, RequestFulfilledEvent, RequestRejectedEvent } from './wire.js';

const PRODUCT = 'urn:gtin:5000000000024';
const OTHER = 'urn:gtin:5000000000031';
const YEAR_2025 = [{ start: '2025-01-01', end: '2025-12-31' }];

/**
 * The requester's PACT API on loopback (a real HTTP server standing in for the customer's system, another
 * product): a token for the credentials it issued to us, and the events we post, kept in order.
 */
async function openRequester(clientId: string, secret: string) {
  const received: unknown[] = [];
  const app = new Hono();
  app.post('/pact/auth/token', (c) =>
    c.req.header('authorization') === basic(clientId, secret)
      ? c.json({ access_token: 'requester-token-0123456789', token_type: 'bearer', expires_in: 60 })
      : c.json({ error: 'invalid_client' }, 401),
  );
  app.post('/pact/3/events', async (c) => {
    if (c.req.header('authorization') !== 'Bearer requester-token-0123456789')
      return c.json({ code: 'BadRequest', message: 'Invalid token provided' }, 400);
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

describe.each(testTargets(process.env.TEST_DATABASE_URL))('PACT answer policy on $name', (target) => {
  let f: PactFixture;
  let footprint: string;
  let requester: Awaited<ReturnType<typeof openRequester>>;

  beforeAll(async () => {
    f = await openPactFixture(target, 'pact-auto-answer');
    const product = await f.product(PRODUCT);
    await f.product(OTHER, 'Unpublished');
    footprint = (
      await f.publish(product, {
        referencePeriod: { start: '2025-01-01', end: '2025-03-31' },
        scopes: [1],
        allocation: { method: 'mass', productQuantity: '40', totalQuantity: '100' },
        productUnits: '1000',
        boundaryDescription: 'Cradle-to-gate',
        geographyCountry: 'GB',
      })
    ).id;
    requester = await openRequester('ctp-at-requester', 'requester-secret');
    const runtime = f.t.h.runtime;
    await runtime.jobs.start();
    await registerAutoAnswer(runtime);
    await registerAnswerDelivery(runtime);
  }, 180_000);
  afterAll(async () => {
    await f?.t.h.runtime.jobs.stop({ graceful: false });
    await requester?.close();
    await f?.t.close();
  });

  const grantWith = async (answerPolicy?: string) => {
    const g = await f.grant({
      customerName: `Requester (${answerPolicy ?? 'default'})`,
      productIds: [PRODUCT, OTHER],
      periods: YEAR_2025,
      scopes: [1],
      callback: { url: requester.url, clientId: 'ctp-at-requester', clientSecret: 'requester-secret' },
      ...(answerPolicy ? { answerPolicy } : {}),
    });
    return { ...g, token: await f.token(g.clientId, g.clientSecret) };
  };
  const ask = (token: string, id: string, data: Record<string, unknown>) =>
    f.pact('/pact/3/events', token, {
      method: 'POST',
      headers: { 'content-type': 'application/cloudevents+json; charset=UTF-8' },
      body: JSON.stringify({
        specversion: '1.0',
        id,
        source: requester.url,
        time: '2025-05-01T10:00:00Z',
        type: PACT_EVENT_TYPES.requestCreated,
        data,
      }),
    });
  const requestOf = async (grantId: string, eventId: string) => {
    const list = await f.t.get('/api/pact-requests?limit=500', 'ORG_ADMIN');
    return list.body.items.find(
      (r: { grantId: string; eventId: string }) => r.grantId === grantId && r.eventId === eventId,
    );
  };
  /** Polls the request until it is no longer pending (the job runs in this process's worker). */
  const settled = async (grantId: string, eventId: string) => {
    let r = await requestOf(grantId, eventId);
    for (let i = 0; i < 150 && r?.status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      r = await requestOf(grantId, eventId);
    }
    return r;
  };
  const sentFor = (eventId: string) =>
    requester.received.filter(
      (e) => (e as { data: { requestEventId?: string } }).data.requestEventId === eventId,
    );

  it('fulfil_or_reject: a matching footprint is sent at once (matched case-insensitively); no match is rejected', async () => {
    const g = await grantWith('fulfil_or_reject');
    expect(
      (await ask(g.token, 'auto-match', { productId: [PRODUCT.toUpperCase()], geography: ['gb'] })).status,
    ).toBe(200);
    expect((await ask(g.token, 'auto-none', { productId: ['urn:pact:null'] })).status).toBe(200);
    const matched = await settled(g.id, 'auto-match');
    expect(matched).toMatchObject({ status: 'fulfilled', footprintIds: [footprint], deliveryError: null });
    const fulfilled = RequestFulfilledEvent.parse(sentFor('auto-match')[0]);
    expect(fulfilled.data.pfs.map((p) => p.id)).toEqual([footprint]);
    const none = await settled(g.id, 'auto-none');
    expect(none).toMatchObject({ status: 'rejected', rejectReason: NO_MATCH_REASON, deliveryError: null });
    expect(RequestRejectedEvent.parse(sentFor('auto-none')[0]).data.error.message).toBe(NO_MATCH_REASON);
    const audit = (await f.audit()).filter(
      (e) => e.action === 'pact_request.fulfil' || e.action === 'pact_request.reject',
    );
    expect(audit.some((e) => e.actorId === 'pact_answer_policy')).toBe(true);
  });

  it('fulfil_matching: a request nothing matches waits for an administrator; a product not published too', async () => {
    const g = await grantWith('fulfil_matching');
    expect((await ask(g.token, 'wait-1', { productId: [OTHER] })).status).toBe(200);
    expect((await ask(g.token, 'match-1', { productId: [PRODUCT], status: 'Active' })).status).toBe(200);
    expect((await settled(g.id, 'match-1')).status).toBe('fulfilled');
    const waiting = await requestOf(g.id, 'wait-1');
    // Run the policy on it here too: whether or not the worker got to it first, it stays pending.
    expect(await autoAnswer(answerDepsOf(f.t.h.runtime), f.t.orgId, waiting.id)).toBe('left-pending');
    expect((await requestOf(g.id, 'wait-1')).status).toBe('pending');
    expect(sentFor('wait-1')).toEqual([]);
  });

  it('manual (the default): nothing is answered without an administrator', async () => {
    const g = await grantWith();
    expect((await f.t.get(`/api/sharing-grants/${g.id}`, 'ORG_ADMIN')).body.answerPolicy).toBe('manual');
    expect((await ask(g.token, 'manual-1', { productId: [PRODUCT] })).status).toBe(200);
    // Switching the policy on later answers later requests, not this one (it was received under manual).
    const set = await f.t.call(`/api/sharing-grants/${g.id}/answer-policy`, {
      method: 'PUT',
      headers: { ...f.t.as('ORG_ADMIN'), 'content-type': 'application/json' },
      body: JSON.stringify({ answerPolicy: 'fulfil_matching' }),
    });
    expect([set.res.status, set.body.answerPolicy]).toEqual([200, 'fulfil_matching']);
    expect((await ask(g.token, 'manual-2', { productId: [PRODUCT] })).status).toBe(200);
    expect((await settled(g.id, 'manual-2')).status).toBe('fulfilled');
    expect((await requestOf(g.id, 'manual-1')).status).toBe('pending');
    const entry = (await f.audit()).find((e) => e.action === 'sharing_grant.answer_policy');
    expect(entry?.details).toMatchObject({ from: 'manual', to: 'fulfil_matching' });
  });

  it('only an administrator sets the policy, and only to a known value', async () => {
    const g = await grantWith();
    const put = (body: unknown, role: 'ORG_ADMIN' | 'ORG_MEMBER') =>
      f.t.call(`/api/sharing-grants/${g.id}/answer-policy`, {
        method: 'PUT',
        headers: { ...f.t.as(role), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ answerPolicy: 'always' }, 'ORG_ADMIN')).res.status).toBe(400);
    expect((await put({ answerPolicy: 'fulfil_matching' }, 'ORG_MEMBER')).res.status).toBe(403);
    const unknown = await f.t.call(`/api/sharing-grants/${crypto.randomUUID()}/answer-policy`, {
      method: 'PUT',
      headers: { ...f.t.as('ORG_ADMIN'), 'content-type': 'application/json' },
      body: JSON.stringify({ answerPolicy: 'manual' }),
    });
    expect(unknown.res.status).toBe(404);
  });
});
