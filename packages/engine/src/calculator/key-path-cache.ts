type Level = Map<string, unknown>;

/**
 * A bounded cache keyed by a path of three to five strings, held as nested maps (one level per
 * part). A lookup never joins the parts into a new key string: the parts are texts that recur
 * (categories, regions, dates, units), whose hashes V8 keeps, so a hit allocates nothing and hashes
 * nothing new. Every caller of one cache passes the same number of parts. Like
 * {@link BoundedCache}, it is emptied when it holds `limit` values; its values are derived
 * deterministically from their key, so dropping them changes no result.
 */
export class KeyPathCache<V> {
  #root: Level = new Map();
  #size = 0;
  readonly #limit: number;

  constructor(limit = 10_000) {
    this.#limit = limit;
  }

  /** The map holding the last part's entries, or `undefined` (when `create` is false and it is absent). */
  #leaf(create: boolean, k0: string, k1: string, k2?: string, k3?: string): Level | undefined {
    let level = this.#root;
    for (const part of [k0, k1, k2, k3]) {
      if (part === undefined) break;
      let next = level.get(part) as Level | undefined;
      if (next === undefined) {
        if (!create) return undefined;
        next = new Map();
        level.set(part, next);
      }
      level = next;
    }
    return level;
  }

  /** The cached value, or `undefined`. The last part is the one after the others given. */
  get(k0: string, k1: string, k2: string, k3?: string, k4?: string): V | undefined {
    const level = this.#root.get(k0) as Level | undefined;
    const l1 = level?.get(k1) as Level | undefined;
    if (l1 === undefined) return undefined;
    if (k3 === undefined) return l1.get(k2) as V | undefined;
    const l2 = l1.get(k2) as Level | undefined;
    if (l2 === undefined) return undefined;
    if (k4 === undefined) return l2.get(k3) as V | undefined;
    return (l2.get(k3) as Level | undefined)?.get(k4) as V | undefined;
  }

  /** Caches a value under the path and returns it. */
  set(value: V, k0: string, k1: string, k2: string, k3?: string, k4?: string): V {
    if (this.#size >= this.#limit) {
      this.#root = new Map();
      this.#size = 0;
    }
    const last = k4 ?? k3 ?? k2;
    const leaf = (
      k4 !== undefined
        ? this.#leaf(true, k0, k1, k2, k3)
        : k3 !== undefined
          ? this.#leaf(true, k0, k1, k2)
          : this.#leaf(true, k0, k1)
    ) as Level;
    if (!leaf.has(last)) this.#size++;
    leaf.set(last, value);
    return value;
  }

  /** Number of cached values. */
  get size(): number {
    return this.#size;
  }
}
