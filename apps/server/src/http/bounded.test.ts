import { describe, expect, it } from 'vitest';
import { boundedJsonObject, boundedString, FIELD_LIMITS, jsonDepth, quoted } from './bounded.js';

describe('boundedString', () => {
  const code = boundedString(FIELD_LIMITS.code).regex(/^[A-Z-]+$/);

  it('accepts a value within the maximum and keeps the further checks', () => {
    expect(code.parse('US-CAMX')).toBe('US-CAMX');
    expect(code.safeParse('us').success).toBe(false);
  });

  it('refuses a value beyond the maximum', () => {
    expect(code.safeParse('A'.repeat(FIELD_LIMITS.code + 1)).success).toBe(false);
  });

  it('refuses NUL and lone surrogates, accepts a surrogate pair', () => {
    const text = boundedString(100);
    expect(text.safeParse('a\u0000').error?.issues[0]?.message).toMatch(/NUL/);
    expect(text.safeParse('a\ud800b').error?.issues[0]?.message).toMatch(/surrogate/);
    expect(text.safeParse('b\udc00').success).toBe(false);
    expect(text.parse('leaf 🌱')).toBe('leaf 🌱');
  });
});

describe('boundedJsonObject', () => {
  const attributes = boundedJsonObject(1000);

  it('accepts any JSON values within the size and depth', () => {
    const value = { fuel: 'diesel', blend: { bio: 0.07 }, tags: ['a', 'b'] };
    expect(attributes.parse(value)).toEqual(value);
  });

  it('refuses one serialized beyond the maximum', () => {
    expect(attributes.safeParse({ note: 'x'.repeat(1000) }).error?.issues[0]?.message).toMatch(
      /at most 1000/,
    );
  });

  it('refuses one nested beyond the depth', () => {
    let deep: unknown = 1;
    for (let i = 0; i <= FIELD_LIMITS.jsonDepth; i++) deep = { d: deep };
    expect(attributes.safeParse(deep).error?.issues[0]?.message).toMatch(/levels deep/);
  });

  it('refuses a NUL in a member name', () => {
    expect(attributes.safeParse({ 'a\u0000': 1 }).success).toBe(false);
  });
});

describe('jsonDepth and quoted', () => {
  it('measures depth without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepth(deep)).toBe(100_000);
    expect(jsonDepth({ a: [1] })).toBe(2);
    expect(jsonDepth(3)).toBe(0);
  });

  it('cuts what it quotes', () => {
    expect(quoted('a'.repeat(1_000_000), 10)).toBe(`${'a'.repeat(10)}…`);
    expect(quoted('short')).toBe('short');
  });
});
