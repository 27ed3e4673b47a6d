import type { Context } from 'hono';
import { PACT_ERROR_STATUS, type PactErrorCode } from './wire.js';

/** A PACT error response: `{ code, message }` as `application/json` with the code's HTTP status. */
export function pactError(
  c: Context,
  code: PactErrorCode,
  message: string,
  headers: Record<string, string> = {},
) {
  return c.json({ code, message }, PACT_ERROR_STATUS[code], { 'cache-control': 'no-store', ...headers });
}

/** The answer to a missing, unknown or revoked bearer token (400 BadRequest, as PACT's examples show). */
export function invalidToken(c: Context) {
  return pactError(c, 'BadRequest', 'Invalid token provided');
}

/** The answer to an expired bearer token: 401 `TokenExpired` with an RFC 6750 challenge. */
export function expiredToken(c: Context) {
  return pactError(c, 'TokenExpired', 'The access token has expired', {
    'www-authenticate': 'Bearer error="invalid_token", error_description="The access token expired"',
  });
}

/**
 * A refusal of a PACT action, thrown by the PACT service after anything it must record is committed;
 * the PACT app answers it with {@link pactError} (its code, status and message), never as a 500.
 */
export class PactRefusal extends Error {
  readonly code: PactErrorCode;
  constructor(code: PactErrorCode, message: string) {
    super(message);
    this.name = 'PactRefusal';
    this.code = code;
  }
}

/**
 * How the server's input guard refuses a request under `/pact/`: PACT's `BadRequest` shape (the
 * specification has no code for a body too large, so sizes are a `BadRequest` too), so a PACT client
 * reads the refusal like any other.
 */
export function pactInputRefusal(c: Context, refusal: { status: 400 | 413; message: string }): Response {
  return pactError(c, 'BadRequest', `Bad Request (${refusal.message})`);
}
