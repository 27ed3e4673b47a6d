import type { Role } from '../roles.js';
import type { RouteRule } from './route-table.js';

/**
 * OpenAPI 3.1 security schemes matching what `authenticate` accepts. Put them under
 * `components.securitySchemes` of the server's document.
 */
export function authSecuritySchemes(cookieName = 'ctp_session') {
  return {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: cookieName,
      description: 'Browser session (CSRF token required for writes)',
    },
    apiToken: {
      type: 'http',
      scheme: 'bearer',
      description: 'CTP API token (`ctp_…`), scoped to one organization and role',
    },
  } as const;
}

/** What one operation of the OpenAPI document shows about access. */
export interface OperationAccess {
  /** `[]` for a public route; otherwise either scheme is accepted. */
  security: Array<Record<string, string[]>>;
  /** Vendor extension listing the allowed roles, or `['public']`. */
  'x-ctp-roles': Array<Role | 'public'>;
}

/**
 * The access part of an OpenAPI operation for a route table entry, so the document shows the same
 * rules `requireRoles` enforces. Spread it into the operation object.
 * @example const op = { ...operationAccess(rule), summary: 'List facilities' };
 */
export function operationAccess(rule: RouteRule): OperationAccess {
  if (rule.roles === 'public') return { security: [], 'x-ctp-roles': ['public'] };
  return { security: [{ sessionCookie: [] }, { apiToken: [] }], 'x-ctp-roles': [...rule.roles] };
}

/**
 * Converts an OpenAPI-style path (`/api/facilities/{id}`) to the route table's Hono syntax
 * (`/api/facilities/:id`), for servers that generate both from one definition.
 */
export function honoPathFromOpenApi(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}
