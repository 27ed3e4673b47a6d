import { type JWTPayload, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import { OidcSignInError } from '../errors.js';
import { ACCEPTED_JWS_ALGORITHMS } from './provider.js';

/** What an ID token must satisfy. */
export interface IdTokenExpectations {
  /** Exact issuer identifier of the provider. */
  issuer: string;
  /** The relying party's client id: the token's `aud` must contain it. */
  clientId: string;
  /** The nonce sent in the authorization request. */
  nonce: string;
  /** Allowed clock difference with the provider, in seconds. Default 30. */
  clockToleranceSeconds?: number;
  /** Clock, for tests. */
  currentDate?: Date;
}

/**
 * Verifies an ID token with jose against the provider's key set: asymmetric signature only (`none`
 * and HMAC are refused whatever the header says), issuer, audience, `exp`, `nbf`, `iat`, `sub` and
 * the nonce. Throws {@link OidcSignInError} (`ID_TOKEN_INVALID` or `NONCE_MISMATCH`). openid-client
 * runs the same checks during the code exchange; this is the explicit, algorithm-pinned second gate.
 */
export async function verifyIdToken(
  idToken: string,
  keys: JWTVerifyGetKey,
  expect: IdTokenExpectations,
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: expect.issuer,
      audience: expect.clientId,
      algorithms: [...ACCEPTED_JWS_ALGORITHMS],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: expect.clockToleranceSeconds ?? 30,
      ...(expect.currentDate ? { currentDate: expect.currentDate } : {}),
    }));
  } catch (error) {
    const code = error instanceof joseErrors.JOSEError ? error.code : 'ERR_UNKNOWN';
    throw new OidcSignInError(
      { reason: 'ID_TOKEN_INVALID', providerError: `${code}: ${(error as Error).message}` },
      error,
    );
  }
  if (payload.nonce !== expect.nonce) {
    throw new OidcSignInError({
      reason: 'NONCE_MISMATCH',
      providerError: 'the ID token nonce does not match',
    });
  }
  return payload;
}
