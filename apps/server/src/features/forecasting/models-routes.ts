import type { ForecastModel, ForecastModelRegistry } from '@ctp/forecast';
import type { CustomForecastModel } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import { catalogueRoute } from './catalogue-route.js';
import { modelsService } from './models-service.js';
import { CustomModelCreate } from './schemas.js';

const TAGS = ['Forecasting'];

const CustomModelView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    modelKind: z.string(),
    parameters: z.record(z.string(), z.unknown()),
    artifactKey: z.string().nullable(),
    trainingFrom: z.string().nullable(),
    trainingTo: z.string().nullable(),
    metrics: z.record(z.string(), z.number()),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
    validated: z.boolean(),
    validatedBy: z.uuid().nullable(),
    validatedAt: z.string().nullable(),
  })
  .openapi('CustomForecastModel');

const BuiltInModelView = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    version: z.string(),
    description: z.string(),
    parameters: z.record(z.string(), z.unknown()),
    assumptions: z.array(z.string()),
    limitations: z.array(z.string()),
    minimumMonths: z.int(),
  })
  .openapi('ForecastModelKind');

function view(m: CustomForecastModel): z.infer<typeof CustomModelView> {
  return {
    ...m,
    parameters: { ...m.parameters },
    metrics: { ...m.metrics },
    createdAt: m.createdAt.toISOString(),
    validated: m.validatedAt !== null,
    validatedAt: m.validatedAt?.toISOString() ?? null,
  };
}

function builtInView(m: ForecastModel): z.infer<typeof BuiltInModelView> {
  return {
    id: m.id,
    name: m.name,
    type: m.type,
    version: m.version,
    description: m.description,
    parameters: { ...m.parameters },
    assumptions: [...m.assumptions],
    limitations: [...m.limitations],
    minimumMonths: m.minimumLength('monthly'),
  };
}

/** Custom forecast models: register, list (with the registered kinds), read, validate (ORG_ADMIN). */
export function forecastingModelsModule(runtime: Runtime, models: ForecastModelRegistry): ApiModule {
  const customModels = modelsService(runtime, models);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/forecasting/models', tags: TAGS });
    routes.create({
      summary:
        'Register a custom forecast model (a configuration of a registered kind); usable once validated',
      body: CustomModelCreate,
      view: CustomModelView,
      returns: 'Registered, not yet validated',
      problems: { 400: 'Invalid body', 422: 'Unknown model kind or invalid parameters' },
      handle: async (caller, body) => view(await customModels.register(caller, body)),
    });

    catalogueRoute(app, {
      path: '/api/forecasting/models',
      summary: "The registered model kinds and the organization's custom models",
      returns: 'The built-in kinds (always) and one page of custom models',
      builtIn: BuiltInModelView,
      item: CustomModelView,
      builtIns: () => models.list().map(builtInView),
      handle: async (caller, page) => viewPage(await customModels.list(caller, page), view),
    });
    routes.get({
      summary: 'A custom forecast model',
      view: CustomModelView,
      returns: 'The model',
      problems: { 404: 'No such model in this organization' },
      handle: async (caller, id) => view(await customModels.get(caller, id)),
    });
    routes.act({
      sub: '/validate',
      summary: 'Validate a custom forecast model (ORG_ADMIN; once): projections may then use it',
      view: CustomModelView,
      returns: 'Validated',
      problems: {
        403: 'No accountable administrator behind the call',
        404: 'No such model in this organization',
        409: 'Already validated',
      },
      handle: async (caller, id) => view(await customModels.validate(caller, id)),
    });
  };
}
