import { createMiddleware } from 'hono/factory';
import type { AuthAuditSink } from '../ports.js';
import type { AuthEnv } from '../principal.js';
import { AUTH_PROBLEM_TYPES, problem } from './problem.js';
import { defineRouteTable, matchRoutes, type RouteRule } from './route-table.js';

/** Options of {@link requireRoles}. */
export interface RequireRolesOptions {
  /** Receives `access.denied` events for authenticated callers refused by the table. */
  audit?: AuthAuditSink;
  /** Clock, for tests. */
  now?: () => Date;
}

/**
 * Hono middleware enforcing the route table after `authenticate`. Deny by default: a request whose
 * method and path are not in the table gets 404 (`route-not-found`). Public routes pass. Otherwise an
 * anonymous caller gets 401 (`unauthenticated`), a caller whose role is not listed 403 (`forbidden`),
 * and a caller naming another organization in an `organizationId` path or query parameter 403
 * (`organization-mismatch`). When several table patterns match one path, the caller must satisfy all.
 */
export function requireRoles(table: readonly RouteRule[], options: RequireRolesOptions = {}) {
  const routes = defineRouteTable(table);
  const now = options.now ?? (() => new Date());
  return createMiddleware<AuthEnv>(async (c, next) => {
    const matches = matchRoutes(routes, c.req.method, c.req.path);
    if (matches.length === 0) {
      return problem(c, { type: AUTH_PROBLEM_TYPES.routeNotFound, title: 'Not Found', status: 404 });
    }
    const protectedRules = matches.filter((m) => m.rule.roles !== 'public');
    if (protectedRules.length === 0) return next();
    const principal = c.get('principal');
    if (principal === undefined) {
      const body = {
        type: AUTH_PROBLEM_TYPES.unauthenticated,
        title: 'Authentication required',
        status: 401,
      };
      return problem(c, body, { 'www-authenticate': 'Bearer realm="ctp"' });
    }
    const requested = [
      ...matches.map((m) => m.params.organizationId),
      ...(c.req.queries('organizationId') ?? []),
    ];
    const foreign = requested.some((id) => id !== undefined && id !== principal.organizationId);
    const roleOk = protectedRules.every((m) => m.rule.roles.includes(principal.role));
    if (!foreign && roleOk) return next();

    const reason = foreign ? 'ORGANIZATION_MISMATCH' : 'ROLE_NOT_ALLOWED';
    await options.audit?.record({
      type: 'access.denied',
      at: now(),
      organizationId: principal.organizationId,
      reason,
      request: { method: c.req.method, path: c.req.path },
      ...(principal.userId ? { userId: principal.userId } : {}),
      ...(principal.tokenId ? { tokenId: principal.tokenId } : {}),
      ...(principal.sessionId ? { sessionId: principal.sessionId } : {}),
    });
    return foreign
      ? problem(c, { type: AUTH_PROBLEM_TYPES.organizationMismatch, title: 'Forbidden', status: 403 })
      : problem(c, { type: AUTH_PROBLEM_TYPES.forbidden, title: 'Forbidden', status: 403 });
  });
}
