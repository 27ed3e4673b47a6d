import { randomUUID } from 'node:crypto';
import { assertIssuerAllowed, testOidcConnection } from '@ctp/auth';
import {
  type AuthConfig,
  appendAudit,
  ConflictError,
  getAuthConfig,
  saveAuthConfig,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { AuthConfigBody, TestBody } from './auth-config-schemas.js';
import { clientSecretContext, clientSettingsOf, insecureHttpAllowed, redirectUriOf } from './settings.js';

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

/**
 * The OIDC configuration service: reads, saves (the client secret sealed at rest) and tests the
 * organization's provider configuration, with the audit entries of saves and tests.
 */
export function authConfigService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** @throws ProblemError `OIDC_NOT_CONFIGURED` */
    get: async (caller: Caller): Promise<AuthConfig> => {
      const config = await withOrganization(db, caller.organizationId, (scope) => getAuthConfig(scope));
      if (config === undefined)
        throw new ProblemError('OIDC_NOT_CONFIGURED', { detail: 'No OIDC configuration yet.' });
      return config;
    },

    /**
     * Creates or replaces the configuration; the cached provider of the old and new issuer is forgotten.
     * A configuration without a client secret accepts machine tokens only (browser sign-in needs the
     * secret). @throws ProblemError `INSECURE_ISSUER`, `OIDC_AUDIENCE_TAKEN` (another organization
     * of this deployment accepts machine tokens of this issuer and audience)
     */
    save: async (caller: Caller, input: z.infer<typeof AuthConfigBody>): Promise<AuthConfig> => {
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
      const result = await withOrganization(db, caller.organizationId, async (scope) => {
        const before = await getAuthConfig(scope);
        const id = before?.id ?? randomUUID();
        const sealed =
          input.clientSecret === undefined
            ? undefined
            : runtime.secretBox.seal(input.clientSecret, clientSecretContext(caller.organizationId, id));
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
          ...caller.actor,
          action: before === undefined ? 'auth_config.create' : 'auth_config.update',
          entityType: 'auth_config',
          entityId: saved.id,
          details: changes(before, saved, sealed !== undefined),
          requestId: caller.requestId,
        });
        return { before, saved };
      }).catch((error: unknown) => {
        if (error instanceof ConflictError && error.details.field === 'audience') {
          throw new ProblemError('OIDC_AUDIENCE_TAKEN', {
            detail:
              'Another organization of this deployment accepts machine tokens of this issuer and audience: register an audience of your own at the provider.',
            errors: [{ pointer: '/audience', in: 'json', code: 'taken', message: 'taken with this issuer' }],
          });
        }
        throw error;
      });
      if (result.before !== undefined) runtime.oidcProviders.forget(result.before.issuer);
      runtime.oidcProviders.forget(result.saved.issuer);
      return result.saved;
    },

    /**
     * Tests the stored configuration, or the fields given on top of it, against the provider; the
     * test is audited. @throws ProblemError `VALIDATION_FAILED` (nothing to test)
     */
    test: async (caller: Caller, body: z.infer<typeof TestBody>) => {
      const stored = await withOrganization(db, caller.organizationId, (scope) => getAuthConfig(scope));
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
      await withOrganization(db, caller.organizationId, (scope) =>
        appendAudit(scope, {
          ...caller.actor,
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
          requestId: caller.requestId,
        }),
      );
      return result;
    },
  };
}
