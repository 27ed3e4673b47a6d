import { describe, expect, it } from 'vitest';
import { caseInsensitivePattern, ecmaPattern, withEcmaPatterns } from './ecma-patterns.js';

describe('ecmaPattern', () => {
  it("rewrites the generator's /i suffix into a flagless pattern accepting the same strings", () => {
    const source = '^urn:[a-z0-9][a-z0-9-]{0,31}:\\S+$';
    const flagless = new RegExp(ecmaPattern(`${source}/i`), 'u');
    const flagged = new RegExp(source, 'i');
    for (const s of [
      'urn:pact:product:1',
      'URN:GTIN:4712345060507',
      'Urn:Ab-9:x',
      'urn:-a:x',
      'urn:a',
      'urn: a:b',
      'x',
    ]) {
      expect(flagless.test(s), s).toBe(flagged.test(s));
    }
    expect(ecmaPattern('^bearer$/i')).toBe('^[bB][eE][aA][rR][eE][rR]$');
  });

  it('keeps patterns without flags, escaped slashes and negated classes as they are', () => {
    expect(ecmaPattern('^[A-Z]{2}$')).toBe('^[A-Z]{2}$');
    expect(ecmaPattern('^data:image\\/(png|jpeg);base64,[A-Za-z0-9+/=]+$')).toBe(
      '^data:image\\/(png|jpeg);base64,[A-Za-z0-9+/=]+$',
    );
    expect(caseInsensitivePattern('^[^a]x$')).toBe('^[^aA][xX]$');
    expect(caseInsensitivePattern('^[a-z0-9-]$')).toBe('^[a-z0-9A-Z-]$');
  });

  it('refuses what it cannot rewrite rather than emitting a wrong pattern', () => {
    expect(() => ecmaPattern('^(a)\\1$/i')).toThrow(/cannot rewrite/);
    expect(() => ecmaPattern('^a$/g')).toThrow(/flags/);
  });

  it('rewrites every pattern of a document', () => {
    const doc = { a: { pattern: '^x$/i' }, b: [{ items: { pattern: '^y$' } }] };
    expect(withEcmaPatterns(doc)).toEqual({ a: { pattern: '^[xX]$' }, b: [{ items: { pattern: '^y$' } }] });
  });
});
