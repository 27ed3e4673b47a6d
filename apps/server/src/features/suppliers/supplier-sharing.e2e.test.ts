import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Decimal } from '@ctp/factors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPactClient, PACT_EVENT_TYPES } from '../pact/index.js';

/**
 * Supplier sharing end to end: TWO real `ctp start` processes on loopback (server and worker each),
 * each with its own PGlite database. The supplier calculates its emissions, publishes a product
 * footprint and grants the host read access; the host records the supplier and a purchase, queues
 * a sync that its worker runs over PACT, and its Scope 3 total grows by exactly the purchased
 * quantity times the footprint the supplier published. The supplier's audit log shows the read.
 */
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../../../..');
const PASSWORD = 'a long enough passphrase';
const PRODUCT = 'urn:pact:product:coil-a';
const PERIOD = { start: '2025-01-01', end: '2025-12-31' };

/** A sync as `GET /api/suppliers/{id}/syncs` shows it. */
interface SyncAnswer {
  id: string;
  status: string;
  error: { code: string } | null;
  outcome: Record<string, unknown> | null;
}

interface Instance {
  url: string;
  child: ChildProcessWithoutNullStreams;
  stderr: () => string;
  token: string;
  orgId: string;
  publicOrgId: string;
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  ms: number,
  what: string,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A port free right now on loopback (the server's public URL must name its port for the Origin check). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `ctp start` on a free port with its own data dir, sets up its organization and mints an admin API token. */
async function startInstance(slug: string, name: string): Promise<Instance> {
  const dir = await mkdtemp(join(tmpdir(), `ctp-e2e-${slug}-`));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--conditions=@ctp/source',
      '--import',
      'tsx',
      'apps/server/src/bin.ts',
      'start',
      '--port',
      String(port),
    ],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        CTP_DATA_DIR: dir,
        CTP_LOG_LEVEL: 'warn',
        CTP_PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdout.resume();
  const url = await until(
    () => /serving on (http:\/\/[^\s,]+)/.exec(stderr)?.[1],
    90_000,
    `${slug} to serve`,
  );
  const raw = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      res,
      status: res.status,
      body: (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>,
    };
  };
  const setup = await raw(
    'POST',
    '/api/setup',
    {
      organizationName: name,
      organizationSlug: slug,
      adminName: 'Admin',
      adminEmail: `admin@${slug}.example`,
      adminPassword: PASSWORD,
    },
    {},
  );
  expect(setup.status, JSON.stringify(setup.body)).toBe(201);
  const organization = setup.body.organization as { id: string; publicOrgId: string };
  const signIn = await raw(
    'POST',
    '/api/auth/sign-in',
    { organizationSlug: slug, email: `admin@${slug}.example`, password: PASSWORD },
    {},
  );
  expect(signIn.status).toBe(200);
  const cookie = signIn.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const minted = await raw(
    'POST',
    '/api/tokens',
    { name: 'e2e', role: 'ORG_ADMIN' },
    { cookie, 'x-csrf-token': signIn.body.csrfToken as string, origin: `http://127.0.0.1:${port}` },
  );
  expect(minted.status, JSON.stringify(minted.body)).toBe(201);
  const token = minted.body.token as string;
  return {
    url,
    child,
    stderr: () => stderr,
    token,
    orgId: organization.id,
    publicOrgId: organization.publicOrgId,
    call: async (method, path, body) => {
      const { status, body: answer } = await raw(method, path, body, { authorization: `Bearer ${token}` });
      return { status, body: answer };
    },
  };
}

