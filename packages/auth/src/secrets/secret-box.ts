import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Key length of AES-256-GCM, in bytes. */
export const SECRET_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/**
 * A sealed secret could not be opened: wrong key, wrong context, or the stored text was altered. Code
 * `SECRET_UNREADABLE`; `details.reason` is `FORMAT` (not a sealed secret) or `AUTHENTICATION` (the
 * cipher refused it).
 *
 * It has the shape of every CTP error but is deliberately not an `AuthError`: an unreadable
 * secret is the server's failure (its key or its data), never a refused sign-in, so callers that
 * turn `AuthError`s into 4xx answers must not catch it.
 */
export class SecretBoxError extends Error {
  /** Stable machine-readable code. */
  readonly code: 'SECRET_UNREADABLE' = 'SECRET_UNREADABLE';
  /** Structured fields; never the sealed text, the key or the context. */
  readonly details: Readonly<{ reason: 'FORMAT' | 'AUTHENTICATION' }>;
  constructor(message: string, details: { reason: 'FORMAT' | 'AUTHENTICATION' }, options?: ErrorOptions) {
    super(`[ctp] [auth] ${message}`, options);
    this.name = new.target.name;
    this.details = Object.freeze({ ...details });
  }
}

/**
 * Encrypts secrets that must be stored (an OIDC client secret, a supplier's client credentials) with
 * AES-256-GCM, an authenticated cipher: a changed byte makes {@link SecretBox.open} fail instead of
 * returning a different secret.
 *
 * `context` is bound to the ciphertext as additional authenticated data (for example
 * `auth_configs.client_secret:{organizationId}`), so a sealed value copied into another row or another
 * organization does not open there. The sealed text is `v1.{iv}.{ciphertext}.{tag}` in base64url; it
 * never contains the plaintext.
 *
 * @example
 * ```ts
 * const box = new SecretBox(randomBytes(32));
 * const sealed = box.seal('s3cr3t', 'auth_configs.client_secret:org-1');
 * box.open(sealed, 'auth_configs.client_secret:org-1'); // 's3cr3t'
 * ```
 */
export class SecretBox {
  readonly #key: Buffer;

  /** @param key exactly {@link SECRET_KEY_BYTES} random bytes, kept outside the database. */
  constructor(key: Uint8Array) {
    if (key.byteLength !== SECRET_KEY_BYTES) {
      throw new RangeError(`a secret key must be ${SECRET_KEY_BYTES} bytes, got ${key.byteLength}`);
    }
    this.#key = Buffer.from(key);
  }

  /** Encrypts `plaintext` under a fresh random IV, bound to `context`. */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
    return [FORMAT, ...parts].join('.');
  }

  /** Decrypts a value made by {@link seal} with the same key and context; throws {@link SecretBoxError} otherwise. */
  open(sealed: string, context: string): string {
    const [format, iv, body, tag, ...rest] = sealed.split('.');
    if (format !== FORMAT || iv === undefined || body === undefined || tag === undefined || rest.length > 0) {
      throw new SecretBoxError('not a sealed secret of a known format', { reason: 'FORMAT' });
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // The cause (bad tag, wrong key) is deliberately not passed on: it would say nothing more useful.
      throw new SecretBoxError('the sealed secret does not open with this key and context', {
        reason: 'AUTHENTICATION',
      });
    }
  }
}

/** Reads a key given as base64 or base64url text of {@link SECRET_KEY_BYTES} bytes (how the configuration holds it). */
export function secretKeyFromText(text: string): Uint8Array {
  const key = Buffer.from(text.trim(), 'base64url');
  if (key.byteLength !== SECRET_KEY_BYTES) {
    throw new RangeError(
      `the key must be ${SECRET_KEY_BYTES} bytes encoded as base64, got ${key.byteLength} bytes`,
    );
  }
  return key;
}
