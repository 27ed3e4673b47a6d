import {
  findOrganizationByPublicId,
  getOrganization,
  type Organization,
  type SharingGrant,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { buildCorporateExport, CorporateExportRefused } from './corporate-export.js';
import { PactEventRefused } from './event-handlers.js';
import { footprintsService } from './footprints-service.js';
import { auditGrant } from './grant-audit.js';
import { issueAccessToken, verifyClientCredentials } from './grant-credentials.js';
import type { PactDeps } from './pact-env.js';
import { PactRefusal } from './pact-errors.js';
import type { PactEvent } from './wire.js';

/** Unknown client, wrong secret or revoked grant (the token route answers OAuth `invalid_client`, 401). */
export class InvalidClientError extends Error {
  readonly code = 'invalid_client';
  constructor() {
    super('Authentication failed');
    this.name = 'InvalidClientError';
  }
}

/**
 * The PACT service: every action of a partner (token, events, footprints, CTP extensions) with the
 * transactions it opens and the audit entries it writes in the data owner's chain, the grant as actor.
 * Refusals are {@link PactRefusal}s, thrown once what they must record is committed.
 */
export function pactService(deps: PactDeps) {
  const { db } = deps.runtime.database;
  const now = deps.now ?? (() => new Date());
  return {
    ...footprintsService(deps),

    /** An access token for client credentials; throws {@link InvalidClientError}. */
    issueToken: async (clientId: string, secret: string, requestId: string | undefined) => {
      const grant = await verifyClientCredentials(db, clientId, secret);
      if (grant === null) throw new InvalidClientError();
      const token = await issueAccessToken(db, grant, now());
      await withOrganization(db, grant.organizationId, (scope) =>
        auditGrant(scope, grant, 'pact.token.issue', {}, requestId),
      );
      return token;
    },

    /** Hands a validated event to the handler of its type, then records its receipt. */
    receiveEvent: async (grant: SharingGrant, event: PactEvent, requestId: string | undefined) => {
      try {
        await deps.events.dispatch({ organizationId: grant.organizationId, grantId: grant.id, event });
      } catch (error) {
        if (error instanceof PactEventRefused) throw new PactRefusal(error.code, error.message);
        throw error;
      }
      await withOrganization(db, grant.organizationId, (scope) =>
        auditGrant(scope, grant, 'pact.event.receive', { type: event.type, eventId: event.id }, requestId),
      );
    },

    /** Throws `NotFound` for an unknown publicOrgId. */
    publicProfile: async (publicOrgId: string): Promise<Organization> => {
      const org = await withSystem(db, (s) => findOrganizationByPublicId(s, publicOrgId));
      if (org === undefined) throw new PactRefusal('NotFound', 'No such organization');
      return org;
    },

    /** The data owner whose grant issued the token. */
    ownerProfile: (grant: SharingGrant): Promise<Organization> =>
      withOrganization(db, grant.organizationId, getOrganization),

    /** The corporate export of a granted period; a refusal is audited (separately) and thrown as `AccessDenied`. */
    corporateExport: async (
      grant: SharingGrant,
      period: { periodStart: string; periodEnd: string },
      requestId: string | undefined,
    ) => {
      const { periodStart, periodEnd } = period;
      try {
        return await withOrganization(db, grant.organizationId, async (scope) => {
          const doc = await buildCorporateExport(scope, grant, { start: periodStart, end: periodEnd }, now());
          await auditGrant(
            scope,
            grant,
            'pact.corporate_export.read',
            { periodStart, periodEnd, allocatedTotalKgCo2e: doc.allocatedTotalKgCo2e },
            requestId,
          );
          return doc;
        });
      } catch (error) {
        if (!(error instanceof CorporateExportRefused)) throw error;
        await withOrganization(db, grant.organizationId, (scope) =>
          auditGrant(
            scope,
            grant,
            'pact.corporate_export.denied',
            { periodStart, periodEnd, reason: error.reason },
            requestId,
          ),
        );
        throw new PactRefusal('AccessDenied', 'Access denied');
      }
    },
  };
}
