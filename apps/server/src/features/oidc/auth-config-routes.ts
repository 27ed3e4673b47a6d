import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { AuthConfigBody, AuthConfigView, TestBody, TestResult, view } from './auth-config-schemas.js';
import { authConfigService } from './auth-config-service.js';

/** `GET|POST /api/admin/auth-config` and `POST /api/admin/auth-config/test` (ORG_ADMIN). */
export function authConfigModule(runtime: Runtime): ApiModule {
  const configs = authConfigService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/admin/auth-config',
        tags: ['Single sign-on'],
        summary: "The organization's OIDC configuration (never the client secret)",
        ...accessOf('GET', '/api/admin/auth-config'),
        request: { query: z.object({ organizationId: z.uuid().optional() }) },
        responses: {
          200: {
            description: 'The configuration',
            content: { 'application/json': { schema: AuthConfigView } },
          },
          404: problem('No configuration yet'),
        },
      }),
      async (c) => {
        const config = await configs.get(callerOf(c));
        return c.json(view(runtime, config), 200, { 'cache-control': 'no-store' });
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/admin/auth-config',
        tags: ['Single sign-on'],
        summary: 'Create or replace the OIDC configuration (the client secret is sealed at rest)',
        ...accessOf('POST', '/api/admin/auth-config'),
        request: { body: { required: true, content: { 'application/json': { schema: AuthConfigBody } } } },
        responses: {
          200: { description: 'Saved', content: { 'application/json': { schema: AuthConfigView } } },
          400: problem('Invalid body (an audience equal to the client id included)'),
          409: problem('Another organization accepts machine tokens of this issuer and audience'),
          422: problem('The issuer is not https'),
        },
      }),
      async (c) => {
        const saved = await configs.save(callerOf(c), c.req.valid('json'));
        return c.json(view(runtime, saved), 200, { 'cache-control': 'no-store' });
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/admin/auth-config/test',
        tags: ['Single sign-on'],
        summary: 'Test the configuration against the provider: discovery, client credentials, redirect URI',
        description:
          'Tests the stored configuration, or the fields given in the body on top of it (test before saving). Answers `success` and one of the messages `Connection successful! OIDC configuration is valid.`, `Invalid issuer`, `Client authentication failed`, `Redirect URI mismatch`, with the provider’s own error in `detail`.',
        ...accessOf('POST', '/api/admin/auth-config/test'),
        request: { body: { required: false, content: { 'application/json': { schema: TestBody } } } },
        responses: {
          200: { description: 'The result', content: { 'application/json': { schema: TestResult } } },
          400: problem('Nothing to test: no stored configuration and no issuer, client id and secret given'),
        },
      }),
      async (c) => {
        const body = (c.req.header('content-type') ?? '').includes('json') ? c.req.valid('json') : {};
        const result = await configs.test(callerOf(c), body);
        return c.json(result, 200, { 'cache-control': 'no-store' });
      },
    );
  };
}
