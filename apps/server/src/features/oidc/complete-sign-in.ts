import { timingSafeEqual } from 'node:crypto';
import {
  AuthError,
  completeOidcAuthorization,
  evaluateRoleMapping,
  type OidcIdentity,
  OidcSignInError,
  type PendingAuthorization,
  type Role,
} from '@ctp/auth';
import {
  type AuthConfig,
  appendAudit,
  consumeOidcAuthorizationState,
  getAuthConfig,
  listRoleMappings,
  withOrganization,
  withSystem,
} from '@ctp/store';
import type { Runtime } from '../../wiring/runtime.js';
import { upsertOidcUser } from './oidc-user.js';
import { ruleOf } from './rules.js';
import { clientSettingsOf, redirectUriOf, stateHashOf, stateSecretsContext } from './settings.js';

const constantTimeEqual = (a: string, b: string) =>
  timingSafeEqual(Buffer.from(stateHashOf(a)), Buffer.from(stateHashOf(b)));

/** The state's organization, learnt as soon as the state is found (for the audit of a refusal). */
export interface CallbackContext {
  organizationId?: string;
  subject?: string;
}

/** The outcome of a completed sign-in. */
export interface OidcSignInResult {
  userId: string;
  organizationId: string;
  role: Role;
  previousRole: Role | null;
  mappingId: string;
  identity: OidcIdentity;
  created: boolean;
  linked: boolean;
}

/**
 * Completes a sign-in at the callback: consumes the state once (a replay, an expired or an unknown
 * state is refused, and so is a state that does not match the browser's cookie), checks the configuration is still enabled, exchanges the code and validates
 * the ID token (@ctp/auth), maps the role from the organization's mappings, creates or updates the
 * user, ends the user's other sessions when the role changed, and audits the success. Throws
 * {@link OidcSignInError}; `context` tells the caller which organization to audit a refusal in.
 */
export async function completeOidcSignIn(
  runtime: Runtime,
  callbackQuery: URLSearchParams,
  browserState: string | undefined,
  context: CallbackContext,
  audit: { requestId: string | null },
): Promise<OidcSignInResult> {
  const db = runtime.database.db;
  const state = callbackQuery.get('state');
  if (state === null || state === '')
    throw new OidcSignInError({ reason: 'STATE_UNKNOWN', providerError: 'no state' });
  const consumed = await withSystem(db, (system) =>
    consumeOidcAuthorizationState(system, stateHashOf(state)),
  );
  if (consumed === undefined) throw new OidcSignInError({ reason: 'STATE_UNKNOWN' });
  context.organizationId = consumed.state.organizationId;
  if (consumed.outcome === 'replayed') throw new OidcSignInError({ reason: 'STATE_REPLAYED' });
  if (consumed.outcome === 'expired') throw new OidcSignInError({ reason: 'STATE_EXPIRED' });
  // The state must come back to the browser that started the sign-in (its short-lived cookie):
  // a callback link planted by someone else would sign the victim into the planter's account.
  if (browserState === undefined || !constantTimeEqual(browserState, state)) {
    throw new OidcSignInError({
      reason: 'STATE_MISMATCH',
      providerError: 'the sign-in was not started in this browser',
    });
  }
  const claimedOrg = callbackQuery.get('organizationId');
  if (claimedOrg !== null && claimedOrg !== consumed.state.organizationId) {
    throw new OidcSignInError({
      reason: 'STATE_MISMATCH',
      providerError: 'organizationId differs from the state',
    });
  }
  const organizationId = consumed.state.organizationId;
  const { config, rules } = await withOrganization(db, organizationId, async (scope) => {
    const found = await getAuthConfig(scope);
    return { config: found, rules: found ? await listRoleMappings(scope, found.id) : [] };
  });
  if (config === undefined || !config.enabled || config.id !== consumed.state.authConfigId) {
    throw new OidcSignInError({ reason: 'CONFIG_DISABLED' });
  }
  const pending = openPending(runtime, state, consumed.state.sealedSecrets);
  const identity = await exchange(runtime, config, callbackQuery, pending);
  context.subject = identity.subject;
  const mapped = evaluateRoleMapping(identity.claims, rules.map(ruleOf), { groupClaim: config.groupClaim });
  if (mapped === null)
    throw new OidcSignInError({ reason: 'NO_ROLE', providerError: 'no role mapping matches' });

  const signedIn = await withOrganization(db, organizationId, async (scope) => {
    const result = await upsertOidcUser(scope, identity, mapped.role);
    await appendAudit(scope, {
      actorType: 'user',
      actorId: result.user.id,
      action: 'auth.sign_in.succeeded',
      entityType: 'user',
      entityId: result.user.id,
      details: {
        method: 'oidc',
        issuer: identity.issuer,
        subject: identity.subject,
        role: mapped.role,
        previousRole: result.previousRole,
        mappingId: mapped.rule.id,
        mappingKind: mapped.rule.kind,
        userCreated: result.created,
        userLinked: result.linked,
      },
      requestId: audit.requestId,
    });
    return result;
  });
  // A changed role must not live on in sessions opened before it changed.
  if (signedIn.previousRole !== null && signedIn.previousRole !== mapped.role) {
    await runtime.auth.sessions.deleteAllForUser(signedIn.user.id);
  }
  return {
    userId: signedIn.user.id,
    organizationId,
    role: mapped.role,
    previousRole: signedIn.previousRole,
    mappingId: mapped.rule.id,
    identity,
    created: signedIn.created,
    linked: signedIn.linked,
  };
}

function openPending(runtime: Runtime, state: string, sealed: string): PendingAuthorization {
  const opened = JSON.parse(runtime.secretBox.open(sealed, stateSecretsContext(stateHashOf(state)))) as {
    nonce: string;
    codeVerifier: string;
  };
  return { state, nonce: opened.nonce, codeVerifier: opened.codeVerifier };
}

async function exchange(
  runtime: Runtime,
  config: AuthConfig,
  query: URLSearchParams,
  pending: PendingAuthorization,
): Promise<OidcIdentity> {
  const settings = clientSettingsOf(runtime.config, runtime.secretBox, config);
  let discovered: Awaited<ReturnType<Runtime['oidcProviders']['configuration']>>;
  try {
    discovered = await runtime.oidcProviders.configuration(settings);
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw new OidcSignInError({ reason: 'DISCOVERY_FAILED', providerError: (error as Error).message }, error);
  }
  // The callback URL as the provider built it: the registered redirect URI plus its parameters
  // (our own `organizationId` hint is not part of the provider's response).
  const callback = new URL(redirectUriOf(runtime.config));
  for (const [key, value] of query) if (key !== 'organizationId') callback.searchParams.append(key, value);
  return completeOidcAuthorization(discovered, runtime.oidcProviders, callback, pending);
}
