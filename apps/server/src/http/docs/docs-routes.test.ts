import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app.js';

describe('/api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the real routes only', async () => {
    const res = await testApp().app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { additionalProperties?: boolean }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/widgets',
      '/api/widgets/{id}',
      '/healthz',
      '/readyz',
    ]);
    expect(doc.components.schemas.WidgetCreate?.additionalProperties).toBe(false);
    expect(doc.components.schemas.Problem).toBeDefined();
  });

  it('lists only the built-in operations when no module is registered', async () => {
    const { app } = testApp({ modules: [] });
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).sort()).toEqual(['/healthz', '/readyz']);
  });
});

describe('/api/docs', () => {
  it('renders every operation and schema from the document, with no script', async () => {
    const res = await testApp().app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const text of ['/api/widgets/{id}', '/healthz', '/readyz', 'WidgetCreate', 'Problem'])
      expect(html).toContain(text);
    expect(html).toContain('href="#schema-widgetcreate"');
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('references only same-origin URLs, each of which the server serves', async () => {
    const { app } = testApp();
    const html = await (await app.request('/api/docs')).text();
    const urls = [...html.matchAll(/\s(?:href|src|action|srcset|poster|data)="([^"]*)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url, url).toMatch(/^(\/(?!\/)|#)/);
      if (url.startsWith('/')) expect((await app.request(url)).status, url).toBe(200);
    }
    const css = await (await app.request('/api/docs/docs.css')).text();
    expect(css).not.toMatch(/url\(|@import/);
  });

  it('serves its stylesheet and the favicon', async () => {
    const { app } = testApp();
    const css = await app.request('/api/docs/docs.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    for (const path of ['/favicon.ico', '/favicon.svg']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
  });
});
