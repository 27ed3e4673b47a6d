import type { CtpError } from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fuelAlgorithm } from './__fixtures__/tiny.js';
import { defineAlgorithm } from './define-algorithm.js';
import type { CalculationAlgorithm } from './types.js';

const valid = { ...fuelAlgorithm } as CalculationAlgorithm;

function errorOf(def: unknown): CtpError {
  try {
    defineAlgorithm(def as CalculationAlgorithm);
  } catch (error) {
    return error as CtpError;
  }
  throw new Error('expected defineAlgorithm to throw');
}

describe('defineAlgorithm', () => {
  it('returns a frozen algorithm with typed inputs', () => {
    const alg = defineAlgorithm({ ...valid, inputs: z.object({ fuel: z.string() }) });
    expect(Object.isFrozen(alg)).toBe(true);
    expect(Object.isFrozen(alg.references)).toBe(true);
    expect(Object.isFrozen(alg.references[0])).toBe(true);
    expect(alg.id).toBe('test/fuel');
  });

  it.each([
    ['id', { id: 'fuel' }, 'id'],
    ['version', { version: '1.0' }, 'version'],
    ['category scope', { category: 'scope4.x' }, 'category'],
    ['category dotted', { category: 'scope1' }, 'category'],
    ['effective date', { effectiveDate: '2024-02-30' }, 'effectiveDate'],
    ['deprecated before effective', { deprecatedDate: '1999-01-01' }, 'deprecatedDate'],
    ['inputs not a schema', { inputs: { parse: () => 1 } }, 'inputs'],
    ['calculate not a function', { calculate: 'x' }, 'calculate'],
    ['empty methodology', { methodology: '  ' }, 'methodology'],
    ['no references', { references: [] }, 'references'],
    ['GLOBAL region', { region: 'GLOBAL' }, 'region'],
    ['scope3Category outside scope 3', { scope3Category: 1 }, 'scope3Category'],
    ['unknown field', { deprecationDate: '2030-01-01' }, '*'],
    ['draft without a title', { followsDraft: { title: ' ' } }, 'followsDraft'],
  ])('refuses a bad %s, naming the algorithm and the field', (_name, change, field) => {
    const error = errorOf({ ...valid, ...change });
    expect(error.code).toBe('INVALID_ALGORITHM');
    expect(error.message).toMatch(/^\[ctp\] \[(test\/fuel|fuel)\] invalid algorithm definition/);
    expect((error.details.issues as string[]).some((i) => i.startsWith(`${field}`))).toBe(true);
  });

  it('leaves followsDraft out unless given (a final method) and keeps a given one, frozen', () => {
    expect('followsDraft' in defineAlgorithm(valid)).toBe(false);
    const draft = { title: 'GHG Protocol Scope 2 revision, public consultation (2025)' };
    const alg = defineAlgorithm({ ...valid, followsDraft: draft });
    expect(alg.followsDraft).toEqual(draft);
    expect(alg.followsDraft).not.toBe(draft);
    expect(Object.isFrozen(alg.followsDraft)).toBe(true);
  });
});
