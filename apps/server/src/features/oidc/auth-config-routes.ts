import { randomUUID } from 'node:crypto';
import { assertIssuerAllowed, CONNECTION_TEST_MESSAGES, testOidcConnection } from '@ctp/auth';
import { type AuthConfig, appendAudit, getAuthConfig, saveAuthConfig, withOrganization } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import { ProblemError } from '../../http/problem.js';
import { actorOf, principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { clientSecretContext, clientSettingsOf, insecureHttpAllowed, redirectUriOf } from './settings.js';

const issuerUrl = z.url({ protocol: /^https?$/ }).max(2000);

export const AuthConfigBody = z
  .strictObject({
    issuer: issuerUrl.openapi({ example: 'https://keycloak.example.com/realms/acme' }),
    clientId: z.string().trim().min(1).max(500),
    clientSecret: z
      .string()
      .min(1)
      .max(2000)
      .optional()
      .openapi({ description: 'Required the first time; omit to keep the stored one. Never returned.' }),
    audience: z.string().trim().min(1).max(500).nullable().default(null).openapi({
      description: 'Required `aud` of provider access tokens for machine clients; null refuses them.',
    }),
    groupClaim: z.string().trim().min(1).max(200).default('groups'),
    scopes: z.string().trim().min(1).max(500).default('openid email profile'),
    enabled: z.boolean().default(true),
    allowInsecureHttp: z.boolean().default(false).openapi({
      description: 'Local development only: accept an http:// issuer (always refused in production).',
    }),
    displayName: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: 'Shown as "Sign in with …".' }),
  })
  .openapi('AuthConfigInput');

const AuthConfigView = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    issuer: z.string(),
    clientId: z.string(),
    clientSecretSet: z.boolean(),
    audience: z.string().nullable(),
    groupClaim: z.string(),
    scopes: z.string(),
    enabled: z.boolean(),
    allowInsecureHttp: z.boolean(),
    displayName: z.string().nullable(),
    redirectUri: z.string().openapi({ description: 'Register this redirect URI at the provider.' }),
    updatedAt: z.string(),
  })
  .openapi('AuthConfig');

// Each field given replaces the stored one for this test only (no defaults: absent means stored).
const TestBody = z
  .strictObject({
    issuer: issuerUrl.optional(),
    clientId: z.string().trim().min(1).max(500).optional(),
    clientSecret: z.string().min(1).max(2000).optional(),
    scopes: z.string().trim().min(1).max(500).optional(),
    allowInsecureHttp: z.boolean().optional(),
  })
  .openapi('AuthConfigTestInput');

const TestResult = z
  .object({
    success: z.boolean(),
    message: z.enum(Object.values(CONNECTION_TEST_MESSAGES) as [string, ...string[]]),
    step: z.enum(['discovery', 'client_authentication', 'redirect_uri', 'complete']),
    detail: z.string().optional().openapi({ description: "The provider's own error when a step failed." }),
  })
  .openapi('AuthConfigTestResult');

