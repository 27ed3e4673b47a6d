import {
  allocateInstrument,
  appendAudit,
  cancelInstrument,
  createInstrument,
  getInstrument,
  listAllocations,
  listInstruments,
  type OrganizationScope,
  releaseAllocation,
  withOrganization,
} from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';

/** What `appendAudit` takes as details: JSON values. */
type AuditDetails = Parameters<typeof appendAudit>[1]['details'];

type Input<F extends (...args: never[]) => unknown, I extends number> = Parameters<F>[I];

/**
 * The Scope 2 instrument ledger: instruments, their allocations to a facility's consumption, releases
 * and cancellations. Every change is written to the audit log in the same transaction; a refusal
 * (a failed Scope 2 Quality Criterion, a locked period) writes nothing.
 */
export function instrumentsService(runtime: Runtime) {
  const db = runtime.database.db;
  const audited = <T extends { id: string }>(
    caller: Caller,
    action: string,
    entityType: string,
    change: (scope: OrganizationScope) => Promise<T>,
    details: (t: T) => NonNullable<AuditDetails>,
  ) =>
    withOrganization(db, caller.organizationId, async (scope) => {
      const done = await change(scope);
      await appendAudit(scope, {
        ...caller.actor,
        action,
        entityType,
        entityId: done.id,
        details: details(done),
        requestId: caller.requestId,
      });
      return done;
    });
  return {
    create: (caller: Caller, body: Input<typeof createInstrument, 1>) =>
      audited(
        caller,
        'scope2_instrument.create',
        'scope2_instrument',
        (s) => createInstrument(s, body, caller.actor),
        (i) => ({
          kind: i.kind,
          volumeMwh: i.volumeMwh,
          registry: i.registry,
          certificateIds: [...i.certificateIds],
        }),
      ),
    list: (caller: Caller, query: Input<typeof listInstruments, 1>) =>
      withOrganization(db, caller.organizationId, (s) => listInstruments(s, query)),
    get: (caller: Caller, id: string) =>
      withOrganization(db, caller.organizationId, (s) => getInstrument(s, id)),
    cancel: (caller: Caller, id: string, body: { reason: string }) =>
      audited(
        caller,
        'scope2_instrument.cancel',
        'scope2_instrument',
        (s) => cancelInstrument(s, id, body, caller.actor),
        () => ({ reason: body.reason }),
      ),
    allocate: (caller: Caller, instrumentId: string, body: Input<typeof allocateInstrument, 2>) =>
      audited(
        caller,
        'scope2_allocation.create',
        'scope2_allocation',
        (s) => allocateInstrument(s, instrumentId, body, caller.actor),
        (a) => ({
          instrumentId,
          facilityId: a.facilityId,
          periodStart: a.periodStart,
          periodEnd: a.periodEnd,
          volumeMwh: a.volumeMwh,
        }),
      ),
    allocations: (caller: Caller, query: Input<typeof listAllocations, 1>) =>
      withOrganization(db, caller.organizationId, (s) => listAllocations(s, query)),
    release: (caller: Caller, id: string, body: { reason: string }) =>
      audited(
        caller,
        'scope2_allocation.release',
        'scope2_allocation',
        (s) => releaseAllocation(s, id, body, caller.actor),
        (a) => ({ instrumentId: a.instrumentId, volumeMwh: a.volumeMwh, reason: body.reason }),
      ),
  };
}
