import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './canonical.js';
import { CanonicalBytes, encoded } from './canonical-bytes.js';

/** Texts of every kind a part may hold: ASCII, Latin-1, other planes, surrogate pairs, long ones. */
const part = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('×', '→ US → GLOBAL', 'é', '\u2028', '😀', 'x'.repeat(5_000)),
);

describe('CanonicalBytes', () => {
  it('hashes the same bytes as the joined text, whether parts are written as text or encoded bytes (property)', () => {
    const w = new CanonicalBytes(16);
    fc.assert(
      fc.property(fc.array(fc.tuple(part, fc.boolean()), { maxLength: 30 }), (parts) => {
        w.reset();
        for (const [text, asBytes] of parts) {
          if (asBytes) w.bytes(encoded(text));
          else w.text(text);
        }
        expect(w.sha256Hex()).toBe(sha256Hex(parts.map(([text]) => text).join('')));
      }),
    );
  });

  it('writes single characters and continues a hash state with its bytes', () => {
    const w = new CanonicalBytes(4).reset().char(0x7b).text('"a":"1.5"').char(0x7d);
    expect(w.sha256Hex()).toBe(sha256Hex('{"a":"1.5"}'));
    const prefix = createHash('sha256').update('{"x":', 'utf8');
    expect(w.updateHash(prefix.copy()).digest('hex')).toBe(sha256Hex('{"x":{"a":"1.5"}'));
  });

  it('starts empty again after reset', () => {
    const w = new CanonicalBytes().text('something long enough to matter');
    expect(w.reset().text('ab').sha256Hex()).toBe(sha256Hex('ab'));
  });
});
