import { type AuditFilter, listAudit, verifyAuditChain, withOrganization } from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';

/** The audit log service: reads the organization's entries and verifies its hash chain. */
export function auditService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** One page, newest first, of the entries the filter keeps. */
    list: (caller: Caller, page: { limit: number; cursor: string | null } & AuditFilter) =>
      withOrganization(db, caller.organizationId, (scope) => listAudit(scope, page)),

    /** Recomputes the chain (the store opens its own transaction). */
    verify: (caller: Caller) => verifyAuditChain(db, caller.organizationId),
  };
}
