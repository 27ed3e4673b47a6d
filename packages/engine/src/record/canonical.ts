import { createHash, type Hash, hash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * RFC 8785 (JSON Canonicalization Scheme) helpers. Every value is serialised by `canonicalize`
 * (the reference implementation by the RFC's author); the engine only assembles objects whose
 * member values are already canonical, ordering keys exactly as RFC 8785 does (by UTF-16 code
 * units, JavaScript's default sort). The result is byte-identical to `canonicalize(wholeObject)`,
 * which the tests check and `verifyRecord` relies on.
 */

/** RFC 8785 canonical JSON of a JSON value. @throws TypeError for a value JSON cannot hold. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no JSON representation');
  return text;
}

const strings = new Map<string, string>();
const STRING_CACHE_LIMIT = 4096;

/**
 * `canonicalJson` of a string that recurs across records (a category, unit, region, date, gas id,
 * label), memoised in a bounded map: the same text as `canonicalize(text)`, without re-serialising.
 */
export function canonicalString(text: string): string {
  let out = strings.get(text);
  if (out === undefined) {
    if (strings.size >= STRING_CACHE_LIMIT) strings.clear();
    out = canonicalJson(text);
    strings.set(text, out);
  }
  return out;
}

/**
 * Characters RFC 8785 (like `JSON.stringify`) writes unchanged inside a string: anything but the
 * quote, the backslash, control characters and surrogates (a surrogate pair is fine, but the
 * general path checks it).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must be escaped
const PLAIN_TEXT = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

/**
 * `canonicalJson` of a string, quickly: text that needs no escape (ids, labels, dates, codes) is
 * quoted as it is, which is exactly what RFC 8785 writes; anything else goes through `canonicalize`.
 */
export function canonicalText(text: string): string {
  return PLAIN_TEXT.test(text) ? `"${text}"` : canonicalJson(text);
}

/**
 * `canonicalJson` of a flat JSON object whose values are strings, finite numbers, booleans or
 * null (activity attributes, mostly): keys sorted by UTF-16 code units as RFC 8785 orders them,
 * strings through {@link canonicalText}, numbers as `JSON.stringify` writes them (RFC 8785's
 * number form in JavaScript, as in `canonicalize`). Nested objects and arrays go through
 * `canonicalize` as a whole.
 */
export function canonicalFlatObject(value: Readonly<Record<string, unknown>>): string {
  const keys = Object.keys(value);
  if (keys.length === 0) return '{}';
  keys.sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const item = value[key];
    let text: string;
    if (typeof item === 'string') text = canonicalText(item);
    else if (typeof item === 'number' && Number.isFinite(item)) text = JSON.stringify(item);
    else if (typeof item === 'boolean') text = item ? 'true' : 'false';
    else if (item === null) text = 'null';
    else return canonicalJson(value);
    out += `${i === 0 ? '' : ','}${canonicalText(key)}:${text}`;
  }
  return `${out}}`;
}

/** Canonical JSON of an object from its members' canonical JSON; `undefined` members are left out. */
export function canonicalObject(members: Readonly<Record<string, string | undefined>>): string {
  const keys = Object.keys(members).sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const value = members[key];
    if (value === undefined) continue;
    out += `${first ? '' : ','}${canonicalJson(key)}:${value}`;
    first = false;
  }
  return `${out}}`;
}

/**
 * A fixed set of object keys, sorted once as RFC 8785 orders them, with their canonical `"key":`
 * fragments prepared: renders canonical objects of that shape from canonical member values.
 */
export class CanonicalShape<K extends string> {
  /** The keys in canonical order. */
  readonly keys: readonly K[];
  readonly #fragments: readonly string[];

  constructor(keys: readonly K[]) {
    this.keys = Object.freeze([...keys].sort());
    this.#fragments = this.keys.map((k) => `${canonicalJson(k)}:`);
  }

  #members(
    values: Readonly<Partial<Record<K, string | undefined>>>,
    from: number,
    to: number,
    trailingComma: boolean,
  ): string {
    let out = '';
    for (let i = from; i < to; i++) {
      const value = values[this.keys[i] as K];
      if (value === undefined) continue;
      out += out === '' || trailingComma ? `${this.#fragments[i]}${value}` : `,${this.#fragments[i]}${value}`;
      if (trailingComma) out += ',';
    }
    return out;
  }

  /** The canonical object; `undefined` members are left out. */
  render(values: Readonly<Partial<Record<K, string | undefined>>>): string {
    return `{${this.#members(values, 0, this.keys.length, false)}}`;
  }

  /** The canonical text before member `key` (which must be present): `{` and the members sorting before it, each with its comma. */
  head(values: Readonly<Partial<Record<K, string | undefined>>>, key: K): string {
    return `{${this.#members(values, 0, this.keys.indexOf(key), true)}`;
  }

  /** The canonical text from member `key` (which must be present) to the closing brace: `head(v, key) + tail(v, key) === render(v)`. */
  tail(values: Readonly<Partial<Record<K, string | undefined>>>, key: K): string {
    return `${this.#members(values, this.keys.indexOf(key), this.keys.length, false)}}`;
  }
}

/** Canonical JSON of an array from its items' canonical JSON. */
export function canonicalArray(items: readonly string[]): string {
  return `[${items.join(',')}]`;
}

/** SHA-256 of the UTF-8 bytes of a text, as 64 lower-case hex digits. */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** A SHA-256 state that has consumed `text` (UTF-8); continue it with `copy().update(…)`. */
export function startSha256(text: string): Hash {
  return createHash('sha256').update(text, 'utf8');
}
