import { Decimal } from '@ctp/factors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocationShares } from './allocation-shares.js';

const d = (v: string) => new Decimal(v);

describe('allocationShares', () => {
  it('splits in proportion to consumption, rounded down to watt-hours', () => {
    const shares = allocationShares(d('100000'), [
      { id: 'a', kwh: d('100000') },
      { id: 'b', kwh: d('50000') },
      { id: 'c', kwh: d('50000') },
    ]);
    expect(Object.fromEntries([...shares].map(([k, v]) => [k, v.toFixed()]))).toEqual({
      a: '50000',
      b: '25000',
      c: '25000',
    });
    const thirds = allocationShares(d('100'), [
      { id: 'a', kwh: d('1') },
      { id: 'b', kwh: d('1') },
      { id: 'c', kwh: d('1') },
    ]);
    // 3 kWh consumed, 100 allocated: each line is covered in full, the surplus stays unclaimed.
    expect([...thirds.values()].map((v) => v.toFixed())).toEqual(['1', '1', '1']);
    const uneven = allocationShares(d('1'), [
      { id: 'a', kwh: d('1') },
      { id: 'b', kwh: d('1') },
      { id: 'c', kwh: d('1') },
    ]);
    expect([...uneven.values()].map((v) => v.toFixed())).toEqual(['0.333', '0.333', '0.333']);
  });

  it('gives nothing when nothing was consumed', () => {
    expect(allocationShares(d('5'), [{ id: 'a', kwh: d('0') }]).size).toBe(0);
    expect(allocationShares(d('5'), []).size).toBe(0);
  });

  it('never hands out more than the allocation nor more than a line consumed (property)', () => {
    const kwh = fc.integer({ min: 0, max: 10_000_000 }).map((n) => new Decimal(n).dividedBy(1000));
    fc.assert(
      fc.property(kwh, fc.array(kwh, { maxLength: 30 }), (allocated, consumed) => {
        const lines = consumed.map((k, i) => ({ id: String(i), kwh: k }));
        const shares = allocationShares(allocated, lines);
        const sum = [...shares.values()].reduce((s, v) => s.plus(v), new Decimal(0));
        expect(sum.lte(allocated)).toBe(true);
        for (const line of lines) expect((shares.get(line.id) ?? new Decimal(0)).lte(line.kwh)).toBe(true);
      }),
    );
  });
});
