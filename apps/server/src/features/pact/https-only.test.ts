import { createOrganization, testTargets, withSystem } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerHandle, startServer } from '../../http/start-server.js';
import { jsonOf } from '../../testing/pact-fixture.js';
import { json, openServerHarness, type ServerHarness } from '../../testing/server-harness.js';
import { trustedProxyMatcher } from './https-only.js';

describe('trustedProxyMatcher', () => {
  it('matches addresses and CIDR ranges, v4 (also v4-mapped v6) and v6', () => {
    const trusted = trustedProxyMatcher(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('192.168.1.7')).toBe(true);
    expect(trusted('192.168.1.8')).toBe(false);
    expect(trusted('fd12::1')).toBe(true);
    expect(trusted('2001:db8::1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
  });
});

/** Real loopback servers in production mode: the PACT API refuses plain HTTP unless a trusted proxy vouches. */
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'PACT over HTTPS only (production) on $name',
  (target) => {
    const servers: { h: ServerHarness; s: ServerHandle }[] = [];
    const open = async (trustedProxies: string) => {
      const h = await openServerHarness(target, {
        NODE_ENV: 'production',
        CTP_PUBLIC_URL: 'https://ctp.example.org',
        ...(trustedProxies ? { CTP_TRUSTED_PROXIES: trustedProxies } : {}),
      });
      const s = await startServer(h.app, { port: 0, host: '127.0.0.1' });
      servers.push({ h, s });
      return s.url;
    };
    let behindProxy: string;
    let direct: string;
    beforeAll(async () => {
      behindProxy = await open('127.0.0.1');
      direct = await open('');
    }, 60_000);
    afterAll(async () => {
      for (const { h, s } of servers) {
        await s.close();
        await h.close();
      }
    });

    const tokenCall = (base: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/pact/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'grant_type=client_credentials',
      });

    it('refuses plain HTTP with 400 BadRequest before reading credentials', async () => {
      const res = await tokenCall(behindProxy, { authorization: 'Basic eDp5' });
      expect([res.status, await jsonOf(res)]).toEqual([
        400,
        { code: 'BadRequest', message: 'HTTPS is required' },
      ]);
      const list = await fetch(`${behindProxy}/pact/3/footprints`);
      expect([list.status, (await jsonOf(list)).message]).toEqual([400, 'HTTPS is required']);
      // Conformance cases 11 and 17: GetFootprint and the events action over plain HTTP, likewise.
      const one = await fetch(`${behindProxy}/pact/3/footprints/00000000-0000-4000-8000-000000000000`);
      expect([one.status, (await jsonOf(one)).message]).toEqual([400, 'HTTPS is required']);
      const event = await fetch(`${behindProxy}/pact/3/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/cloudevents+json' },
        body: '{}',
      });
      expect([event.status, (await jsonOf(event)).message]).toEqual([400, 'HTTPS is required']);
    });

    it('believes X-Forwarded-Proto: https only from a configured proxy', async () => {
      const proxied = await tokenCall(behindProxy, { 'x-forwarded-proto': 'https' });
      expect([proxied.status, (await jsonOf(proxied)).error]).toEqual([400, 'invalid_client']);
      const spoofed = await tokenCall(direct, { 'x-forwarded-proto': 'https' });
      expect([spoofed.status, (await jsonOf(spoofed)).message]).toEqual([400, 'HTTPS is required']);
    });

    it('refuses a plain-HTTP grant callback in production', async () => {
      const { h } = servers[0] as { h: ServerHarness };
      const org = await withSystem(h.runtime.database.db, (sc) =>
        createOrganization(sc, { name: 'Prod Co', slug: 'prod-co' }),
      );
      const admin = { authorization: `Bearer ${await h.issueToken(org.id, 'ORG_ADMIN')}` };
      const grant = (url: string) =>
        h.request(
          '/api/sharing-grants',
          json(
            'POST',
            { customerName: 'Buyer', callback: { url, clientId: 'id', clientSecret: 'secret' } },
            admin,
          ),
        );
      const plain = await grant('http://buyer.example/pact');
      expect([plain.status, (await jsonOf(plain)).code]).toEqual([400, 'VALIDATION_FAILED']);
      expect((await grant('https://buyer.example/pact')).status).toBe(201);
    });
  },
);
