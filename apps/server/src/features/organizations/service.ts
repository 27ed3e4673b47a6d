import {
  appendAudit,
  getOrganization,
  type Organization,
  updateOrganization,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { OrganizationUpdate } from './schemas.js';

type OrganizationPatch = z.infer<typeof OrganizationUpdate>;

/** The organizations service: reads and updates the caller's own organization, with its audit entry. */
export function organizationsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    current: (caller: Caller): Promise<Organization> =>
      withOrganization(db, caller.organizationId, (scope) => getOrganization(scope)),

    /** Changes name and/or settings; the audit entry names the fields (and the name before and after). */
    update: (caller: Caller, input: OrganizationPatch): Promise<Organization> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const before = await getOrganization(scope);
        // The body is parsed JSON, so every settings value is a JSON value (the store checks again).
        const updated = await updateOrganization(scope, input as Parameters<typeof updateOrganization>[1]);
        await appendAudit(scope, {
          ...caller.actor,
          action: 'organization.update',
          entityType: 'organization',
          entityId: updated.id,
          details: {
            fields: Object.keys(input),
            ...(input.name !== undefined ? { previousName: before.name, name: updated.name } : {}),
          },
          requestId: caller.requestId,
        });
        return updated;
      }),
  };
}
