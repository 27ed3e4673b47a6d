import type { MiddlewareHandler } from 'hono';
import type { InputRefusalShape } from './app-env.js';
import { forbiddenCharacter, INPUT_LIMITS } from './input-limits.js';
import { buildProblem, type ProblemFieldError, problemResponse } from './problem.js';
import { problemTypeForCode } from './problem-types.js';
import { yieldToLoop } from './yield-to-loop.js';

/** Characters of a name or segment quoted back in a pointer; the rest is cut (never echo input unbounded). */
const QUOTED_MAX = 100;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A pointer segment safe to echo: escaped per RFC 6901, NUL spelled out, lone surrogates replaced, cut short. */
function escapePointer(segment: string): string {
  const clipped = segment.length > QUOTED_MAX ? `${segment.slice(0, QUOTED_MAX)}…` : segment;
  return clipped
    .replaceAll('\u0000', '\\u0000')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/~/g, '~0')
    .replace(/\//g, '~1');
}

/** A refusal found by the guard: which status family, and the field it names. */
interface Finding {
  tooLarge: boolean;
  error: ProblemFieldError;
}

/** Percent-decodes `raw`; malformed escapes are kept as sent (the route's own validation refuses them). */
function decode(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The first problem of the path or query string, naming the segment or parameter. */
export function urlFinding(url: URL, rawQuery: string): Finding | undefined {
  if (url.pathname.length > INPUT_LIMITS.maxPathLength) {
    const message = `the path has ${url.pathname.length} characters; at most ${INPUT_LIMITS.maxPathLength} are accepted`;
    return { tooLarge: false, error: { pointer: '', in: 'path', code: 'too_big', message } };
  }
  if (rawQuery.length > INPUT_LIMITS.maxQueryLength) {
    const message = `the query string has ${rawQuery.length} characters; at most ${INPUT_LIMITS.maxQueryLength} are accepted`;
    return { tooLarge: false, error: { pointer: '', in: 'query', code: 'too_big', message } };
  }
  for (const segment of url.pathname.split('/')) {
    const why = forbiddenCharacter(decode(segment));
    if (why) {
      const pointer = `/${escapePointer(segment)}`;
      return { tooLarge: false, error: { pointer, in: 'path', code: 'invalid_characters', message: why } };
    }
  }
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const cut = pair.indexOf('=');
    const name = decode(cut < 0 ? pair : pair.slice(0, cut));
    const value = cut < 0 ? '' : decode(pair.slice(cut + 1));
    const why = forbiddenCharacter(name) ?? forbiddenCharacter(value);
    if (why) {
      const pointer = `/${escapePointer(name)}`;
      return { tooLarge: false, error: { pointer, in: 'query', code: 'invalid_characters', message: why } };
    }
  }
  return undefined;
}

/**
 * The first problem of a parsed JSON value: a NUL or lone surrogate in a string or member name, or a
 * nesting, array, object or string beyond {@link INPUT_LIMITS}. Iterative, so any depth is safe.
 */
