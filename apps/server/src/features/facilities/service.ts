import {
  appendAudit,
  createFacility,
  type Facility,
  getFacility,
  listFacilities,
  type Page,
  updateFacility,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import { auditedChange } from '../../http/audited-change.js';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { FacilityUpdate } from './schemas.js';

type FacilityInput = Parameters<typeof createFacility>[1];
type FacilityPatch = z.infer<typeof FacilityUpdate>;

/**
 * The facilities service: the one place that opens the organization's transaction for facilities
 * and writes their audit entries (the store has no delete: a facility is referenced by activities).
 */
export function facilitiesService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    create: (caller: Caller, input: FacilityInput): Promise<Facility> =>
      auditedChange(db, caller, (scope) => createFacility(scope, input), {
        action: 'facility.create',
        entityType: 'facility',
        details: (created) => ({
          name: created.name,
          country: created.country,
          gridRegion: created.gridRegion,
        }),
      }),

    list: (caller: Caller, page: { limit: number; cursor: string | null }): Promise<Page<Facility>> =>
      withOrganization(db, caller.organizationId, (scope) => listFacilities(scope, page)),

    get: (caller: Caller, id: string): Promise<Facility> =>
      withOrganization(db, caller.organizationId, (scope) => getFacility(scope, id)),

    /** Changes the fields given; the audit entry records each one before and after. */
    update: (caller: Caller, id: string, patch: FacilityPatch): Promise<Facility> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const before = await getFacility(scope, id);
        const updated = await updateFacility(scope, id, patch);
        const fields = Object.keys(patch) as (keyof FacilityPatch)[];
        await appendAudit(scope, {
          ...caller.actor,
          action: 'facility.update',
          entityType: 'facility',
          entityId: updated.id,
          details: {
            fields,
            before: Object.fromEntries(fields.map((f) => [f, before[f]])),
            after: Object.fromEntries(fields.map((f) => [f, updated[f]])),
          },
          requestId: caller.requestId,
        });
        return updated;
      }),
  };
}
