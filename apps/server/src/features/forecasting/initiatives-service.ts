import { parseInitiative, transitionInitiative } from '@ctp/forecast';
import {
  appendAudit,
  archiveInitiative,
  createInitiative,
  getInitiative,
  listInitiatives,
  type Page,
  type StoredInitiative,
  updateInitiative,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import { auditedChange } from '../../http/audited-change.js';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { InitiativeCreate, InitiativeUpdate } from './initiative-schemas.js';

/** Checks an initiative with @ctp/forecast (422 `invalid-forecast-input`) and splits what is stored. */
function checked(fields: Record<string, unknown>) {
  const { id: _id, name, status, ...definition } = parseInitiative({ ...fields, id: 'initiative' });
  return { name, status, definition: JSON.parse(JSON.stringify(definition)) as Record<string, never> };
}

/**
 * The reduction-initiatives service: every initiative is checked by @ctp/forecast, a status change
 * follows the lifecycle (409 otherwise), and each change writes its audit entry in its transaction.
 */
export function initiativesService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    create: async (caller: Caller, body: z.infer<typeof InitiativeCreate>): Promise<StoredInitiative> => {
      const input = checked(body);
      return auditedChange(
        db,
        caller,
        (s) => createInitiative(s, { ...input, createdBy: caller.principal.userId ?? null }),
        {
          action: 'forecast_initiative.create',
          entityType: 'reduction_initiative',
          details: (i) => ({ name: i.name, status: i.status, definition: input.definition }),
        },
      );
    },

    list: (caller: Caller, page: { limit: number; cursor: string | null }): Promise<Page<StoredInitiative>> =>
      withOrganization(db, caller.organizationId, (s) => listInitiatives(s, page)),

    get: (caller: Caller, id: string): Promise<StoredInitiative> =>
      withOrganization(db, caller.organizationId, (s) => getInitiative(s, id)),

    /** Changes the fields given; a status change is a `transition` audit entry, anything else an `update`. */
    update: (caller: Caller, id: string, body: z.infer<typeof InitiativeUpdate>): Promise<StoredInitiative> =>
      withOrganization(db, caller.organizationId, async (s) => {
        // Locked: a concurrent change cannot slip between the transition check and the update.
        const before = await getInitiative(s, id, { forUpdate: true });
        if (body.status !== undefined && body.status !== before.status) {
          transitionInitiative({ id, status: before.status }, body.status);
        }
        const next = checked({ ...before.definition, name: before.name, status: before.status, ...body });
        const i = await updateInitiative(s, id, next);
        await appendAudit(s, {
          ...caller.actor,
          action:
            body.status !== undefined && body.status !== before.status
              ? 'forecast_initiative.transition'
              : 'forecast_initiative.update',
          entityType: 'reduction_initiative',
          entityId: i.id,
          details: {
            fields: Object.keys(body),
            before: {
              name: before.name,
              status: before.status,
              definition: { ...before.definition },
            } as never,
            after: { name: i.name, status: i.status, definition: { ...i.definition } } as never,
          },
          requestId: caller.requestId,
        });
        return i;
      }),

    archive: (caller: Caller, id: string): Promise<StoredInitiative> =>
      auditedChange(db, caller, (s) => archiveInitiative(s, id), {
        action: 'forecast_initiative.archive',
        entityType: 'reduction_initiative',
        details: (i) => ({ name: i.name, status: i.status }),
      }),
  };
}