export function jsonFinding(value: unknown): Finding | undefined {
  // Each entry keeps its parent and its key; the pointer is spelled out only for a finding, so a
  // 10 MiB body is walked without building a string per value.
  type Entry = { value: unknown; parent: Entry | undefined; key: string; depth: number };
  const pointerOf = (entry: Entry | undefined): string => {
    const segments: string[] = [];
    for (let e = entry; e?.parent !== undefined; e = e.parent) segments.push(escapePointer(e.key));
    return segments
      .reverse()
      .map((segment) => `/${segment}`)
      .join('');
  };
  const tooBig = (entry: Entry, message: string): Finding => ({
    tooLarge: true,
    error: { pointer: pointerOf(entry), in: 'json', code: 'too_big', message },
  });
  const text = (s: string, entry: Entry): Finding | undefined => {
    if (s.length > INPUT_LIMITS.maxStringLength) {
      return tooBig(entry, `a string of ${s.length} characters; at most ${INPUT_LIMITS.maxStringLength}`);
    }
    const why = forbiddenCharacter(s);
    return why
      ? {
          tooLarge: false,
          error: { pointer: pointerOf(entry), in: 'json', code: 'invalid_characters', message: why },
        }
      : undefined;
  };
  const stack: Entry[] = [{ value, parent: undefined, key: '', depth: 1 }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const { value: v, depth } = entry;
    if (typeof v === 'string') {
      const found = text(v, entry);
      if (found) return found;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth > INPUT_LIMITS.maxJsonDepth) {
      return tooBig(entry, `nested deeper than ${INPUT_LIMITS.maxJsonDepth} levels`);
    }
    if (Array.isArray(v)) {
      if (v.length > INPUT_LIMITS.maxArrayLength) {
        return tooBig(entry, `an array of ${v.length} elements; at most ${INPUT_LIMITS.maxArrayLength}`);
      }
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], parent: entry, key: String(i), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(v);
    if (keys.length > INPUT_LIMITS.maxObjectKeys) {
      return tooBig(entry, `an object of ${keys.length} members; at most ${INPUT_LIMITS.maxObjectKeys}`);
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      const member: Entry = {
        value: (v as Record<string, unknown>)[key],
        parent: entry,
        key,
        depth: depth + 1,
      };
      const found = text(key, member);
      if (found) return found;
      stack.push(member);
    }
  }
  return undefined;
}

/** JSON media types: `application/json`, `application/cloudevents+json`, `application/merge-patch+json`… */
const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /[/+]json\b/i.test(contentType);

/**
 * The boundary rules every request meets before its route (see {@link INPUT_LIMITS}): a bounded path and
 * query string, no NUL or lone surrogate in the path, query or a JSON body, and JSON bodies of bounded
 * depth, array, object and string sizes. A refusal is a 400 `validation-failed` (or a 413
 * `payload-too-large` for sizes of the body) naming the field; a JSON body that does not parse is left to
 * the route (`malformed-json`). The parsed body is kept, so routes do not read it again. Under a
 * path of `shapes` the refusal takes that protocol's error shape instead.
 */
export function inputGuard(shapes: readonly InputRefusalShape[] = []): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const rawQuery = url.search.startsWith('?') ? url.search.slice(1) : url.search;
    let finding = urlFinding(url, rawQuery);
    // GET and HEAD carry no body (Hono's request has none for them); asking would build a whole
    // fetch Request per request for nothing.
    const bodied = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (finding === undefined && bodied && c.req.raw.body !== null && isJson(c.req.header('content-type'))) {
      const body = await c.req.text();
      let parsed: unknown;
      let parses = true;
      try {
        parsed = JSON.parse(body);
      } catch {
        parses = false;
      }
      if (parses) {
        // A large body costs a parse and a walk of some hundred milliseconds each: let other
        // requests (and /healthz) in between rather than holding the event loop for both.
        await yieldToLoop();
        finding = jsonFinding(parsed);
        await yieldToLoop();
        // Hono's json() parses the cached text again; a 10 MiB body would be parsed twice (about a
        // second of blocked event loop on a loaded machine). The route gets the value parsed here.
        if (finding === undefined)
          Object.defineProperty(c.req, 'json', { value: () => Promise.resolve(parsed) });
      }
    }
    if (finding === undefined) return next();
    const code = finding.tooLarge ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
    const row = problemTypeForCode(code);
    if (row === undefined) throw new Error(`problem table lacks ${code}`);
    const { error } = finding;
    const where = error.in === 'json' ? 'request body' : `request ${error.in}`;
    const field = error.pointer === '' ? `The ${where}` : `The ${where} at ${error.pointer}`;
    const detail = `${field}: ${error.message}.`;
    const shape = shapes.find((s) => c.req.path.startsWith(s.pathPrefix));
    if (shape) return shape.respond(c, { status: finding.tooLarge ? 413 : 400, message: detail });
    return problemResponse(buildProblem(c, row, code, { detail, errors: [error] }));
  };
}
