import { createPublicKey, type KeyObject } from 'node:crypto';
import { base64url, type CryptoKey, type JWK, type JWTPayload, SignJWT } from 'jose';

/** The hostile ID or access tokens the tests forge; each must be refused, `genuine` accepted. */
export const FORGERIES = [
  'alg-none',
  'hmac-with-public-key',
  'other-issuer',
  'wrong-audience',
  'expired',
  'not-yet-valid',
  'unknown-key',
  'tampered-payload',
] as const;

/** One of {@link FORGERIES}, or `genuine` (correctly signed, for the control case). */
export type Forgery = (typeof FORGERIES)[number] | 'genuine';

/** The keys a forger works with: the provider's genuine key pair and a key the provider never published. */
export interface ForgeryKeys {
  kid: string;
  privateKey: CryptoKey | KeyObject;
  publicJwk: JWK;
  unknownPrivateKey: CryptoKey | KeyObject;
}

const sign = (payload: JWTPayload, key: CryptoKey | KeyObject | Uint8Array, alg: string, kid: string) =>
  new SignJWT(payload).setProtectedHeader({ alg, kid, typ: 'JWT' }).sign(key);

/**
 * Produces a token of the given kind from correct `claims` (iss, aud, sub, nonce, …; `iat`/`exp` are
 * set here unless the forgery changes them). TEST HELPER.
 */
export async function forgeToken(kind: Forgery, claims: JWTPayload, keys: ForgeryKeys): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const base: JWTPayload = { iat: now, exp: now + 300, ...claims };
  switch (kind) {
    case 'genuine':
      return sign(base, keys.privateKey, 'RS256', keys.kid);
    case 'alg-none': {
      const part = (v: object) => base64url.encode(JSON.stringify(v));
      return `${part({ alg: 'none', typ: 'JWT' })}.${part(base)}.`;
    }
    case 'hmac-with-public-key': {
      // The classic key-confusion attack: HS256 keyed with the provider's *public* key (PEM text).
      const pem = createPublicKey({ key: keys.publicJwk as never, format: 'jwk' }).export({
        type: 'spki',
        format: 'pem',
      });
      return sign(base, new TextEncoder().encode(pem.toString()), 'HS256', keys.kid);
    }
    case 'other-issuer':
      return sign({ ...base, iss: 'https://attacker.example' }, keys.privateKey, 'RS256', keys.kid);
    case 'wrong-audience':
      return sign({ ...base, aud: 'some-other-client' }, keys.privateKey, 'RS256', keys.kid);
    case 'expired':
      return sign({ ...base, iat: now - 7200, exp: now - 3600 }, keys.privateKey, 'RS256', keys.kid);
    case 'not-yet-valid':
      return sign({ ...base, nbf: now + 3600 }, keys.privateKey, 'RS256', keys.kid);
    case 'unknown-key':
      return sign(base, keys.unknownPrivateKey, 'RS256', keys.kid);
    case 'tampered-payload': {
      const [header, , signature] = (await sign(base, keys.privateKey, 'RS256', keys.kid)).split('.');
      const changed = base64url.encode(
        JSON.stringify({ ...base, groups: ['ctp-admins'], email: 'root@victim.example' }),
      );
      return `${header}.${changed}.${signature}`;
    }
  }
}
