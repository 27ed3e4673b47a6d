import { Decimal } from '@ctp/factors';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityAttributes } from './attributes.js';
import { toJsonObject } from './json.js';

function refusal(raw: Record<string, unknown>): { code: string; details: Record<string, unknown> } {
  try {
    activityAttributes(raw, 'a1');
  } catch (error) {
    return error as never;
  }
  throw new Error('expected the attributes to be refused');
}

const fail = (path: string, reason: string) => new Error(`${path}: ${reason}`);

describe('activityAttributes', () => {
  it('gives every activity with the same attribute text one frozen copy, canonical JSON and key', () => {
    const first = activityAttributes({ fuel: 'natural_gas', share: 0.5, on: true, none: null }, 'a1');
    const second = activityAttributes({ fuel: 'natural_gas', share: 0.5, on: true, none: null }, 'a2');
    expect(second).toBe(first);
    expect(Object.isFrozen(first.json)).toBe(true);
    expect(first.json).toEqual({ fuel: 'natural_gas', share: 0.5, on: true, none: null });
    expect(first.canonical).toBe(canonicalize(first.json));
    expect(first.key).toBe(JSON.stringify(first.json));
  });

  it('keeps key order in the key (a schema may read it), not in the canonical JSON', () => {
    const ab = activityAttributes({ a: '1', b: '2' }, 'a1');
    const ba = activityAttributes({ b: '2', a: '1' }, 'a1');
    expect(ab.key).not.toBe(ba.key);
    expect(ab.canonical).toBe(ba.canonical);
  });

  it('refuses what JSON cannot hold exactly, also after a set with the same JSON text was accepted', () => {
    activityAttributes({ n: null }, 'a1');
    expect(refusal({ n: Number.NaN })).toMatchObject({
      code: 'INVALID_INPUT',
      details: { activityId: 'a1', path: 'attributes.n' },
    });
    activityAttributes({ s: '\\ud800' }, 'a1');
    expect(refusal({ s: '\ud800' })).toMatchObject({ details: { path: 'attributes.s' } });
    expect(refusal({ d: new Date(0) })).toMatchObject({ details: { path: 'attributes.d' } });
  });

  it('writes decimals as records do, even when a string of another form was seen first', () => {
    activityAttributes({ share: '1e-7' }, 'a1');
    expect(activityAttributes({ share: new Decimal('1e-7') }, 'a1').json).toEqual({ share: '0.0000001' });
  });

  it('equals the uncached copy for any flat or nested attribute set', () => {
    const value = fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.integer());
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(value, fc.dictionary(fc.string(), value, { maxKeys: 2 })), {
          maxKeys: 4,
        }),
        (raw) => {
          let expected: ReturnType<typeof toJsonObject> | Error;
          try {
            expected = toJsonObject(raw, fail);
          } catch (error) {
            expected = error as Error;
          }
          for (let round = 0; round < 2; round++) {
            if (expected instanceof Error) {
              expect(() => activityAttributes(raw, 'a1')).toThrow();
              continue;
            }
            const got = activityAttributes(raw, 'a1');
            expect(got.json).toEqual(expected);
            expect(Object.keys(got.json)).toEqual(Object.keys(expected));
            expect(got.canonical).toBe(canonicalize(expected));
            expect(got.key).toBe(JSON.stringify(expected));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
