import type { App } from '../app-env.js';
import { DOCS_CSS, FAVICON_SVG } from './assets.js';
import { withEcmaPatterns } from './ecma-patterns.js';
import { renderDocsPage } from './render-docs-page.js';

/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/api/openapi.json';
/** Where the human-readable API reference is served. */
export const DOCS_PATH = '/api/docs';

const OPENAPI_CONFIG = (version: string) => ({
  openapi: '3.1.0',
  info: {
    title: 'CTP API',
    version,
    description:
      'The CTP reference server. Errors are RFC 9457 problem+json; see the Problem schema and the server README.',
    license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
  },
});

/**
 * Registers the OpenAPI 3.1 document (generated from the zod route schemas), the docs page rendered
 * from it with its stylesheet, and the favicon. None of these appear in the document themselves.
 */
export function registerDocsRoutes(app: App, version: string): void {
  // Not `app.doc31`: it answers a generation failure with a bare `{}`; thrown here, it becomes problem+json.
  // Patterns are rewritten as ECMA-262 (no `/i` suffix), so clients validating with them accept valid input.
  const document = () => withEcmaPatterns(app.getOpenAPI31Document(OPENAPI_CONFIG(version)));
  app.get(OPENAPI_PATH, (c) => c.json(document()));
  app.get(DOCS_PATH, (c) => {
    const doc = document();
    return c.html(renderDocsPage(doc as unknown as Parameters<typeof renderDocsPage>[0]));
  });
  app.get(`${DOCS_PATH}/docs.css`, (c) =>
    c.body(DOCS_CSS, 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );
  const favicon = () =>
    new Response(FAVICON_SVG, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    });
  app.get('/favicon.svg', favicon);
  app.get('/favicon.ico', favicon);
}
