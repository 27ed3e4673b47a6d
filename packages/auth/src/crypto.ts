import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes from the operating system's CSPRNG, base64url without padding. */
export function randomBase64url(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a UTF-8 string, base64url without padding. Used to store session ids and API tokens. */
export function sha256Base64url(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url');
}

/** HMAC-SHA-256 of `value` under `secret`, base64url without padding. */
export function hmacBase64url(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value, 'utf8').digest('base64url');
}

/**
 * Constant-time string equality. Both sides are hashed first so the comparison time does not depend on
 * where they differ nor on their lengths.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** True when `value` looks like `bytes` random bytes encoded as base64url (the exact length, the alphabet only). */
export function isBase64urlOfBytes(value: string, bytes: number): boolean {
  return value.length === Math.ceil((bytes * 4) / 3) && /^[A-Za-z0-9_-]+$/.test(value);
}
