import type { OidcRefusalReason } from '@ctp/auth';
import { appendAudit, type OpenDatabase, withOrganization } from '@ctp/store';
import type { Logger } from '../../http/logging/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refused OIDC sign-in, as audited: reason code and the provider's or validator's message (never a token). */
export interface OidcFailure {
  organizationId: string | undefined;
  reason:
    | OidcRefusalReason
    | 'ORGANIZATION_NOT_FOUND'
    | 'NOT_CONFIGURED'
    | 'PROVIDER_UNAVAILABLE'
    | 'INSECURE_ISSUER';
  detail?: string;
  subject?: string;
  requestId: string | null;
  request: { method: string; path: string };
}

/**
 * Writes `auth.sign_in.failed` (method `oidc`) to the organization's audit chain; without a known
 * organization (unknown state, unknown organization) the event goes to the log only, like the other
 * anonymous auth events.
 */
export async function auditOidcFailure(
  db: OpenDatabase['db'],
  logger: Logger,
  failure: OidcFailure,
): Promise<void> {
  const details = {
    method: 'oidc',
    reason: failure.reason,
    ...(failure.detail ? { detail: failure.detail.slice(0, 500) } : {}),
    ...(failure.subject ? { subject: failure.subject } : {}),
    request: failure.request,
  };
  const org = failure.organizationId;
  if (org !== undefined && UUID.test(org)) {
    const written = await withOrganization(db, org, async (scope) => {
      if ((await scope.db.selectFrom('organizations').select('id').executeTakeFirst()) === undefined)
        return false;
      await appendAudit(scope, {
        actorType: 'anonymous',
        action: 'auth.sign_in.failed',
        entityType: 'authentication',
        details,
        requestId: failure.requestId,
      });
      return true;
    });
    if (written) return;
  }
  logger.warn({ audit: { type: 'sign_in.failed', ...details }, requestId: failure.requestId }, 'auth event');
}
