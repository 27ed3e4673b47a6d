import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, parsePasswordHash, verifyPassword } from './hash.js';

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('hashPassword / verifyPassword', () => {
  it('encodes the OWASP defaults in a self-describing string and verifies', async () => {
    const stored = await hashPassword('a long enough test passphrase');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('a long enough test passphrase', stored)).toEqual({
      valid: true,
      needsRehash: false,
    });
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('rejects a wrong password and salts every hash', async () => {
    const a = await hashPassword('correct password 1', FAST);
    const b = await hashPassword('correct password 1', FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct password 2', a, FAST)).toEqual({ valid: false, needsRehash: false });
  });

  it('flags a rehash when the current parameters differ, only for a valid password', async () => {
    const stored = await hashPassword('correct password 1', FAST);
    const stronger = { N: 2 ** 11, r: 8, p: 1 };
    expect(await verifyPassword('correct password 1', stored, stronger)).toEqual({
      valid: true,
      needsRehash: true,
    });
    expect(await verifyPassword('wrong password 1', stored, stronger)).toEqual({
      valid: false,
      needsRehash: false,
    });
  });

  it('normalizes Unicode (NFC) so composed and decomposed forms match', async () => {
    const stored = await hashPassword('caf\u00e9 passphrase!', FAST);
    expect((await verifyPassword('cafe\u0301 passphrase!', stored, FAST)).valid).toBe(true);
  });

  it('refuses malformed hashes and out-of-bounds parameters with a stable code', async () => {
    for (const bad of [
      '',
      'bcrypt$x',
      'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA',
      'scrypt$2097152$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      await expect(verifyPassword('x', bad)).rejects.toMatchObject({ code: 'INVALID_PASSWORD_HASH' });
    }
    expect(() => parsePasswordHash('scrypt$1024$8$1$AA$AA')).toThrow(
      expect.objectContaining({ code: 'INVALID_PASSWORD_HASH' }),
    );
  });

  it('treats a password over 1024 characters as invalid without hashing it', async () => {
    const stored = await hashPassword('correct password 1', FAST);
    expect((await verifyPassword('x'.repeat(1025), stored, FAST)).valid).toBe(false);
    await expect(hashPassword('x'.repeat(1025), FAST)).rejects.toThrow(RangeError);
  });
});
