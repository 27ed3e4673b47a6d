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

/** The answer to a missing, unknown, expired or revoked bearer token, as the issue asks (400 BadRequest). */
export function invalidToken(c: Context) {
  return pactError(c, 'BadRequest', 'Invalid token provided');
}
