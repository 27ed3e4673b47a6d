import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { InvalidPasswordHashError } from '../errors.js';

/** scrypt cost parameters. */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/** Default parameters: OWASP's scrypt recommendation N=2^17, r=8, p=1 (128 MiB per hash). */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

/** Maximum password length in characters accepted anywhere (bounds hashing cost). */
export const MAX_PASSWORD_LENGTH = 1024;

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Upper bounds for parameters read back from storage, so a tampered row cannot exhaust memory.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const maxmem = 128 * params.N * params.r * params.p + 32 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...params, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function checkParams(params: ScryptParams): void {
  const { N, r, p } = params;
  const ok =
    Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0 && N <= MAX_N && Number.isInteger(r) && r >= 1;
  if (!ok || r > MAX_R || !Number.isInteger(p) || p < 1 || p > MAX_P) {
    throw new InvalidPasswordHashError({
      reason: `scrypt parameters out of bounds (N=${N}, r=${r}, p=${p})`,
    });
  }
}

/**
 * Hashes a password with scrypt and a fresh 16-byte salt. Returns a self-describing string
 * `scrypt$N$r$p$salt$hash` (salt and hash base64url) so parameters can be raised later.
 * @example const stored = await hashPassword('correct horse battery staple');
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  checkParams(params);
  if (password.length > MAX_PASSWORD_LENGTH) throw new RangeError('password too long');
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Parses a stored hash; throws {@link InvalidPasswordHashError} when malformed or out of bounds. */
export function parsePasswordHash(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt')
    throw new InvalidPasswordHashError({ reason: 'unknown format' });
  const [N, r, p] = parts.slice(1, 4).map((s) => (/^\d{1,8}$/.test(s ?? '') ? Number(s) : Number.NaN));
  const params = { N: N ?? Number.NaN, r: r ?? Number.NaN, p: p ?? Number.NaN };
  checkParams(params);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 16 || key.length < 16)
    throw new InvalidPasswordHashError({ reason: 'salt or hash too short' });
  return { params, salt, key };
}

/**
 * Verifies a password against a stored hash in constant time. `needsRehash` is true when the stored
 * hash used other parameters than `current`: store a fresh {@link hashPassword} result after sign-in.
 */
export async function verifyPassword(
  password: string,
  encoded: string,
  current: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<{ valid: boolean; needsRehash: boolean }> {
  const { params, salt, key } = parsePasswordHash(encoded);
  if (password.length > MAX_PASSWORD_LENGTH) return { valid: false, needsRehash: false };
  const candidate = await derive(password, salt, params, key.length);
  const valid = timingSafeEqual(candidate, key);
  const needsRehash =
    params.N !== current.N || params.r !== current.r || params.p !== current.p || key.length !== KEY_BYTES;
  return { valid, needsRehash: valid && needsRehash };
}
