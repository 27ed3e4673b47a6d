import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox, SecretBoxError, secretKeyFromText } from './secret-box.js';

const box = new SecretBox(randomBytes(32));

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('client-secret-123', 'ctx:a');
    expect(sealed).not.toContain('client-secret-123');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed, 'ctx:a')).toBe('client-secret-123');
  });

  it('seals the same secret differently each time (fresh IV)', () => {
    expect(box.seal('x', 'ctx')).not.toBe(box.seal('x', 'ctx'));
  });

  it('refuses another context, another key and an altered ciphertext', () => {
    const sealed = box.seal('secret', 'org-1');
    expect(() => box.open(sealed, 'org-2')).toThrow(SecretBoxError);
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'org-1')).toThrow(SecretBoxError);
    const [v, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = `${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}`;
    expect(() => box.open([v, iv, flipped, tag].join('.'), 'org-1')).toThrow(SecretBoxError);
    expect(() => box.open('plain-text', 'org-1')).toThrow(SecretBoxError);
  });

  it('takes only 32-byte keys', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(RangeError);
    const text = randomBytes(32).toString('base64');
    expect(secretKeyFromText(text).byteLength).toBe(32);
    expect(() => secretKeyFromText('c2hvcnQ=')).toThrow(RangeError);
  });
});