function view(runtime: Runtime, c: AuthConfig): z.infer<typeof AuthConfigView> {
  return {
    id: c.id,
    organizationId: c.organizationId,
    issuer: c.issuer,
    clientId: c.clientId,
    clientSecretSet: c.clientSecretEncrypted !== null,
    audience: c.audience,
    groupClaim: c.groupClaim,
    scopes: c.scopes,
    enabled: c.enabled,
    allowInsecureHttp: c.allowInsecureHttp,
    displayName: typeof c.settings.displayName === 'string' ? c.settings.displayName : null,
    redirectUri: redirectUriOf(runtime.config),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Which fields an update changed (for the audit entry; the secret only as a flag). */
function changes(before: AuthConfig | undefined, after: AuthConfig, secretChanged: boolean) {
  const fields = [
    'issuer',
    'clientId',
    'audience',
    'groupClaim',
    'scopes',
    'enabled',
    'allowInsecureHttp',
  ] as const;
  const changed = Object.fromEntries(
    fields.filter((f) => before === undefined || before[f] !== after[f]).map((f) => [f, after[f]]),
  );
  return { ...changed, clientSecretChanged: secretChanged };
}

/** `GET|POST /api/admin/auth-config` and `POST /api/admin/auth-config/test` (ORG_ADMIN). */
export function authConfigModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        const principal = principalOf(c);
        const config = await withOrganization(db, principal.organizationId, (scope) => getAuthConfig(scope));
        if (config === undefined)
          throw new ProblemError('OIDC_NOT_CONFIGURED', { detail: 'No OIDC configuration yet.' });
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
          400: problem('Invalid body, or no client secret on creation'),
          422: problem('The issuer is not https'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const input = c.req.valid('json');
        try {
          assertIssuerAllowed(input.issuer, insecureHttpAllowed(runtime.config, input.allowInsecureHttp));
        } catch {
          throw new ProblemError('INSECURE_ISSUER', {
            detail:
              runtime.config.nodeEnv === 'production'
                ? 'The issuer must use https in production.'
                : 'The issuer must use https (set allowInsecureHttp for a local development provider).',
          });
        }
        const result = await withOrganization(db, principal.organizationId, async (scope) => {
          const before = await getAuthConfig(scope);
          if (before === undefined && input.clientSecret === undefined) return undefined;
          const id = before?.id ?? randomUUID();
          const sealed =
            input.clientSecret === undefined
              ? undefined
              : runtime.secretBox.seal(input.clientSecret, clientSecretContext(principal.organizationId, id));
          const saved = await saveAuthConfig(scope, {
            id,
            issuer: input.issuer,
            clientId: input.clientId,
            ...(sealed === undefined ? {} : { clientSecretEncrypted: sealed }),
            audience: input.audience,
            groupClaim: input.groupClaim,
            scopes: input.scopes,
            enabled: input.enabled,
            allowInsecureHttp: input.allowInsecureHttp,
            settings: input.displayName === undefined ? {} : { displayName: input.displayName },
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: before === undefined ? 'auth_config.create' : 'auth_config.update',
            entityType: 'auth_config',
            entityId: saved.id,
            details: changes(before, saved, sealed !== undefined),
            requestId: c.var.requestId,
          });
          return { before, saved };
        });
        if (result === undefined) {
          throw new ProblemError('VALIDATION_FAILED', {
            detail: 'clientSecret is required when the configuration is created.',
            errors: [
              { pointer: '/clientSecret', in: 'json', code: 'invalid_type', message: 'required on creation' },
            ],
          });
        }
        if (result.before !== undefined) runtime.oidcProviders.forget(result.before.issuer);
        runtime.oidcProviders.forget(result.saved.issuer);
        return c.json(view(runtime, result.saved), 200, { 'cache-control': 'no-store' });
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
        const principal = principalOf(c);
        const body = (c.req.header('content-type') ?? '').includes('json') ? c.req.valid('json') : {};
        const stored = await withOrganization(db, principal.organizationId, (scope) => getAuthConfig(scope));
        const storedSettings = stored?.clientSecretEncrypted
          ? clientSettingsOf(runtime.config, runtime.secretBox, stored)
          : undefined;
        const issuer = body.issuer ?? storedSettings?.issuer;
        const clientId = body.clientId ?? storedSettings?.clientId;
        const clientSecret = body.clientSecret ?? storedSettings?.clientSecret;
        if (issuer === undefined || clientId === undefined || clientSecret === undefined) {
          throw new ProblemError('VALIDATION_FAILED', {
            detail: 'No stored configuration to test: give issuer, clientId and clientSecret.',
          });
        }
        const allowInsecure = insecureHttpAllowed(
          runtime.config,
          body.allowInsecureHttp ?? stored?.allowInsecureHttp ?? false,
        );
        const result = await testOidcConnection(
          { issuer, clientId, clientSecret, allowInsecureHttp: allowInsecure },
          { redirectUri: redirectUriOf(runtime.config), scopes: body.scopes ?? stored?.scopes ?? 'openid' },
        );
        await withOrganization(db, principal.organizationId, (scope) =>
          appendAudit(scope, {
            ...actorOf(principal),
            action: 'auth_config.test',
            entityType: 'auth_config',
            entityId: stored?.id ?? null,
            details: {
              issuer,
              clientId,
              success: result.success,
              step: result.step,
              ...(result.detail ? { detail: result.detail.slice(0, 500) } : {}),
            },
            requestId: c.var.requestId,
          }),
        );
        return c.json(result, 200, { 'cache-control': 'no-store' });
      },
    );
  };
}
