import { appendAudit, type OrganizationScope, type SharingGrant } from '@ctp/store';

/**
 * Records a read or action of a partner on the data owner's side: the actor is the grant (its credentials
 * authenticated the call), in the owner's audit chain, in the same transaction as the read.
 */
export function auditGrant(
  scope: OrganizationScope,
  grant: SharingGrant,
  action: string,
  details: Record<string, string | number | boolean | null | string[]>,
  requestId: string | undefined,
) {
  return appendAudit(scope, {
    actorType: 'api_token',
    actorId: `sharing_grant:${grant.id}`,
    action,
    entityType: 'sharing_grant',
    entityId: grant.id,
    details: { grantId: grant.id, customerName: grant.customerName, ...details },
    requestId: requestId ?? null,
  });
}
