import { type AuditEntryInput, appendAudit, type OrganizationScope, withOrganization } from '@ctp/store';
import type { Caller } from './caller.js';

/** What a service's audited change records beside the caller's actor and request id. */
export interface ChangeAudit<T> {
  /** Dotted verb such as `facility.create` or `sharing_grant.revoke`. */
  action: string;
  entityType: string;
  /** The entry's details, from the changed entity (never secrets). */
  details: (changed: T) => AuditEntryInput['details'];
}

/**
 * For a feature's service: makes one change in the caller's organization transaction and appends its
 * audit entry (the caller's actor and request id, the changed entity's id) in that same transaction,
 * so the entry commits or rolls back with the change. Changes that audit more than that, or
 * conditionally, open the transaction themselves.
 *
 * @example
 * archive: (caller: Caller, id: string) =>
 *   auditedChange(db, caller, (scope) => archiveInitiative(scope, id), {
 *     action: 'forecast_initiative.archive',
 *     entityType: 'reduction_initiative',
 *     details: (i) => ({ name: i.name, status: i.status }),
 *   }),
 */
export function auditedChange<T extends { id: string }>(
  db: Parameters<typeof withOrganization>[0],
  caller: Caller,
  change: (scope: OrganizationScope) => Promise<T>,
  audit: ChangeAudit<T>,
): Promise<T> {
  return withOrganization(db, caller.organizationId, async (scope) => {
    const changed = await change(scope);
    await appendAudit(scope, {
      ...caller.actor,
      action: audit.action,
      entityType: audit.entityType,
      entityId: changed.id,
      details: audit.details(changed),
      requestId: caller.requestId,
    });
    return changed;
  });
}
