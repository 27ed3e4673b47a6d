import { createHash } from 'node:crypto';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as client from 'openid-client';
import { InsecureIssuerError } from '../errors.js';

/** What the relying party needs to talk to one organization's provider. */
export interface OidcClientSettings {
  /** Issuer identifier, e.g. `https://keycloak.example.com/realms/acme`. Discovery is at `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /**
   * Plaintext client secret (decrypted by the caller just before use; never logged). Needed by the
   * browser flow only: without it the configuration still discovers the provider and its keys, which
   * is all that verifying machine clients' access tokens takes.
   */
  clientSecret?: string;
  /** Accept a plain `http:` issuer. Only for local development and tests on loopback. */
  allowInsecureHttp?: boolean;
}

/** Signature algorithms accepted for ID tokens and access tokens: asymmetric only (never `none`, never HMAC). */
export const ACCEPTED_JWS_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
] as const;

/** Throws {@link InsecureIssuerError} for an issuer that is not `https:` unless plain HTTP is allowed. */
export function assertIssuerAllowed(issuer: string, allowInsecureHttp = false): void {
  const url = new URL(issuer);
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && allowInsecureHttp) return;
  throw new InsecureIssuerError({ issuer });
}

/**
 * Discovers the provider (`/.well-known/openid-configuration`) and returns an openid-client
 * configuration authenticating with `client_secret_basic` (no client authentication when the settings
 * have no secret), with ID-token signature checks through the provider's JWKS switched on
 * (openid-client skips them by default).
 */
export async function discoverOidcProvider(
  settings: OidcClientSettings,
  options: { timeoutSeconds?: number } = {},
): Promise<client.Configuration> {
  assertIssuerAllowed(settings.issuer, settings.allowInsecureHttp);
  const execute = [client.enableNonRepudiationChecks];
  if (settings.allowInsecureHttp) execute.push(client.allowInsecureRequests);
  return client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    undefined,
    settings.clientSecret === undefined ? client.None() : client.ClientSecretBasic(settings.clientSecret),
    { execute, timeout: options.timeoutSeconds ?? 10 },
  );
}

interface Cached<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * Per-process cache of discovered providers and of their key sets. Holds nothing another process
 * needs: a cold cache only costs a discovery request. Key sets come from jose's
 * `createRemoteJWKSet`, which refetches when a token names an unknown key (key rotation).
 */
export class OidcProviderCache {
  readonly #configurations = new Map<string, Cached<client.Configuration>>();
  readonly #keys = new Map<string, JWTVerifyGetKey>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  /** @param options.ttlSeconds how long a discovery document is reused (default 600). */
  constructor(options: { ttlSeconds?: number; now?: () => number } = {}) {
    this.#ttlMs = (options.ttlSeconds ?? 600) * 1000;
    this.#now = options.now ?? Date.now;
  }

  /** The discovered configuration for these settings (discovers on first use or after the TTL). */
  configuration(settings: OidcClientSettings): Promise<client.Configuration> {
    assertIssuerAllowed(settings.issuer, settings.allowInsecureHttp);
    const secretHash =
      settings.clientSecret === undefined
        ? null
        : createHash('sha256').update(settings.clientSecret).digest('base64url');
    const key = JSON.stringify([
      settings.issuer,
      settings.clientId,
      secretHash,
      !!settings.allowInsecureHttp,
    ]);
    const hit = this.#configurations.get(key);
    if (hit !== undefined && hit.expiresAt > this.#now()) return hit.value;
    const value = discoverOidcProvider(settings);
    // A failed discovery is not cached: the next sign-in tries again.
    value.catch(() => this.#configurations.delete(key));
    this.#configurations.set(key, { value, expiresAt: this.#now() + this.#ttlMs });
    return value;
  }

  /** The provider's key set at `jwksUri` (one fetcher per URI, shared by every verification). */
  keys(jwksUri: string): JWTVerifyGetKey {
    let keys = this.#keys.get(jwksUri);
    if (keys === undefined) {
      keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000 });
      this.#keys.set(jwksUri, keys);
    }
    return keys;
  }

  /** Forgets everything cached for an issuer (call after its configuration changed). */
  forget(issuer: string): void {
    for (const key of this.#configurations.keys()) {
      if ((JSON.parse(key) as string[])[0] === issuer) this.#configurations.delete(key);
    }
  }
}
