import type { ForecastModelRegistry } from '@ctp/forecast';
import {
  appendAudit,
  type CustomForecastModel,
  getCustomForecastModel,
  listCustomForecastModels,
  type Page,
  registerCustomForecastModel,
  validateCustomForecastModel,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import { auditedChange } from '../../http/audited-change.js';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import { accountableAdmin } from '../users/index.js';
import type { CustomModelCreate } from './schemas.js';

/**
 * The custom-models service: registers a model (its kind and parameters checked at once), validates it
 * (an accountable administrator, once) and writes both audit entries.
 */
export function modelsService(runtime: Runtime, models: ForecastModelRegistry) {
  const db = runtime.database.db;
  return {
    register: async (
      caller: Caller,
      body: z.infer<typeof CustomModelCreate>,
    ): Promise<CustomForecastModel> => {
      // Unknown kinds and invalid parameters are refused now, not at the first projection.
      const parameters = models.get(body.modelKind).parseParameters(body.parameters) as Record<string, never>;
      return auditedChange(
        db,
        caller,
        (scope) =>
          registerCustomForecastModel(scope, {
            ...body,
            parameters,
            createdBy: caller.principal.userId ?? null,
          }),
        {
          action: 'forecast_model.register',
          entityType: 'custom_forecast_model',
          details: (model) => ({ name: model.name, modelKind: model.modelKind, parameters }),
        },
      );
    },

    list: (
      caller: Caller,
      page: { limit: number; cursor: string | null },
    ): Promise<Page<CustomForecastModel>> =>
      withOrganization(db, caller.organizationId, (scope) => listCustomForecastModels(scope, page)),

    get: (caller: Caller, id: string): Promise<CustomForecastModel> =>
      withOrganization(db, caller.organizationId, (scope) => getCustomForecastModel(scope, id)),

    validate: (caller: Caller, id: string): Promise<CustomForecastModel> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        await getCustomForecastModel(scope, id); // another organization's model is a 404 first
        const admin = await accountableAdmin(scope, caller.principal, 'Validating a forecast model');
        const validated = await validateCustomForecastModel(scope, id, admin);
        await appendAudit(scope, {
          ...caller.actor,
          action: 'forecast_model.validate',
          entityType: 'custom_forecast_model',
          entityId: validated.id,
          details: { validatedBy: admin, modelKind: validated.modelKind },
          requestId: caller.requestId,
        });
        return validated;
      }),
  };
}
