import { describe, expect, it } from 'vitest';
import { KeyPathCache } from './key-path-cache.js';

describe('KeyPathCache', () => {
  it('holds values by paths of three to five parts, without confusing parts that join alike', () => {
    const three = new KeyPathCache<string>();
    three.set('x', 'a', 'b', 'c');
    expect(three.get('a', 'b', 'c')).toBe('x');
    expect(three.get('a', 'bc', '')).toBeUndefined();
    expect(three.get('a', 'b', 'd')).toBeUndefined();
    const five = new KeyPathCache<number | null>();
    five.set(null, 'a', 'b', 'c', 'd', 'e');
    five.set(5, 'a', 'b', 'c', 'd', 'f');
    expect(five.get('a', 'b', 'c', 'd', 'e')).toBeNull();
    expect(five.get('a', 'b', 'c', 'd', 'f')).toBe(5);
    expect(five.get('a', 'b', 'c', 'x', 'f')).toBeUndefined();
    expect(five.size).toBe(2);
  });

  it('starts again when full, so memory stays bounded', () => {
    const cache = new KeyPathCache<number>(3);
    for (let i = 0; i < 3; i++) cache.set(i, 'c', 'r', `2025-0${i + 1}-01`);
    expect(cache.size).toBe(3);
    cache.set(9, 'c', 'r', '2025-09-01');
    expect(cache.size).toBe(1);
    expect(cache.get('c', 'r', '2025-01-01')).toBeUndefined();
    expect(cache.get('c', 'r', '2025-09-01')).toBe(9);
  });

  it('counts a value set again under the same path once', () => {
    const cache = new KeyPathCache<number>();
    cache.set(1, 'a', 'b', 'c', 'd');
    cache.set(2, 'a', 'b', 'c', 'd');
    expect(cache.size).toBe(1);
    expect(cache.get('a', 'b', 'c', 'd')).toBe(2);
  });
});
