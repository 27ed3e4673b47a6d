import { isDeepStrictEqual } from 'node:util';

/** The pattern every error `code` follows: upper snake case, such as `FACTOR_NOT_FOUND`. */
export const ERROR_CODE_PATTERN = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** What the caller expects of one error instance. */
export interface ExpectedErrorShape {
  /** The class the error was made with; `name` must equal its name. */
  readonly className: string;
  /** When given, the `cause` the error was made with, which it must carry unchanged. */
  readonly cause?: unknown;
}

/**
 * How `error` falls short of the shape every CTP error has: an `Error` whose `name` is its class
 * name, a `code` in upper snake case, `details` as a frozen plain object holding every structured
 * field the error also has as a property, a message starting with `[ctp] `, and (when one was given)
 * the standard `cause`. Returns one sentence per problem, none
 * when the error conforms.
 */
export function errorShapeProblems(error: unknown, expected: ExpectedErrorShape): string[] {
  if (!(error instanceof Error)) return [`${expected.className}: not an Error`];
  const problems: string[] = [];
  const e = error as Error & { code?: unknown; details?: unknown };
  const say = (problem: string) => problems.push(`${expected.className}: ${problem}`);
  if (e.name !== expected.className) say(`name is ${JSON.stringify(e.name)}, not the class name`);
  if (typeof e.code !== 'string' || !ERROR_CODE_PATTERN.test(e.code)) {
    say(`code ${JSON.stringify(e.code)} is not UPPER_SNAKE_CASE`);
  }
  const details = e.details;
  if (typeof details !== 'object' || details === null || Array.isArray(details)) {
    say('details is not an object');
  } else if (!Object.isFrozen(details)) {
    say('details is not frozen');
  } else {
    for (const [key, value] of Object.entries(e)) {
      if (!SHAPE_KEYS.has(key) && value !== undefined && !inDetails(value, key, details)) {
        say(`field ${key} is not in details`);
      }
    }
  }
  if (!e.message.startsWith('[ctp] ')) say('message does not start with "[ctp] "');
  if ('cause' in expected && e.cause !== expected.cause) say('cause was not passed through');
  return problems;
}

/** Own properties that are the shape itself, not structured fields (`interactionId` is set after the fact). */
const SHAPE_KEYS: ReadonlySet<string> = new Set([
  'code',
  'details',
  'name',
  'message',
  'stack',
  'cause',
  'interactionId',
]);

/**
 * True when a field's value is in `details`: under the same key, or (for an object such as a source
 * location) spread into it, entry by entry.
 */
function inDetails(value: unknown, key: string, details: object): boolean {
  const all = details as Record<string, unknown>;
  if (isDeepStrictEqual(all[key], value)) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([k, v]) => isDeepStrictEqual(all[k], v));
}
