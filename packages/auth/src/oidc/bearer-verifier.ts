import type { BearerVerifier } from '../http/authenticate.js';
import {
  type AccessTokenResult,
  type AccessTokenTrust,
  unverifiedIssuer,
  verifyOidcAccessToken,
} from './access-token.js';
import type { OidcProviderCache } from './provider.js';

/** Options of {@link oidcBearerVerifier}. */
export interface OidcBearerVerifierOptions {
  /**
   * The organizations whose enabled configuration names this issuer and an audience (port: the server
   * reads its database and discovers the `jwksUri`). Empty when nobody trusts the issuer.
   */
  trustsFor(issuer: string): Promise<readonly AccessTokenTrust[]>;
  providers: OidcProviderCache;
  /** Called with each refusal (for logging); the middleware itself audits `token.refused`. */
  onRefused?(issuer: string, result: Extract<AccessTokenResult, { ok: false }>): void;
}

/**
 * A {@link BearerVerifier} for machine clients: accepts a JWT access token issued by an
 * organization's own provider (client credentials grant), verified by {@link verifyOidcAccessToken}
 * against every organization trusting its issuer. Exactly one must accept it; a token two
 * organizations would accept is refused as ambiguous.
 */
export function oidcBearerVerifier(options: OidcBearerVerifierOptions): BearerVerifier {
  return async (token) => {
    const issuer = unverifiedIssuer(token);
    if (issuer === undefined) return null;
    const trusts = await options.trustsFor(issuer);
    const accepted = [];
    for (const trust of trusts) {
      const result = await verifyOidcAccessToken(token, trust, options.providers);
      if (result.ok) accepted.push(result);
      else options.onRefused?.(issuer, result);
    }
    return accepted.length === 1 && accepted[0] !== undefined ? accepted[0].principal : null;
  };
}
