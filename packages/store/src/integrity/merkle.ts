import { createHash } from 'node:crypto';

/**
 * Merkle tree hash of RFC 6962 (Certificate Transparency, section 2.1), SHA-256:
 * a leaf is `SHA-256(0x00 || data)`, an inner node `SHA-256(0x01 || left || right)`, the tree
 * splits at the largest power of two below its size, and the empty tree's root is `SHA-256("")`.
 * The domain separation of leaves and nodes means no inner node can pass for a leaf. A published
 * algorithm, so anyone can recompute a root with their own tools; a few lines of node:crypto, so
 * no dependency.
 */
const sha256 = (...parts: readonly Uint8Array[]): Buffer => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

const LEAF = Uint8Array.of(0);
const NODE = Uint8Array.of(1);

/** `SHA-256(0x00 || data)`: the hash of one leaf. */
export function merkleLeafHash(data: string | Uint8Array): Buffer {
  return sha256(LEAF, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
}

/**
 * The root (hex) over leaf hashes in order. Iterative (level by level, pairing from the left and
 * carrying an odd last node up unchanged), which gives exactly RFC 6962's split at the largest
 * power of two, without recursion.
 */
export function merkleRoot(leafHashes: readonly Uint8Array[]): string {
  if (leafHashes.length === 0) return sha256().toString('hex');
  let level: readonly Uint8Array[] = leafHashes;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array;
      const right = level[i + 1];
      next.push(right === undefined ? left : sha256(NODE, left, right));
    }
    level = next;
  }
  return Buffer.from(level[0] as Uint8Array).toString('hex');
}
