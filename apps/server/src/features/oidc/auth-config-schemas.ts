import { CONNECTION_TEST_MESSAGES } from '@ctp/auth';
import type { AuthConfig } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import type { Runtime } from '../../wiring/runtime.js';
import { redirectUriOf } from './settings.js';

const issuerUrl = z.url({ protocol: /^https?$/ }).max(2000);

export const AuthConfigBody = z
  .strictObject({
    issuer: issuerUrl.openapi({ example: 'https://keycloak.example.com/realms/acme' }),
    clientId: z.string().trim().min(1).max(500),
    clientSecret: z.string().min(1).max(2000).optional().openapi({
      description:
        'Needed for browser sign-in (machine tokens need none); omit to keep the stored one. Never returned.',
    }),
    audience: z.string().trim().min(1).max(500).nullable().default(null).openapi({
      description:
        "Required `aud` of provider access tokens for machine clients; null refuses them. Must differ from clientId (users' ID tokens carry the client id as `aud`) and be unique with this issuer in the deployment.",
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
  // A user's ID token has the client id as `aud`: with audience = clientId it would pass as a machine token.
  .refine((c) => c.audience === null || c.audience !== c.clientId, {
    path: ['audience'],
    message: "must differ from clientId: users' ID tokens carry the client id as their audience",
  })
  .openapi('AuthConfigInput');

export const AuthConfigView = z
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
export const TestBody = z
  .strictObject({
    issuer: issuerUrl.optional(),
    clientId: z.string().trim().min(1).max(500).optional(),
    clientSecret: z.string().min(1).max(2000).optional(),
    scopes: z.string().trim().min(1).max(500).optional(),
    allowInsecureHttp: z.boolean().optional(),
  })
  .openapi('AuthConfigTestInput');

export const TestResult = z
  .object({
    success: z.boolean(),
    message: z.enum(Object.values(CONNECTION_TEST_MESSAGES) as [string, ...string[]]),
    step: z.enum(['discovery', 'client_authentication', 'redirect_uri', 'complete']),
    detail: z.string().optional().openapi({ description: "The provider's own error when a step failed." }),
  })
  .openapi('AuthConfigTestResult');

export function view(runtime: Runtime, c: AuthConfig): z.infer<typeof AuthConfigView> {
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
