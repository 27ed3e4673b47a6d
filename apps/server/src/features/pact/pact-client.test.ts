import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PactPartner, pactFootprint, startPactPartner } from '../../testing/pact-partner.js';
import { createPactClient, PactClientError } from './pact-client.js';

const ORG = '0194a3c2-0000-7000-8000-0000000000bb';
const ids = ['1', '2', '3', '4', '5'].map((n) => `0194a3c2-0000-7000-8000-00000000000${n}`);

describe('PACT client against a scripted partner on loopback', () => {
  let partner: PactPartner;
  const client = () =>
    createPactClient({
      baseUrl: partner.baseUrl,
      clientId: partner.clientId,
      clientSecret: partner.clientSecret,
    });

  beforeEach(async () => {
    partner = await startPactPartner({
      footprints: ids.map((id, i) =>
        pactFootprint({ id, publicOrgId: ORG, productId: `urn:pact:product:p${i}`, kgCo2ePerUnit: '1.5' }),
      ),
      pageSize: 2,
    });
  });
  afterEach(() => partner.close());

  it('authenticates with HTTP Basic and the client_credentials grant, then reuses the token', async () => {
    const c = client();
    expect(await c.token()).toBe('partner-token-1');
    await c.token();
    const tokenCalls = partner.requests.filter((r) => r.url === '/pact/auth/token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${partner.clientId}:${partner.clientSecret}`).toString('base64')}`,
    );
    expect(tokenCalls[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenCalls[0]?.body).toBe('grant_type=client_credentials');
  });

  it('lists every footprint by following Link rel="next" across pages', async () => {
    const footprints = await client().listFootprints();
    expect(footprints.map((f) => f.id)).toEqual(ids);
    const pages = partner.requests.filter((r) => r.url.startsWith('/pact/3/footprints'));
    expect(pages.map((r) => r.url)).toEqual([
      '/pact/3/footprints',
      '/pact/3/footprints?limit=2&offset=2',
      '/pact/3/footprints?limit=2&offset=4',
    ]);
    expect(pages.every((r) => r.headers.authorization === 'Bearer partner-token-1')).toBe(true);
  });

  it('gets one footprint and reports an unknown id as not-found', async () => {
    expect((await client().getFootprint(ids[2] as string)).id).toBe(ids[2]);
    await expect(client().getFootprint('0194a3c2-0000-7000-8000-0000000000ff')).rejects.toMatchObject({
      code: 'not-found',
      details: { status: 404, pactCode: 'NotFound' },
    });
  });

  it('reports refused credentials as unauthorized with the OAuth error', async () => {
    partner.revoked = true;
    await expect(client().listFootprints()).rejects.toMatchObject({
      code: 'unauthorized',
      details: { status: 401, pactCode: 'invalid_client' },
    });
  });

  it('reports an answer that is not a PACT footprint list as malformed', async () => {
    partner.footprints = [{ id: 'not-a-uuid', pcf: {} }];
    const error = await client()
      .listFootprints()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PactClientError);
    expect(error).toMatchObject({ code: 'malformed' });
  });

  it('reports a closed port as unreachable', async () => {
    const base = partner.baseUrl;
    await partner.close();
    const c = createPactClient({ baseUrl: base, clientId: 'x', clientSecret: 'y', timeoutMs: 2000 });
    await expect(c.token()).rejects.toMatchObject({ code: 'unreachable' });
    partner = await startPactPartner();
  });

  it('posts an event as a structured CloudEvent (application/cloudevents+json)', async () => {
    const { id } = await client().sendEvent({
      type: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
      source: '//host.example/pact/3/events',
      data: { productId: ['urn:pact:product:p1'] },
    });
    const sent = partner.requests.find((r) => r.url === '/pact/3/events');
    expect(sent?.headers['content-type']).toMatch(/^application\/cloudevents\+json/);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      specversion: '1.0',
      id,
      type: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
      source: '//host.example/pact/3/events',
      data: { productId: ['urn:pact:product:p1'] },
    });
  });
});
