import { type AuditFilter, auditActorNames, listAudit, verifyAuditChain, withOrganization } from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';

/** The audit log service: reads the organization's entries and verifies its hash chain. */
export function auditService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** One page, newest first, of the entries the filter keeps, with the names of their actors. */
    list: (caller: Caller, page: { limit: number; cursor: string | null } & AuditFilter) =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const listed = await listAudit(scope, page);
        return { ...listed, actorNames: await auditActorNames(scope, listed.items) };
      }),

    /** Recomputes the chain (the store opens its own transaction). */
    verify: (caller: Caller) => verifyAuditChain(db, caller.organizationId),
  };
}
