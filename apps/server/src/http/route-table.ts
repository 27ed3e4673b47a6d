import {
  defineRouteTable,
  type OperationAccess,
  operationAccess,
  ROLES,
  type RouteRule,
  type RouteTable,
} from '@ctp/auth';

const ALL = ROLES;
const ADMIN = ['ORG_ADMIN'] as const;
const WRITERS = ['ORG_ADMIN', 'ORG_MEMBER'] as const;
/** Who reads the trails: the audit log and the assistant log (AUDITOR reads, never writes). */
const AUDITORS = ['ORG_ADMIN', 'AUDITOR'] as const;

/**
 * THE access table of the server: every route the app registers, with the roles allowed or
 * `'public'`. Deny by default: a method and path not listed here is refused with 404 before any
 * handler runs, and a test checks that no registered route is missing. The OpenAPI document shows
 * the same roles as `x-ctp-roles` on each operation.
 */
export const ROUTE_TABLE: RouteTable = defineRouteTable([
  // Operations and documentation
  { method: 'GET', path: '/healthz', roles: 'public' },
  { method: 'GET', path: '/readyz', roles: 'public' },
  { method: 'GET', path: '/api/openapi.json', roles: 'public' },
  { method: 'GET', path: '/api/docs', roles: 'public' },
  { method: 'GET', path: '/api/docs/docs.css', roles: 'public' },
  { method: 'GET', path: '/favicon.svg', roles: 'public' },
  { method: 'GET', path: '/favicon.ico', roles: 'public' },
  // Pages
  { method: 'GET', path: '/assets/pages.css', roles: 'public' },
  // The old sign-in address: a redirect to the web app's /sign-in
  { method: 'GET', path: '/login', roles: 'public' },
  // First-time setup and sign-in (what the sign-in screen may offer is public; lookups are rate limited)
  { method: 'POST', path: '/api/setup', roles: 'public' },
  { method: 'GET', path: '/api/setup/status', roles: 'public' },
  { method: 'GET', path: '/api/auth/sign-in-options', roles: 'public' },
  { method: 'POST', path: '/api/auth/sign-in', roles: 'public' },
  { method: 'POST', path: '/api/auth/sign-out', roles: ALL },
  { method: 'GET', path: '/api/auth/session', roles: ALL },
  // Federated sign-in (OIDC) and its administration
  { method: 'GET', path: '/api/auth/oidc/authorize', roles: 'public' },
  { method: 'GET', path: '/api/auth/oidc/callback', roles: 'public' },
  { method: 'GET', path: '/api/admin/auth-config', roles: ADMIN },
  { method: 'POST', path: '/api/admin/auth-config', roles: ADMIN },
  { method: 'POST', path: '/api/admin/auth-config/test', roles: ADMIN },
  { method: 'GET', path: '/api/admin/role-mappings', roles: ADMIN },
  { method: 'POST', path: '/api/admin/role-mappings', roles: ADMIN },
  { method: 'PATCH', path: '/api/admin/role-mappings/:id', roles: ADMIN },
  { method: 'DELETE', path: '/api/admin/role-mappings/:id', roles: ADMIN },
  // API tokens
  { method: 'POST', path: '/api/tokens', roles: ADMIN },
  { method: 'GET', path: '/api/tokens', roles: ADMIN },
  { method: 'DELETE', path: '/api/tokens/:id', roles: ADMIN },
  // Audit log
  { method: 'GET', path: '/api/audit', roles: AUDITORS },
  { method: 'GET', path: '/api/audit/verify', roles: AUDITORS },
  // Organizations
  { method: 'GET', path: '/api/organizations/current', roles: ALL },
  { method: 'PATCH', path: '/api/organizations/current', roles: ADMIN },
  // Period close, restatements and the base year (submit: the data owners; approve, lock, reopen: ORG_ADMIN)
  { method: 'GET', path: '/api/organizations/current/base-year', roles: ALL },
  { method: 'PUT', path: '/api/organizations/current/base-year', roles: ADMIN },
  { method: 'POST', path: '/api/periods', roles: ADMIN },
  { method: 'GET', path: '/api/periods', roles: ALL },
  { method: 'GET', path: '/api/periods/:id', roles: ALL },
  { method: 'POST', path: '/api/periods/:id/submit', roles: WRITERS },
  { method: 'POST', path: '/api/periods/:id/approve', roles: ADMIN },
  { method: 'POST', path: '/api/periods/:id/lock', roles: ADMIN },
  { method: 'POST', path: '/api/periods/:id/reopen', roles: ADMIN },
  { method: 'POST', path: '/api/periods/:id/return', roles: ADMIN },
  // Movements against the previous period (issue 18): the auditor reads, the data owners explain
  { method: 'GET', path: '/api/periods/:id/movements', roles: ALL },
  { method: 'POST', path: '/api/periods/:id/movements/explanations', roles: WRITERS },
  { method: 'GET', path: '/api/organizations/current/movement-threshold', roles: ALL },
  { method: 'PUT', path: '/api/organizations/current/movement-threshold', roles: ADMIN },
  { method: 'GET', path: '/api/restatements', roles: ALL },
  { method: 'GET', path: '/api/restatements/:id', roles: ALL },
  // Assurance (issue 18): a period's population, seeded samples, recalculation of a result (every role reads)
  { method: 'GET', path: '/api/assurance/periods/:id/population', roles: ALL },
  { method: 'GET', path: '/api/assurance/periods/:id/sample', roles: ALL },
  { method: 'GET', path: '/api/assurance/results/:id/recalculation', roles: ALL },
  // Request lists: the auditor asks (AUDITOR, ORG_ADMIN), the organization answers (writers), all read
  { method: 'POST', path: '/api/audit-requests', roles: AUDITORS },
  { method: 'GET', path: '/api/audit-requests', roles: ALL },
  { method: 'GET', path: '/api/audit-requests/:id', roles: ALL },
  { method: 'POST', path: '/api/audit-requests/:id/answer', roles: WRITERS },
  // Facilities
  { method: 'POST', path: '/api/facilities', roles: WRITERS },
  { method: 'GET', path: '/api/facilities', roles: ALL },
  { method: 'GET', path: '/api/facilities/:id', roles: ALL },
  { method: 'PATCH', path: '/api/facilities/:id', roles: WRITERS },
  // Evidence files on activities and facilities (download: whoever may read the activity)
  // The Scope 2 instrument ledger
  { method: 'POST', path: '/api/instruments', roles: WRITERS },
  { method: 'GET', path: '/api/instruments', roles: ALL },
  { method: 'GET', path: '/api/instruments/:id', roles: ALL },
  { method: 'POST', path: '/api/instruments/:id/cancel', roles: WRITERS },
  { method: 'POST', path: '/api/instruments/:id/allocations', roles: WRITERS },
  { method: 'GET', path: '/api/allocations', roles: ALL },
  { method: 'POST', path: '/api/allocations/:id/release', roles: WRITERS },
  { method: 'POST', path: '/api/evidence', roles: WRITERS },
  { method: 'GET', path: '/api/evidence', roles: ALL },
  { method: 'POST', path: '/api/evidence/:id/versions', roles: WRITERS },
  { method: 'GET', path: '/api/evidence/:id/versions/:version/content', roles: ALL },
  // Activity data
  { method: 'POST', path: '/api/activities', roles: WRITERS },
  { method: 'GET', path: '/api/activities', roles: ALL },
  { method: 'GET', path: '/api/activities/coverage', roles: ALL },
  { method: 'GET', path: '/api/activities/:id', roles: ALL },
  { method: 'POST', path: '/api/activities/:id/corrections', roles: WRITERS },
  { method: 'POST', path: '/api/activities/import', roles: WRITERS },
  { method: 'POST', path: '/api/activities/import/validate', roles: WRITERS },
  { method: 'GET', path: '/api/activities/:id/versions', roles: ALL },
  // Factors (importing a custom dataset changes every calculation's inputs: ORG_ADMIN)
  { method: 'GET', path: '/api/factors', roles: ALL },
  { method: 'GET', path: '/api/factors/datasets', roles: ALL },
  { method: 'POST', path: '/api/factors/datasets', roles: ADMIN },
  { method: 'GET', path: '/api/factors/datasets/:datasetId/compare', roles: ALL },
  // Algorithms (the registry; ids are namespace/name)
  { method: 'GET', path: '/api/algorithms', roles: ALL },
  { method: 'GET', path: '/api/algorithms/:namespace/:name', roles: ALL },
  // Overrides (readable by every role for auditability; changed by ORG_ADMIN, approved by a second one)
  { method: 'POST', path: '/api/overrides', roles: ADMIN },
  { method: 'GET', path: '/api/overrides', roles: ALL },
  { method: 'GET', path: '/api/overrides/:id', roles: ALL },
  { method: 'POST', path: '/api/overrides/:id/approve', roles: ADMIN },
  { method: 'POST', path: '/api/overrides/:id/end', roles: ADMIN },
  { method: 'GET', path: '/api/overrides/:id/impact', roles: ALL },
  // Suppliers (writes, credentials, syncs and footprint requests: ORG_ADMIN; reading: every role)
  { method: 'POST', path: '/api/suppliers', roles: ADMIN },
  { method: 'GET', path: '/api/suppliers', roles: ALL },
  { method: 'GET', path: '/api/suppliers/:id', roles: ALL },
  { method: 'PATCH', path: '/api/suppliers/:id', roles: ADMIN },
  { method: 'PUT', path: '/api/suppliers/:id/credentials', roles: ADMIN },
  { method: 'POST', path: '/api/suppliers/:id/purchases', roles: ADMIN },
  { method: 'GET', path: '/api/suppliers/:id/purchases', roles: ALL },
  { method: 'POST', path: '/api/suppliers/:id/sync', roles: ADMIN },
  { method: 'GET', path: '/api/suppliers/:id/syncs', roles: ALL },
  { method: 'GET', path: '/api/suppliers/:id/footprints', roles: ALL },
  { method: 'POST', path: '/api/suppliers/:id/requests', roles: ADMIN },
  { method: 'GET', path: '/api/suppliers/:id/requests', roles: ALL },
  // Users (the directory shows emails, roles and sign-in times: ORG_ADMIN only)
  { method: 'GET', path: '/api/users', roles: ADMIN },
  { method: 'GET', path: '/api/users/:id', roles: ADMIN },
  { method: 'POST', path: '/api/users', roles: ADMIN },
  { method: 'PATCH', path: '/api/users/:id', roles: ADMIN },
  // Calculations (running one writes results: writers)
  { method: 'POST', path: '/api/calculations', roles: WRITERS },
  // A queued calculation is its requester's business until it is a run every reader sees.
  { method: 'GET', path: '/api/calculations/jobs', roles: WRITERS },
  { method: 'GET', path: '/api/calculations/jobs/:id', roles: WRITERS },
  { method: 'GET', path: '/api/calculations', roles: ALL },
  { method: 'GET', path: '/api/calculations/:id', roles: ALL },
  // Emission results
  { method: 'GET', path: '/api/results', roles: ALL },
  { method: 'GET', path: '/api/results/summary', roles: ALL },
  { method: 'GET', path: '/api/results/quality', roles: ALL },
  { method: 'GET', path: '/api/results/verify', roles: ALL },
  // Calculation records (verifying recomputes checksums and changes nothing: every role)
  { method: 'GET', path: '/api/records', roles: ALL },
  { method: 'GET', path: '/api/records/:id', roles: ALL },
  { method: 'GET', path: '/api/records/:id/verify', roles: ALL },
  // Recalculations (a preview changes no result: writers; accepting one replaces results: ORG_ADMIN)
  { method: 'POST', path: '/api/recalculations/preview', roles: WRITERS },
  { method: 'GET', path: '/api/recalculations/:id', roles: ALL },
  { method: 'POST', path: '/api/recalculations/:id/accept', roles: ADMIN },
  // Forecasting (a projection records a run: writers; validating a custom model: ORG_ADMIN)
  // Forecasting (every projection stores an immutable run: writers; validating a custom model: ORG_ADMIN)
  { method: 'POST', path: '/api/forecasting/project', roles: WRITERS },
  { method: 'POST', path: '/api/forecasting/scenarios/compare', roles: WRITERS },
  { method: 'POST', path: '/api/forecasting/gap-analysis', roles: WRITERS },
  { method: 'POST', path: '/api/forecasting/initiatives/model', roles: WRITERS },
  { method: 'GET', path: '/api/forecasting/jobs/:id', roles: WRITERS },
  { method: 'GET', path: '/api/forecasting/runs', roles: ALL },
  { method: 'GET', path: '/api/forecasting/runs/:id', roles: ALL },
  { method: 'POST', path: '/api/forecasting/models', roles: WRITERS },
  { method: 'GET', path: '/api/forecasting/models', roles: ALL },
  { method: 'GET', path: '/api/forecasting/models/:id', roles: ALL },
  { method: 'POST', path: '/api/forecasting/models/:id/validate', roles: ADMIN },
  { method: 'POST', path: '/api/forecasting/scenarios', roles: WRITERS },
  { method: 'GET', path: '/api/forecasting/scenarios', roles: ALL },
  { method: 'GET', path: '/api/forecasting/scenarios/:id', roles: ALL },
  { method: 'PATCH', path: '/api/forecasting/scenarios/:id', roles: WRITERS },
  { method: 'DELETE', path: '/api/forecasting/scenarios/:id', roles: WRITERS },
  { method: 'POST', path: '/api/forecasting/initiatives', roles: WRITERS },
  { method: 'GET', path: '/api/forecasting/initiatives', roles: ALL },
  { method: 'GET', path: '/api/forecasting/initiatives/:id', roles: ALL },
  { method: 'PATCH', path: '/api/forecasting/initiatives/:id', roles: WRITERS },
  { method: 'DELETE', path: '/api/forecasting/initiatives/:id', roles: WRITERS },
  // PACT supplier side: products and footprints (publishing one: ORG_ADMIN), sharing grants and received
  // footprint requests (credentials and partner data: ORG_ADMIN)
  { method: 'POST', path: '/api/products', roles: ADMIN },
  { method: 'GET', path: '/api/products', roles: ALL },
  { method: 'GET', path: '/api/products/:id', roles: ALL },
  { method: 'POST', path: '/api/products/:id/footprints', roles: ADMIN },
  { method: 'GET', path: '/api/product-footprints', roles: ALL },
  { method: 'GET', path: '/api/product-footprints/:id', roles: ALL },
  { method: 'POST', path: '/api/sharing-grants', roles: ADMIN },
  { method: 'GET', path: '/api/sharing-grants', roles: ADMIN },
  { method: 'GET', path: '/api/sharing-grants/:id', roles: ADMIN },
  { method: 'PUT', path: '/api/sharing-grants/:id/answer-policy', roles: ADMIN },
  { method: 'POST', path: '/api/sharing-grants/:id/revoke', roles: ADMIN },
  { method: 'GET', path: '/api/pact-requests', roles: ADMIN },
  { method: 'GET', path: '/api/pact-requests/:id', roles: ADMIN },
  { method: 'POST', path: '/api/pact-requests/:id/fulfil', roles: ADMIN },
  { method: 'POST', path: '/api/pact-requests/:id/reject', roles: ADMIN },
  // PACT API (WBCSD PACT v3) and CTP's extensions: public at this layer; the PACT app authenticates
  // partners itself with grant tokens (every route but the token action and public profiles needs one)
  { method: 'POST', path: '/pact/auth/token', roles: 'public' },
  { method: 'GET', path: '/pact/3/footprints', roles: 'public' },
  { method: 'GET', path: '/pact/3/footprints/:id', roles: 'public' },
  { method: 'POST', path: '/pact/3/events', roles: 'public' },
  { method: 'GET', path: '/pact/ctp/1/profile', roles: 'public' },
  { method: 'GET', path: '/pact/ctp/1/profiles/:publicOrgId', roles: 'public' },
  { method: 'GET', path: '/pact/ctp/1/corporate-export', roles: 'public' },
  // Reports (requesting one queues its generation: writers; templates shape every report: ORG_ADMIN)
  { method: 'POST', path: '/api/reports', roles: WRITERS },
  { method: 'GET', path: '/api/reports', roles: ALL },
  { method: 'GET', path: '/api/reports/:id', roles: ALL },
  { method: 'GET', path: '/api/reports/:id/status', roles: ALL },
  { method: 'GET', path: '/api/reports/:id/download/:format', roles: ALL },
  { method: 'GET', path: '/api/report-frameworks', roles: ALL },
  { method: 'POST', path: '/api/report-templates', roles: ADMIN },
  { method: 'GET', path: '/api/report-templates', roles: ALL },
  { method: 'GET', path: '/api/report-templates/:id', roles: ALL },
  { method: 'PUT', path: '/api/report-templates/:id', roles: ADMIN },
  { method: 'DELETE', path: '/api/report-templates/:id', roles: ADMIN },
  { method: 'GET', path: '/api/report-templates/:id/versions', roles: ALL },
  // Public report verification (anyone holding a printed report; rate limited per address)
  { method: 'GET', path: '/api/verify/:code', roles: 'public' },
  // Assistant (every role may ask; the log is for ORG_ADMIN and AUDITOR; the asker records what they did with an answer)
  { method: 'POST', path: '/api/ai-assistant/chat', roles: ALL },
  { method: 'POST', path: '/api/ai-assistant/chat/stream', roles: ALL },
  { method: 'GET', path: '/api/ai-assistant/interactions', roles: AUDITORS },
  { method: 'GET', path: '/api/ai-assistant/interactions/:id', roles: AUDITORS },
  { method: 'POST', path: '/api/ai-assistant/interactions/:id/human-actions', roles: ALL },
]);

/** The rule of a route; throws at start-up when the table lacks it. */
export function ruleFor(method: RouteRule['method'], path: string): RouteRule {
  const rule = ROUTE_TABLE.find((r) => r.method === method && r.path === path);
  if (rule === undefined) throw new Error(`route table lacks ${method} ${path}`);
  return rule;
}

/** The `security` and `x-ctp-roles` of an OpenAPI operation (OpenAPI path, `{id}` parameters). */
export function accessOf(method: RouteRule['method'], openApiPath: string): OperationAccess {
  return operationAccess(ruleFor(method, openApiPath.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1')));
}
