import {
  type EvidenceFile,
  getActivityData,
  getCalculationRecord,
  listCalculationRecordsForActivity,
  listEvidence,
  type StoredCalculationRecord,
  verifyStoredRecord,
  withOrganization,
} from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';

/** The records service: reads calculation records and re-checks them in the organization's transaction. */
export function recordsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** Every record of one activity version, oldest first; the activity must be the organization's. */
    listForActivity: (caller: Caller, activityId: string): Promise<StoredCalculationRecord[]> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        await getActivityData(scope, activityId);
        return listCalculationRecordsForActivity(scope, activityId);
      }),

    /** A record and the evidence of its activity (every version of the activity's lineage). */
    get: (
      caller: Caller,
      id: string,
    ): Promise<{ stored: StoredCalculationRecord; evidence: EvidenceFile[] }> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const stored = await getCalculationRecord(scope, id);
        return { stored, evidence: await listEvidence(scope, { activityId: stored.activityId }) };
      }),

    /** Recomputes the record's checksums and compares them with the stored ones. */
    verify: (caller: Caller, id: string) =>
      withOrganization(db, caller.organizationId, (scope) => verifyStoredRecord(scope, id)),
  };
}
