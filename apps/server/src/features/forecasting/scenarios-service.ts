import { parseScenarioTemplate } from '@ctp/forecast';
import {
  appendAudit,
  archiveScenarioTemplate,
  createScenarioTemplate,
  getScenarioTemplate,
  listScenarioTemplates,
  type Page,
  type StoredScenarioTemplate,
  updateScenarioTemplate,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import { auditedChange } from '../../http/audited-change.js';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { ScenarioCreate, ScenarioUpdate } from './schemas.js';

/** Checks a template with @ctp/forecast (422 `invalid-forecast-input`) and returns what is stored. */
function checked(
  name: string,
  template: Record<string, unknown>,
): { type: string; template: Record<string, never> } {
  const { id: _id, name: _name, ...rest } = template;
  const parsed = parseScenarioTemplate({ ...rest, id: 'template', name });
  const { id: _i, name: _n, ...stored } = parsed as Record<string, unknown>;
  return { type: parsed.type, template: JSON.parse(JSON.stringify(stored)) };
}

/**
 * The scenario-templates service: every template is checked by @ctp/forecast before it is stored;
 * create, update and archive write their audit entries in the same transaction.
 */
export function scenariosService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    create: async (caller: Caller, body: z.infer<typeof ScenarioCreate>): Promise<StoredScenarioTemplate> => {
      const { type, template } = checked(body.name, body.template);
      return auditedChange(
        db,
        caller,
        (scope) =>
          createScenarioTemplate(scope, {
            name: body.name,
            type,
            template,
            createdBy: caller.principal.userId ?? null,
          }),
        {
          action: 'forecast_scenario.create',
          entityType: 'forecast_scenario',
          details: (t) => ({ name: t.name, type, template }),
        },
      );
    },

    list: (
      caller: Caller,
      page: { limit: number; cursor: string | null },
    ): Promise<Page<StoredScenarioTemplate>> =>
      withOrganization(db, caller.organizationId, (scope) => listScenarioTemplates(scope, page)),

    get: (caller: Caller, id: string): Promise<StoredScenarioTemplate> =>
      withOrganization(db, caller.organizationId, (scope) => getScenarioTemplate(scope, id)),

    /** Renames or replaces the definition; the audit entry records both versions. */
    update: (
      caller: Caller,
      id: string,
      body: z.infer<typeof ScenarioUpdate>,
    ): Promise<StoredScenarioTemplate> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const before = await getScenarioTemplate(scope, id);
        const name = body.name ?? before.name;
        const next = checked(name, body.template ?? { ...before.template, type: before.type });
        const t = await updateScenarioTemplate(scope, id, { name, ...next });
        await appendAudit(scope, {
          ...caller.actor,
          action: 'forecast_scenario.update',
          entityType: 'forecast_scenario',
          entityId: t.id,
          details: {
            before: { name: before.name, type: before.type, template: { ...before.template } } as never,
            after: { name: t.name, type: t.type, template: { ...t.template } } as never,
          },
          requestId: caller.requestId,
        });
        return t;
      }),

    archive: (caller: Caller, id: string): Promise<StoredScenarioTemplate> =>
      auditedChange(db, caller, (scope) => archiveScenarioTemplate(scope, id), {
        action: 'forecast_scenario.archive',
        entityType: 'forecast_scenario',
        details: (t) => ({ name: t.name }),
      }),
  };
}
