import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, isBase64urlOfBytes, randomBase64url } from './crypto.js';
import { defineRouteTable, matchRoutes } from './http/route-table.js';
import { hashPassword, verifyPassword } from './password/hash.js';

describe('properties', () => {
  it('constantTimeEqual agrees with ===', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => constantTimeEqual(a, b) === (a === b)));
    fc.assert(fc.property(fc.string(), (a) => constantTimeEqual(a, a)));
  });

  it('random ids have the exact shape the cookie parser accepts', () => {
    for (let i = 0; i < 100; i++) expect(isBase64urlOfBytes(randomBase64url(32), 32)).toBe(true);
  });

  it('a path built from a pattern matches it and captures the values', () => {
    const literal = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const seg = fc.oneof(
      literal.map((s) => ({ pattern: s, value: s })),
      literal.map((s) => ({ pattern: ':p', value: s })),
    );
    fc.assert(
      fc.property(fc.array(seg, { minLength: 1, maxLength: 6 }), (segs) => {
        const named = segs.map((s, i) => (s.pattern === ':p' ? { ...s, pattern: `:p${i}` } : s));
        const table = defineRouteTable([
          { method: 'GET', path: `/${named.map((s) => s.pattern).join('/')}`, roles: 'public' },
        ]);
        const path = `/${named.map((s) => s.value).join('/')}`;
        const [match] = matchRoutes(table, 'GET', path);
        const params = Object.fromEntries(
          named.filter((s) => s.pattern.startsWith(':')).map((s) => [s.pattern.slice(1), s.value]),
        );
        expect(match?.params).toEqual(params);
        expect(matchRoutes(table, 'GET', `${path}/extra`)).toEqual([]);
        expect(matchRoutes(table, 'POST', path)).toEqual([]);
      }),
    );
  });

  it('a hash verifies its own password and no other', async () => {
    const tiny = { N: 16, r: 1, p: 1 };
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), async (a, b) => {
        const stored = await hashPassword(a, tiny);
        expect((await verifyPassword(a, stored, tiny)).valid).toBe(true);
        expect((await verifyPassword(b, stored, tiny)).valid).toBe(a.normalize('NFC') === b.normalize('NFC'));
      }),
      { numRuns: 50 },
    );
  });
});
