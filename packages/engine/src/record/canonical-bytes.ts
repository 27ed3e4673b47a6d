import { type Hash, hash } from 'node:crypto';

/**
 * A reusable byte buffer that a record's canonical JSON is written into, part by part, to be
 * hashed. The parts are canonical JSON already (from `canonicalize` or the shortcuts of
 * `canonical.ts`); this only lays their UTF-8 bytes end to end, so the bytes hashed are those of
 * the joined text. Why not a string: a record's canonical text joined from a few dozen parts is a
 * rope that V8 flattens (allocating and copying it) before hashing, which cost more than the
 * hashing itself; parts that recur are encoded once ({@link encoded}) and copied here.
 *
 * One writer is used for one text at a time, synchronously (`reset`, writes, then `sha256Hex` or
 * `updateHash`), so a module-level writer is safe to share: nothing stays in it between records.
 */
export class CanonicalBytes {
  #buf: Buffer;
  #length = 0;

  constructor(size = 8_192) {
    this.#buf = Buffer.allocUnsafe(size);
  }

  /** Empties the writer. */
  reset(): this {
    this.#length = 0;
    return this;
  }

  #room(bytes: number): Buffer {
    const needed = this.#length + bytes;
    if (needed > this.#buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.#buf.length * 2));
      this.#buf.copy(grown, 0, 0, this.#length);
      this.#buf = grown;
    }
    return this.#buf;
  }

  /** Appends bytes encoded once (see {@link encoded}). */
  bytes(b: Uint8Array): this {
    this.#room(b.length).set(b, this.#length);
    this.#length += b.length;
    return this;
  }

  /**
   * Appends a text as UTF-8. Short ASCII texts (decimals, ids, dates) are copied code by code;
   * anything else goes through `Buffer#write`, the same UTF-8 encoding `hash()` applies to a
   * string, so the bytes are those the text itself would hash to.
   */
  text(s: string): this {
    const n = s.length;
    const buf = this.#room(n * 3);
    const start = this.#length;
    if (n > 64) {
      this.#length += buf.write(s, start, 'utf8');
      return this;
    }
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        this.#length += buf.write(s, start, 'utf8');
        return this;
      }
      buf[start + i] = c;
    }
    this.#length += n;
    return this;
  }

  /** Appends one ASCII character by its code (a bracket, brace, comma or quote). */
  char(code: number): this {
    this.#room(1)[this.#length++] = code;
    return this;
  }

  /** SHA-256 of the bytes written, as 64 lower-case hex digits. */
  sha256Hex(): string {
    return hash('sha256', this.#buf.subarray(0, this.#length), 'hex');
  }

  /** Feeds the bytes written to a hash state and returns it. */
  updateHash(h: Hash): Hash {
    return h.update(this.#buf.subarray(0, this.#length));
  }
}

/** UTF-8 bytes of a text that recurs across records (a cached canonical part), encoded once. */
export function encoded(text: string): Uint8Array {
  return Buffer.from(text, 'utf8');
}
