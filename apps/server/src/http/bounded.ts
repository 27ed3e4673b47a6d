import { z } from '@hono/zod-openapi';
import { forbiddenCharacter } from './input-limits.js';

/**
 * Documented maxima of request fields (the server README's "Input limits" table). Routes take them
 * through {@link boundedString} and {@link boundedJsonObject} rather than picking numbers of their own.
 */
export const FIELD_LIMITS = Object.freeze({
  /** Codes and identifiers: regions, grid regions, categories, units (characters). */
  code: 64,
  /** Names and short labels (characters). */
  name: 200,
  /** Free-form JSON objects attached to a record (activity and supplier attributes, forecast model
   * parameters): serialized size in UTF-16 code units. */
  attributesJson: 16 * 1024,
  /** The organization's settings object: serialized size in UTF-16 code units. */
  settingsJson: 64 * 1024,
  /** Nesting of a free-form JSON object (the object itself is depth 1). */
  jsonDepth: 8,
  /** Member names inside a free-form JSON object (characters). */
  jsonKey: 200,
});

/**
 * A string of at most `max` characters that holds no NUL and no lone UTF-16 surrogate (the input
 * guard refuses those in every body too; this keeps the rule in the schema where the field is).
 *
 * @example
 * const region = boundedString(FIELD_LIMITS.code).regex(/^[A-Z][A-Z0-9_-]*$/);
 */
export function boundedString(max: number) {
  return z
    .string()
    .max(max)
    .check((ctx) => {
      const why = forbiddenCharacter(ctx.value);
      if (why) ctx.issues.push({ code: 'custom', input: ctx.value, message: why });
    });
}

/**
 * `value` as it may appear in a message: at most `max` characters (then `…`), so no stored or sent
 * string is ever echoed whole into a problem, a log line or a failure record.
 */
export function quoted(value: unknown, max = 100): string {
  const text = typeof value === 'string' ? value : String(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Depth of a JSON value (a scalar is 0, `{}` is 1); iterative, so deep input cannot overflow the stack. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [v, depth] = item;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * A free-form JSON object (any JSON values) of at most `maxChars` serialized characters and
 * {@link FIELD_LIMITS.jsonDepth} levels, with member names of at most {@link FIELD_LIMITS.jsonKey}
 * characters. Documented in the OpenAPI schema, so clients see the maxima.
 *
 * @example
 * attributes: boundedJsonObject(FIELD_LIMITS.attributesJson).optional()
 */
export function boundedJsonObject(maxChars: number) {
  return z
    .record(boundedString(FIELD_LIMITS.jsonKey).min(1), z.unknown())
    .check((ctx) => {
      const depth = jsonDepth(ctx.value);
      if (depth > FIELD_LIMITS.jsonDepth) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `nested ${depth} levels deep; at most ${FIELD_LIMITS.jsonDepth}`,
        });
        return;
      }
      const size = JSON.stringify(ctx.value).length;
      if (size > maxChars) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `${size} characters as JSON; at most ${maxChars}`,
        });
      }
    })
    .openapi({
      description: `Any JSON object; at most ${maxChars} characters as JSON and ${FIELD_LIMITS.jsonDepth} levels deep.`,
    });
}
