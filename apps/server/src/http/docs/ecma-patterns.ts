/**
 * The OpenAPI generator writes a zod regex with flags as its source followed by `/flags` (`^urn:…$/i`),
 * which no JSON Schema validator can match: ECMA-262 patterns have no flags. These helpers rewrite such
 * a pattern into the flagless pattern that accepts the same strings, so clients validating against the
 * document accept what the server accepts.
 */

const isLetter = (ch: string) => ch.toLowerCase() !== ch.toUpperCase();
const bothCases = (ch: string) => `${ch.toLowerCase()}${ch.toUpperCase()}`;

/**
 * `source` (an ECMA-262 pattern) made case-insensitive without the `i` flag: each letter outside a
 * class becomes `[xX]`, and classes gain the other case of their letters and letter ranges. Escapes
 * (`\S`, `\d`, `\/`) are kept as they are. Throws on constructs it does not rewrite (named groups,
 * back references, Unicode property escapes), so a new pattern cannot be emitted wrong silently.
 */
export function caseInsensitivePattern(source: string): string {
  if (/\(\?<[^=!]|\\k<|\\[1-9]|\\[pP]\{/.test(source)) {
    throw new Error(`cannot rewrite the pattern ${source} without the i flag`);
  }
  let out = '';
  let inClass = false;
  let classExtra = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (ch === '\\') {
      out += source.slice(i, i + 2);
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') {
        // The other cases go last, but before a trailing literal `-` (which would make them a range).
        const dash = out.endsWith('-') && !out.endsWith('\\-');
        out = dash ? `${out.slice(0, -1)}${classExtra}-]` : `${out}${classExtra}]`;
        inClass = false;
        continue;
      }
      const to = source[i + 2];
      if (source[i + 1] === '-' && to !== undefined && to !== ']' && isLetter(ch) && isLetter(to)) {
        const other = ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase();
        const otherTo = to === to.toLowerCase() ? to.toUpperCase() : to.toLowerCase();
        out += `${ch}-${to}`;
        classExtra += `${other}-${otherTo}`;
        i += 2;
        continue;
      }
      out += ch;
      if (isLetter(ch)) classExtra += bothCases(ch).replace(ch, '');
      continue;
    }
    if (ch === '[') {
      inClass = true;
      classExtra = '';
      out += ch;
      if (source[i + 1] === '^') {
        out += '^';
        i++;
      }
      continue;
    }
    out += isLetter(ch) ? `[${bothCases(ch)}]` : ch;
  }
  return out;
}

/** A generated pattern as ECMA-262: `^a$/i` rewritten without its flag; other patterns unchanged. */
export function ecmaPattern(pattern: string): string {
  const flagged = /^(.*)\/([a-z]+)$/s.exec(pattern);
  // A pattern may legitimately end in an escaped slash or a class holding one; only a bare `/flags`
  // suffix after an anchor or a group is the generator's flag notation.
  if (flagged === null || !/[$)\]]$/.test(flagged[1] as string)) return pattern;
  const [, source, flags] = flagged as unknown as [string, string, string];
  if (flags === 'i') return caseInsensitivePattern(source);
  if (flags === 'u' || flags === 'v') return source;
  throw new Error(`the pattern ${pattern} has flags (${flags}) ECMA-262 patterns cannot carry`);
}

/** Rewrites every `pattern` in the OpenAPI `document` in place with {@link ecmaPattern}; returns it. */
export function withEcmaPatterns<T>(document: T): T {
  const stack: unknown[] = [document];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node === null || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    if (typeof record.pattern === 'string') record.pattern = ecmaPattern(record.pattern);
    for (const value of Object.values(record))
      if (value !== null && typeof value === 'object') stack.push(value);
  }
  return document;
}
