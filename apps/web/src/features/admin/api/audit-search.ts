/** The audit log screen's filters, kept in the address (`/admin/audit?action=activity&from=…`). */
export interface AuditSearch {
  /** An action or a family of actions by its leading words (`activity`, `activity.corrected`). */
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** A user's or an API token's id. */
  actorId?: string | undefined;
  /** UTC days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;
const WORD = /^[a-z0-9_]+$/;
const text = (value: unknown, test?: RegExp): string | undefined =>
  typeof value === 'string' && value !== '' && value.length <= 200 && (test === undefined || test.test(value))
    ? value
    : undefined;

/** Keeps what is valid of a hand-written address and drops the rest. */
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const out: AuditSearch = {};
  const action = text(search.action, ACTION);
  const entityType = text(search.entityType, WORD);
  const entityId = text(search.entityId);
  const actorId = text(search.actorId);
  const from = text(search.from, DATE);
  const to = text(search.to, DATE);
  if (action) out.action = action;
  if (entityType) out.entityType = entityType;
  if (entityId) out.entityId = entityId;
  if (actorId) out.actorId = actorId;
  if (from) out.from = from;
  if (to) out.to = to;
  return out;
}

/** The API's query for a search (`GET /api/audit`). */
export function auditQuery(search: AuditSearch) {
  return {
    ...(search.action ? { action: search.action } : {}),
    ...(search.entityType ? { entityType: search.entityType } : {}),
    ...(search.entityId ? { entityId: search.entityId } : {}),
    ...(search.actorId ? { actorId: search.actorId } : {}),
    ...(search.from ? { occurredFrom: search.from } : {}),
    ...(search.to ? { occurredTo: search.to } : {}),
  };
}
