import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalFlatObject, canonicalText } from './canonical.js';

describe('canonical text shortcuts', () => {
  it('canonicalText equals canonicalize for any string, escapes and surrogate pairs included', () => {
    for (const text of [
      '',
      'a',
      'a"b',
      'back\\slash',
      'tab\there',
      '\u0000',
      '\u001f',
      '\u007f',
      'é',
      '😀',
      '\u2028',
    ])
      expect(canonicalText(text)).toBe(canonicalize(text));
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-composite' }),
        (text) => canonicalText(text) === canonicalize(text),
      ),
      { numRuns: 500 },
    );
  });

  it('canonicalText refuses a lone surrogate as canonicalize does', () => {
    expect(() => canonicalText('a\ud800')).toThrow();
  });

  it('canonicalFlatObject equals canonicalize for flat and nested JSON objects (property)', () => {
    expect(canonicalFlatObject({})).toBe('{}');
    expect(canonicalFlatObject({ b: 1, a: 'x', é: null, A: true, n: -0, f: 1e21 })).toBe(
      canonicalize({ b: 1, a: 'x', é: null, A: true, n: -0, f: 1e21 }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
        (value) => {
          const json = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
          return canonicalFlatObject(json) === canonicalize(json);
        },
      ),
      { numRuns: 500 },
    );
  });
});
