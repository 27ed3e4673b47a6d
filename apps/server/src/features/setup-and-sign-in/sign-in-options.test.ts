import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, openServerHarness, PASSWORD, type ServerHarness } from '../../testing/server-harness.js';
import { SIGN_IN_OPTION_LOOKUPS_PER_MINUTE } from './sign-in-options.js';

// Single sign-on offered for an organization is tested with a real provider in oidc/sign-in-routes.test.ts.
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'what the sign-in screen may offer, on $name',
  (target) => {
    let h: ServerHarness;
    const options = async (query = '') => {
      const res = await h.request(`/api/auth/sign-in-options${query}`);
      return {
        status: res.status,
        headers: res.headers,
        body: (await res.json()) as Record<string, unknown>,
      };
    };

    beforeAll(async () => {
      h = await openServerHarness(target);
    }, 60_000);
    afterAll(async () => {
      await h?.close();
    });

    it('says setup is pending until the first organization exists', async () => {
      expect(await (await h.request('/api/setup/status')).json()).toEqual({ pending: true });
      const setup = {
        organizationName: 'Acme',
        organizationSlug: 'acme',
        adminName: 'Ada',
        adminEmail: 'ada@example.com',
        adminPassword: PASSWORD,
      };
      expect((await h.request('/api/setup', json('POST', setup))).status).toBe(201);
      const done = await h.request('/api/setup/status');
      expect(done.headers.get('cache-control')).toBe('no-store');
      expect(await done.json()).toEqual({ pending: false });
    });

    it('answers a known and an unknown organization alike but for the one flag, and never its name or id', async () => {
      const known = await options('?organization=acme');
      expect(known).toMatchObject({
        status: 200,
        body: { organizationFound: true, passwordSignIn: true, singleSignOn: null },
      });
      expect(Object.keys(known.body).sort()).toEqual(['organizationFound', 'passwordSignIn', 'singleSignOn']);
      expect(JSON.stringify(known.body)).not.toMatch(/Acme|[0-9a-f]{8}-/);
      // Upper case is read as the slug it means; anything that cannot be a slug is simply not found.
      expect((await options('?organization=ACME')).body.organizationFound).toBe(true);
      for (const other of ['nobody', 'not a slug', '00000000-0000-4000-8000-000000000000'])
        expect((await options(`?organization=${encodeURIComponent(other)}`)).body).toEqual({
          organizationFound: false,
          passwordSignIn: true,
          singleSignOn: null,
        });
      expect((await options()).body).toEqual({
        organizationFound: null,
        passwordSignIn: true,
        singleSignOn: null,
      });
      expect((await options(`?organization=${'a'.repeat(64)}`)).status).toBe(400);
    });

    it('limits lookups of organizations per address (429 with Retry-After), not the plain question', async () => {
      let refused: Awaited<ReturnType<typeof options>> | undefined;
      for (let i = 0; i <= SIGN_IN_OPTION_LOOKUPS_PER_MINUTE && refused === undefined; i++) {
        const answer = await options(`?organization=guess-${i}`);
        if (answer.status === 429) refused = answer;
      }
      expect(refused?.body).toMatchObject({
        type: 'urn:ctp:problem:too-many-sign-in-option-lookups',
        code: 'TOO_MANY_SIGN_IN_OPTION_LOOKUPS',
      });
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      // Without an organization nothing is looked up, so nothing is counted.
      expect((await options()).status).toBe(200);
    });
  },
);
