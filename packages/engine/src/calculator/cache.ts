/**
 * A map with a size bound: when full it is emptied and starts again. Caches of a calculator only
 * ever hold values derived deterministically from their key, so dropping them changes no result,
 * and memory stays bounded however many distinct keys a long stream brings.
 */
export class BoundedCache<K, V> {
  readonly #map = new Map<K, V>();
  readonly #limit: number;

  constructor(limit = 10_000) {
    this.#limit = limit;
  }

  /** The cached value, or `undefined`. */
  get(key: K): V | undefined {
    return this.#map.get(key);
  }

  /** True when the key is cached (also for a cached `undefined`). */
  has(key: K): boolean {
    return this.#map.has(key);
  }

  /** Caches a value and returns it. */
  set(key: K, value: V): V {
    if (this.#map.size >= this.#limit) this.#map.clear();
    this.#map.set(key, value);
    return value;
  }

  /** The cached value, or `make()` cached under the key. */
  getOrSet(key: K, make: () => V): V {
    if (this.#map.has(key)) return this.#map.get(key) as V;
    return this.set(key, make());
  }

  /** Number of entries. */
  get size(): number {
    return this.#map.size;
  }
}