async function stop(instance: Instance | undefined): Promise<void> {
  if (instance === undefined || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.on('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

describe('supplier sharing between two CTP instances over PACT', () => {
  let supplier: Instance | undefined;
  let host: Instance | undefined;

  beforeAll(async () => {
    [supplier, host] = await Promise.all([
      startInstance('steelworks', 'Steelworks GmbH'),
      startInstance('buyer', 'Buyer Manufacturing'),
    ]);
    // The supplier's own emissions: a year of natural gas, calculated; its footprints are allocated from them.
    const activity = await (supplier as Instance).call('POST', '/api/activities', {
      category: 'scope1.stationary_combustion',
      quantity: '250000',
      unit: 'kWh',
      region: 'GB',
      periodStart: PERIOD.start,
      periodEnd: PERIOD.end,
      attributes: { fuel: 'natural_gas' },
    });
    expect(activity.status, JSON.stringify(activity.body)).toBe(201);
    const run = await (supplier as Instance).call('POST', '/api/calculations', {
      periodStart: PERIOD.start,
      periodEnd: PERIOD.end,
    });
    expect(run.status, JSON.stringify(run.body)).toBeLessThan(300);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([stop(supplier), stop(host)]);
  }, 60_000);

  it('the host syncs the published footprint: Scope 3 grows by exactly quantity × footprint, and the supplier audits the read', async () => {
    const s = supplier as Instance;
    const h = host as Instance;

    // Supplier: a product; a footprint published from its calculated emissions (beforeAll).
    const product = await s.call('POST', '/api/products', {
      productId: PRODUCT,
      name: 'Coil A',
      description: 'Hot-rolled steel coil, 2 mm',
      declaredUnit: 'kilogram',
      massPerDeclaredUnitKg: '1',
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const published = await s.call('POST', `/api/products/${product.body.id}/footprints`, {
      referencePeriod: PERIOD,
      scopes: [1],
      allocation: { method: 'mass', productQuantity: '400', totalQuantity: '1000' },
      productUnits: '50000',
      boundaryDescription: 'Cradle to gate: the plant’s fuel combustion',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const pact = published.body.pact as { id: string; pcf: { pcfExcludingBiogenicUptake: string } };
    const footprint = pact.pcf.pcfExcludingBiogenicUptake;
    expect(new Decimal(footprint).isPositive()).toBe(true);
    const grant = await s.call('POST', '/api/sharing-grants', {
      customerName: 'Buyer Manufacturing',
      customerPublicOrgId: h.publicOrgId,
      productIds: [PRODUCT],
      periods: [PERIOD],
      scopes: [1],
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(201);

    // Host: the supplier with its endpoint, expected company id and the credentials; a purchase.
    const created = await h.call('POST', '/api/suppliers', {
      name: 'Steelworks GmbH',
      externalPublicOrgId: s.publicOrgId,
      integrationEndpoint: `${s.url}/pact`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const supplierId = created.body.id as string;
    const credentials = { clientId: grant.body.clientId, clientSecret: grant.body.clientSecret };
    expect((await h.call('PUT', `/api/suppliers/${supplierId}/credentials`, credentials)).status).toBe(200);
    const purchase = await h.call('POST', `/api/suppliers/${supplierId}/purchases`, {
      kind: 'product',
      productId: PRODUCT,
      quantity: '1200',
      unit: 'kg',
      periodStart: PERIOD.start,
      periodEnd: PERIOD.end,
    });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);

    const scope3 = async () => {
      const summary = await h.call(
        'GET',
        `/api/results/summary?periodFrom=${PERIOD.start}&periodTo=${PERIOD.end}`,
      );
      return new Decimal((summary.body.totals as { scope3: string }).scope3);
    };
    const syncAndWait = async (id: string) => {
      const queued = await h.call('POST', `/api/suppliers/${id}/sync`);
      expect(queued.status, JSON.stringify(queued.body)).toBe(202);
      const syncId = (queued.body.sync as { id: string }).id;
      return until(
        async () => {
          const syncs = await h.call('GET', `/api/suppliers/${id}/syncs?limit=500`);
          const one = (syncs.body.items as SyncAnswer[]).find((x) => x.id === syncId);
          return one?.status === 'succeeded' || one?.status === 'failed' ? one : undefined;
        },
        60_000,
        'the host worker to run the sync',
      );
    };

    const before = await scope3();
    const first = await syncAndWait(supplierId);
    expect(first.status, JSON.stringify(first.error)).toBe('succeeded');
    const afterFirst = await scope3();
    expect(afterFirst.minus(before).toFixed()).toBe(new Decimal('1200').times(footprint).toFixed());

    // The supplier's audit log shows the host's read, attributed to the grant.
    const audit = await s.call('GET', '/api/audit?limit=500');
    const reads = (
      audit.body.items as { action: string; actorId: string; details: Record<string, unknown> }[]
    ).filter((e) => e.action === 'pact.footprints.list');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]?.actorId).toBe(`sharing_grant:${grant.body.id}`);
    expect(reads.some((e) => (e.details.footprintIds as string[]).includes(pact.id))).toBe(true);

    // A repeated sync is idempotent.
    const second = await syncAndWait(supplierId);
    expect(second.outcome).toMatchObject({ activitiesCreated: [], activitiesCorrected: [], unchanged: 1 });
    expect((await scope3()).toFixed()).toBe(afterFirst.toFixed());

    // The same endpoint configured as another company: its answer names the wrong company and is rejected.
    const impostor = await h.call('POST', '/api/suppliers', {
      name: 'Expected Other Co',
      externalPublicOrgId: h.publicOrgId,
      integrationEndpoint: `${s.url}/pact`,
    });
    const impostorId = impostor.body.id as string;
    await h.call('PUT', `/api/suppliers/${impostorId}/credentials`, credentials);
    await h.call('POST', `/api/suppliers/${impostorId}/purchases`, {
      kind: 'product',
      productId: PRODUCT,
      quantity: '999',
      unit: 'kg',
      periodStart: PERIOD.start,
      periodEnd: PERIOD.end,
    });
    const rejected = await syncAndWait(impostorId);
    expect(rejected.error?.code).toBe('foreign-company');
    const impostorView = await h.call('GET', `/api/suppliers/${impostorId}`);
    expect(impostorView.body.sync).toMatchObject({ status: 'failed', error: { code: 'foreign-company' } });
    expect((await scope3()).toFixed()).toBe(afterFirst.toFixed());

    // The supplier revokes the grant: the next sync is refused at once, the host's data stays.
    expect((await s.call('POST', `/api/sharing-grants/${grant.body.id}/revoke`)).status).toBe(200);
    const revoked = await syncAndWait(supplierId);
    expect(revoked.status).toBe('failed');
    expect(revoked.error?.code).toBe('unauthorized');
    const supplierView = await h.call('GET', `/api/suppliers/${supplierId}`);
    expect(supplierView.body.sync).toMatchObject({ status: 'failed', error: { code: 'unauthorized' } });
    expect((await scope3()).toFixed()).toBe(afterFirst.toFixed());
  }, 240_000);

  it('asks the supplier for a footprint and records its answers; a PublishedEvent on the events endpoint queues a sync', async () => {
    const s = supplier as Instance;
    const h = host as Instance;
    const PRODUCT_B = 'urn:pact:product:coil-b';
    // The host's inbound grant: how the supplier authenticates when it sends us events (no data scope).
    const inbound = await h.call('POST', '/api/sharing-grants', {
      customerName: 'Steelworks GmbH (events)',
      customerPublicOrgId: s.publicOrgId,
    });
    expect(inbound.status, JSON.stringify(inbound.body)).toBe(201);
    // The supplier's grant for the host, with where answers go (the host's PACT API and inbound credentials).
    const outbound = await s.call('POST', '/api/sharing-grants', {
      customerName: 'Buyer Manufacturing (requests)',
      customerPublicOrgId: h.publicOrgId,
      productIds: [PRODUCT_B],
      periods: [PERIOD],
      scopes: [1],
      corporateAllocation: { method: 'fixed', percent: '25' },
      callback: {
        url: `${h.url}/pact`,
        clientId: inbound.body.clientId,
        clientSecret: inbound.body.clientSecret,
      },
    });
    expect(outbound.status, JSON.stringify(outbound.body)).toBe(201);
    const created = await h.call('POST', '/api/suppliers', {
      name: 'Steelworks GmbH (coil B)',
      externalPublicOrgId: s.publicOrgId,
      integrationEndpoint: `${s.url}/pact`,
      inboundGrantId: inbound.body.id,
    });
    const supplierId = created.body.id as string;
    await h.call('PUT', `/api/suppliers/${supplierId}/credentials`, {
      clientId: outbound.body.clientId,
      clientSecret: outbound.body.clientSecret,
    });

    const ask = async () => {
      const asked = await h.call('POST', `/api/suppliers/${supplierId}/requests`, {
        productIds: [PRODUCT_B],
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      expect(asked.body.status).toBe('sent');
      const received = await s.call('GET', '/api/pact-requests?limit=500');
      const request = (received.body.items as { id: string; eventId: string; status: string }[]).find(
        (r) => r.eventId === asked.body.eventId,
      );
      expect(request?.status).toBe('pending');
      return request as { id: string; eventId: string };
    };
    const answers = async () =>
      (await h.call('GET', `/api/suppliers/${supplierId}/requests`)).body.items as {
        eventId: string;
        status: string;
        answer: Record<string, unknown> | null;
      }[];

    // Fulfilled: the supplier publishes the footprint and answers with it.
    const first = await ask();
    const product = await s.call('POST', '/api/products', {
      productId: PRODUCT_B,
      name: 'Coil B',
      description: 'Cold-rolled steel coil, 1 mm',
      declaredUnit: 'kilogram',
      massPerDeclaredUnitKg: '1',
    });
    const published = await s.call('POST', `/api/products/${product.body.id}/footprints`, {
      referencePeriod: PERIOD,
      scopes: [1],
      allocation: { method: 'mass', productQuantity: '100', totalQuantity: '1000' },
      productUnits: '20000',
      boundaryDescription: 'Cradle to gate',
    });
    const pfId = (published.body.pact as { id: string }).id;
    const fulfilled = await s.call('POST', `/api/pact-requests/${first.id}/fulfil`, { footprintIds: [pfId] });
    expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(200);
    expect(fulfilled.body.deliveryError).toBeNull();
    expect((await answers()).find((a) => a.eventId === first.eventId)).toMatchObject({
      status: 'fulfilled',
      answer: { footprintIds: [pfId] },
    });

    // Rejected: the reason arrives with the answer.
    const second = await ask();
    const rejected = await s.call('POST', `/api/pact-requests/${second.id}/reject`, {
      reason: 'Not produced in 2025',
    });
    expect(rejected.body.deliveryError).toBeNull();
    const rejection = (await answers()).find((a) => a.eventId === second.eventId);
    expect(rejection?.status).toBe('rejected');
    expect(JSON.stringify(rejection?.answer)).toContain('Not produced in 2025');

    // A corporate share: the host's activity is the emissions the supplier's corporate export allocates to it.
    const share = await h.call('POST', `/api/suppliers/${supplierId}/purchases`, {
      kind: 'corporate_share',
      periodStart: PERIOD.start,
      periodEnd: PERIOD.end,
    });
    expect(share.status, JSON.stringify(share.body)).toBe(201);
    const exported = await createPactClient({
      baseUrl: `${s.url}/pact`,
      clientId: outbound.body.clientId as string,
      clientSecret: outbound.body.clientSecret as string,
    }).corporateExport({ periodStart: PERIOD.start, periodEnd: PERIOD.end });
    expect(new Decimal(exported.allocatedTotalKgCo2e).isPositive()).toBe(true);
    const scope3 = async () => {
      const summary = await h.call(
        'GET',
        `/api/results/summary?periodFrom=${PERIOD.start}&periodTo=${PERIOD.end}`,
      );
      return new Decimal((summary.body.totals as { scope3: string }).scope3);
    };
    const before = await scope3();

    // A PublishedEvent, posted to the host's real events endpoint with the inbound credentials, queues a sync.
    const events = createPactClient({
      baseUrl: `${h.url}/pact`,
      clientId: inbound.body.clientId as string,
      clientSecret: inbound.body.clientSecret as string,
    });
    const syncsBefore = (
      (await h.call('GET', `/api/suppliers/${supplierId}/syncs?limit=500`)).body.items as unknown[]
    ).length;
    await events.sendEvent({
      type: PACT_EVENT_TYPES.published,
      source: `//${new URL(s.url).host}/pact/3/events`,
      data: { pfIds: [pfId] },
    });
    const eventSync = await until(
      async () => {
        const syncs = (await h.call('GET', `/api/suppliers/${supplierId}/syncs?limit=500`)).body.items as {
          trigger: string;
          status: string;
        }[];
        const done = syncs.slice(syncsBefore).find((x) => x.trigger === 'event' && x.status === 'succeeded');
        return done;
      },
      60_000,
      'the sync a PublishedEvent queued',
    );
    expect(eventSync.status).toBe('succeeded');
    expect((await scope3()).minus(before).toFixed()).toBe(
      new Decimal(exported.allocatedTotalKgCo2e).toFixed(),
    );
  }, 180_000);
});
