import type { RouteRule } from './route-table.js';

/** A rule with its pattern split once, so matching a request never re-parses the table. */
interface CompiledRule {
  rule: RouteRule;
  segments: readonly string[];
}

/** A table's rules by method, then by segment count, in table order. */
type RouteIndex = ReadonlyMap<string, ReadonlyMap<number, readonly CompiledRule[]>>;

// Every request is matched against the table three times (page fallback, 405, roles): a linear scan
// splitting ~230 patterns each time was a tenth of a request's CPU under load (issue 22).
const indexes = new WeakMap<readonly RouteRule[], RouteIndex>();

function compile(table: readonly RouteRule[]): RouteIndex {
  const index = new Map<string, Map<number, CompiledRule[]>>();
  for (const rule of table) {
    const segments = rule.path.split('/');
    const byLength = index.get(rule.method) ?? new Map<number, CompiledRule[]>();
    index.set(rule.method, byLength);
    const bucket = byLength.get(segments.length) ?? [];
    byLength.set(segments.length, bucket);
    bucket.push({ rule, segments });
  }
  return index;
}

/**
 * The index of `table`, built once per frozen table (what `defineRouteTable` returns). A table that
 * is not frozen could change after indexing, so it is indexed afresh on every call.
 */
function indexOf(table: readonly RouteRule[]): RouteIndex {
  if (!Object.isFrozen(table)) return compile(table);
  let index = indexes.get(table);
  if (index === undefined) {
    index = compile(table);
    indexes.set(table, index);
  }
  return index;
}

/** The parameters `segments` capture from the request's `got` segments, or `null` when it does not match. */
function capture(segments: readonly string[], got: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const want = segments[i] ?? '';
    const have = got[i] ?? '';
    if (want.startsWith(':')) {
      if (have === '') return null;
      params[want.slice(1)] = have;
    } else if (want !== have) return null;
  }
  return params;
}

/**
 * The rules of `table` for `method` (already upper-case, `HEAD` already `GET`) whose pattern matches
 * `path`, in table order, with the parameters each captured.
 */
export function matchIndexed(
  table: readonly RouteRule[],
  method: string,
  path: string,
): { rule: RouteRule; params: Record<string, string> }[] {
  const got = path.split('/');
  const candidates = indexOf(table).get(method)?.get(got.length) ?? [];
  const matches: { rule: RouteRule; params: Record<string, string> }[] = [];
  for (const { rule, segments } of candidates) {
    const params = capture(segments, got);
    if (params !== null) matches.push({ rule, params });
  }
  return matches;
}
