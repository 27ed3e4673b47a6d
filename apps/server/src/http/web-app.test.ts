import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_WEB_BUILD } from '../testing/server-harness.js';
import type { AppEnv } from './app-env.js';
import { CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers.js';
import { webApplication } from './web-app.js';

const html = { accept: 'text/html,application/xhtml+xml' };

/** A bare app with the web application in front and one server page and one API route behind it. */
function appServing(dir: string) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', securityHeaders({ production: false }));
  app.use('*', webApplication({ dir, isServerRoute: (path) => path === '/server-page' }));
  app.get('/server-page', (c) => c.text('the server answered'));
  app.get('/api/thing', (c) => c.json({ ok: true }));
  app.notFound((c) => c.json({ status: 404 }, 404));
  return app;
}

describe('webApplication', () => {
  const app = appServing(TEST_WEB_BUILD);

  it('answers index.html for the app and for any client route, revalidated, under the strict CSP', async () => {
    for (const path of [
      '/',
      '/results',
      '/reports/0193a1b2-0000-7000-8000-000000000000',
      '/verify/CTP-2025-ABCD',
    ]) {
      const res = await app.request(path, { headers: html });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(await res.text(), path).toContain('/assets/app-test.js');
    }
    expect(CONTENT_SECURITY_POLICY.scriptSrc).toEqual(["'self'"]);
  });

  it('serves the build files with a year of caching, compressed when asked, and 404s a missing asset', async () => {
    const res = await app.request('/assets/app-test.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('CTP test build');
    const gz = await app.request('/assets/app-test.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const missing = await app.request('/assets/gone-1234.js', { headers: html });
    expect(missing.status).toBe(404);
  });

  it('leaves the API, the health checks and server routes to the server', async () => {
    expect(await (await app.request('/api/thing', { headers: html })).json()).toEqual({ ok: true });
    expect((await app.request('/api/unknown', { headers: html })).status).toBe(404);
    expect((await app.request('/healthz', { headers: html })).status).toBe(404);
    expect(await (await app.request('/server-page', { headers: html })).text()).toBe('the server answered');
  });

  it('answers no page to requests that do not ask for HTML, nor for writes', async () => {
    expect((await app.request('/results', { headers: { accept: 'application/json' } })).status).toBe(404);
    expect((await app.request('/results', { method: 'POST', headers: html })).status).toBe(404);
  });

  it('never serves build metadata or paths outside the build', async () => {
    expect((await app.request('/.vite/manifest.json', { headers: html })).status).toBe(404);
    // An encoded slash is not a path separator: no file of the server's checkout comes out.
    const traversal = await app.request('/assets/..%2F..%2F..%2Fpackage.json');
    expect(traversal.status).toBe(404);
    const asPage = await app.request('/..%2F..%2F..%2Fpackage.json', { headers: html });
    expect(await asPage.text()).not.toContain('"name"');
  });

  describe('before the application is built', () => {
    let empty = '';
    beforeAll(async () => {
      empty = await mkdtemp(join(tmpdir(), 'ctp-web-unbuilt-'));
    });
    afterAll(async () => {
      await rm(empty, { recursive: true, force: true });
    });

    it('says how to build it, and the API still answers', async () => {
      const unbuilt = appServing(empty);
      const res = await unbuilt.request('/', { headers: html });
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(text).toContain('pnpm --filter @ctp/web build');
      expect(text).not.toMatch(/<script|<style|\sstyle=/i);
      expect((await unbuilt.request('/api/thing')).status).toBe(200);
    });
  });
});
