import { decodeJwt, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import type { Principal } from '../principal.js';
import { ACCEPTED_JWS_ALGORITHMS, assertIssuerAllowed, type OidcProviderCache } from './provider.js';
import { evaluateRoleMapping, type RoleMappingRule } from './role-mapping.js';

/** One organization that trusts access tokens of an issuer (from its enabled configuration). */
export interface AccessTokenTrust {
  organizationId: string;
  issuer: string;
  /** Required `aud` of the access token (the API's identifier at the provider). */
  audience: string;
  /** The provider's key set URI (from discovery). */
  jwksUri: string;
  rules: readonly RoleMappingRule[];
  groupClaim?: string;
  allowInsecureHttp?: boolean;
}

/** Outcome of {@link verifyOidcAccessToken}. */
export type AccessTokenResult =
  | { ok: true; principal: Principal; claims: JWTPayload; ruleId: string }
  | { ok: false; reason: 'TOKEN_INVALID' | 'NO_ROLE' | 'INSECURE_ISSUER'; detail: string };

/**
 * Verifies a provider-issued JWT access token (client credentials) for one trusting organization:
 * signature through the provider's keys (asymmetric algorithms only: `none` and HMAC are refused),
 * issuer, audience, `exp` and `nbf`; then the role from the organization's mappings. Never throws for
 * a bad token.
 */
export async function verifyOidcAccessToken(
  token: string,
  trust: AccessTokenTrust,
  providers: OidcProviderCache,
  options: { currentDate?: Date } = {},
): Promise<AccessTokenResult> {
  try {
    assertIssuerAllowed(trust.issuer, trust.allowInsecureHttp);
  } catch (error) {
    return { ok: false, reason: 'INSECURE_ISSUER', detail: (error as Error).message };
  }
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, providers.keys(trust.jwksUri), {
      issuer: trust.issuer,
      audience: trust.audience,
      algorithms: [...ACCEPTED_JWS_ALGORITHMS],
      requiredClaims: ['exp'],
      clockTolerance: 30,
      ...(options.currentDate ? { currentDate: options.currentDate } : {}),
    }));
  } catch (error) {
    const code = error instanceof joseErrors.JOSEError ? error.code : 'ERR_UNKNOWN';
    return { ok: false, reason: 'TOKEN_INVALID', detail: `${code}: ${(error as Error).message}` };
  }
  const mapped = evaluateRoleMapping(
    claims,
    trust.rules,
    trust.groupClaim ? { groupClaim: trust.groupClaim } : {},
  );
  if (mapped === null) return { ok: false, reason: 'NO_ROLE', detail: 'no role mapping matches the token' };
  const principal: Principal = {
    kind: 'token',
    organizationId: trust.organizationId,
    role: mapped.role,
    ...(typeof claims.sub === 'string' ? { subject: claims.sub } : {}),
  };
  return { ok: true, principal, claims, ruleId: mapped.rule.id };
}

/** The unverified `iss` of a JWT, to find who trusts it; `undefined` when the text is not a JWT. */
export function unverifiedIssuer(token: string): string | undefined {
  try {
    const iss = decodeJwt(token).iss;
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}
