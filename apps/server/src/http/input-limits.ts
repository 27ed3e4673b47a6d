/**
 * The maxima every request is held to before any route sees it (the server README's "Input limits"
 * table lists them). Routes narrow them further with the schema helpers of `bounded.ts`; nothing a
 * route accepts may exceed these, so no handler, message, hash or token count ever works on more.
 */
export const INPUT_LIMITS = Object.freeze({
  /** Characters of the path (percent-encoded, as sent). */
  maxPathLength: 2_048,
  /** Characters of the query string (percent-encoded, as sent, without the `?`). */
  maxQueryLength: 4_096,
  /** Nesting of arrays and objects in a JSON body (the top-level value is depth 1). */
  maxJsonDepth: 32,
  /** Elements of any one array in a JSON body. */
  maxArrayLength: 100_000,
  /** Members of any one object in a JSON body. */
  maxObjectKeys: 1_000,
  /** UTF-16 code units of any one string (or member name) in a JSON body. */
  maxStringLength: 2_000_000,
});

/** A NUL character or a UTF-16 surrogate without its partner: text PostgreSQL, hashing and clients refuse. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const FORBIDDEN_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why `text` may not be stored, or `undefined` when it may: NUL characters and lone UTF-16 surrogates
 * are refused everywhere (PostgreSQL `text` cannot hold NUL, and a lone surrogate has no UTF-8 form).
 */
export function forbiddenCharacter(text: string): string | undefined {
  const found = FORBIDDEN_CHARACTERS.exec(text);
  if (found === null) return undefined;
  return found[0] === '\u0000'
    ? `contains a NUL character at position ${found.index}`
    : `contains a lone UTF-16 surrogate at position ${found.index}`;
}
