import fc from 'fast-check';

/**
 * Hostile values the fuzzer sends, one family per defect class of issue 19. Test support only.
 * Strings are what a query or path carries; JSON values what a body carries.
 */
export const HOSTILE_STRINGS: Record<string, string> = {
  nul: 'a\u0000b',
  loneHigh: 'x\ud800',
  loneLow: '\udc00y',
  huge: 'A'.repeat(100_000),
  sqlInjection: "'; DROP TABLE organizations; --",
  jsonbInjection: `{"$ne": null}`,
  pathTraversal: '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  template: '${7*7}{{7*7}}<%= 7*7 %>',
  script: '<script>alert(1)</script>',
  crlf: 'a\r\nSet-Cookie: x=1',
  unicode: 'ǅ\u202e\ufeff\u200b🌱',
  negative: '-1',
  exponent: '1e309',
  longNumber: '9'.repeat(400),
  badDate: '2025-02-30',
  empty: '',
};

/** `depth` nested arrays around a NUL string, as raw JSON text (serializing it recursively would overflow). */
export const deepJson = (depth: number) => `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;

/** A JSON value of a hostile kind (any type: the fuzzer sends it where the schema wants something else). */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...Object.values(HOSTILE_STRINGS)),
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -1e308),
  fc.constantFrom(
    [],
    {},
    [null],
    { '': null },
    { __proto__: { admin: true } },
    { constructor: { prototype: {} } },
  ),
  fc.constant(Array.from({ length: 20_000 }, (_, i) => i)),
  fc.constant({ a: { b: { c: { d: { e: { f: { g: { h: { i: { j: 'deep' } } } } } } } } } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** A query or path value of a hostile kind. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...Object.values(HOSTILE_STRINGS)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
);
