import { z } from 'zod';
import { InvalidRouteTableError } from '../errors.js';
import { type Role, roleSchema } from '../roles.js';
import { matchIndexed } from './route-index.js';

/** HTTP methods a route table entry can name. */
export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** One route: method, Hono-style path (`/api/facilities/:id`), and the roles allowed or `'public'`. */
export interface RouteRule {
  method: (typeof ROUTE_METHODS)[number];
  path: string;
  roles: readonly Role[] | 'public';
}

/** The declarative route table: the single source of access rules, also shown in the OpenAPI document. */
export type RouteTable = readonly RouteRule[];

const segment = /^(?::[A-Za-z_][A-Za-z0-9_]*|[A-Za-z0-9._~!$&'()*+,;=@-]+)$/;
const ruleSchema = z.strictObject({
  method: z.enum(ROUTE_METHODS),
  path: z.string().refine(
    (p) =>
      p === '/' ||
      (p.startsWith('/') &&
        p
          .slice(1)
          .split('/')
          .every((s) => segment.test(s))),
    {
      message: 'must be "/" or "/"-separated literal or ":param" segments',
    },
  ),
  roles: z.union([z.literal('public'), z.array(roleSchema).min(1)]),
});

/**
 * Validates a route table (methods, paths, roles, no duplicate method and path) and freezes it.
 * Throws {@link InvalidRouteTableError}. `requireRoles` calls it; call it yourself to fail at start-up.
 */
export function defineRouteTable(table: readonly RouteRule[]): RouteTable {
  const errors: string[] = [];
  const seen = new Set<string>();
  table.forEach((rule, i) => {
    const result = ruleSchema.safeParse(rule);
    if (!result.success)
      for (const issue of result.error.issues)
        errors.push(`[${i}].${issue.path.join('.')}: ${issue.message}`);
    const key = `${rule.method} ${rule.path.replace(/:[^/]+/g, ':')}`;
    if (seen.has(key)) errors.push(`[${i}]: duplicate route ${rule.method} ${rule.path}`);
    seen.add(key);
  });
  if (errors.length > 0) throw new InvalidRouteTableError({ errors });
  return Object.freeze(
    table.map((r) =>
      Object.freeze({ ...r, roles: r.roles === 'public' ? r.roles : Object.freeze([...r.roles]) }),
    ),
  );
}

/** A matched rule and the path parameters it captured. */
export interface RouteMatch {
  rule: RouteRule;
  params: Record<string, string>;
}

/**
 * Finds every rule matching a request (`HEAD` uses the `GET` rules). Usually one; when patterns
 * overlap (`/a/new` and `/a/:id`) all are returned and `requireRoles` demands that the caller satisfy
 * each of them, because Hono may dispatch to either handler depending on registration order.
 */
export function matchRoutes(table: RouteTable, method: string, path: string): RouteMatch[] {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return matchIndexed(table, m, path);
}

/**
 * Lists routes registered in a Hono app (`app.routes`) that the table does not cover, for a start-up
 * or test assertion that nothing escaped the table. Middleware entries (method `ALL`) are ignored.
 */
export function findUncoveredRoutes(
  routes: readonly { method: string; path: string }[],
  table: RouteTable,
): { method: string; path: string }[] {
  const covered = new Set(table.map((r) => `${r.method} ${r.path}`));
  return routes.filter((r) => r.method !== 'ALL' && !covered.has(`${r.method} ${r.path}`));
}
