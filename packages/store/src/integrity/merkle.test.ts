import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { merkleLeafHash, merkleRoot } from './merkle.js';

const h = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p);
  return hash.digest();
};
const node = (l: Uint8Array, r: Uint8Array) => h(Uint8Array.of(1), l, r);

/** RFC 6962 MTH written recursively, straight from its definition (the reference the iterative one must equal). */
function reference(leaves: readonly Uint8Array[]): Buffer {
  if (leaves.length === 0) return h();
  if (leaves.length === 1) return Buffer.from(leaves[0] as Uint8Array);
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return node(reference(leaves.slice(0, k)), reference(leaves.slice(k)));
}

describe('merkleRoot (RFC 6962)', () => {
  it('hashes the empty tree, one leaf and three leaves as the RFC defines', () => {
    expect(merkleRoot([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const [a, b, c] = ['a', 'b', 'c'].map((s) => merkleLeafHash(s)) as [Buffer, Buffer, Buffer];
    expect(a.toString('hex')).toBe(h(Uint8Array.of(0), Buffer.from('a')).toString('hex'));
    expect(merkleRoot([a])).toBe(a.toString('hex'));
    expect(merkleRoot([a, b, c])).toBe(node(node(a, b), c).toString('hex'));
  });

  it('equals the recursive definition for any number of leaves', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 70 }), (data) => {
        const leaves = data.map((d) => merkleLeafHash(d));
        expect(merkleRoot(leaves)).toBe(reference(leaves).toString('hex'));
      }),
    );
  });

  it('changes when any leaf changes or leaves swap', () => {
    const leaves = ['1', '2', '3', '4', '5'].map((s) => merkleLeafHash(s));
    const root = merkleRoot(leaves);
    expect(merkleRoot([...leaves.slice(0, 4), merkleLeafHash('5000')])).not.toBe(root);
    expect(merkleRoot([leaves[1], leaves[0], ...leaves.slice(2)] as Buffer[])).not.toBe(root);
  });
});
