import type { ForecastModel, ForecastModelRegistry } from '@ctp/forecast';
import type { CustomForecastModel } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
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
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/forecasting/models',
        tags: TAGS,
        summary:
          'Register a custom forecast model (a configuration of a registered kind); usable once validated',
        ...accessOf('POST', '/api/forecasting/models'),
        request: { body: { required: true, content: { 'application/json': { schema: CustomModelCreate } } } },
        responses: {
          201: {
            description: 'Registered, not yet validated',
            content: { 'application/json': { schema: CustomModelView } },
          },
          400: problem('Invalid body'),
          422: problem('Unknown model kind or invalid parameters'),
        },
      }),
      async (c) => {
        const created = await customModels.register(callerOf(c), c.req.valid('json'));
        return c.json(view(created), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/forecasting/models',
        tags: TAGS,
        summary: "The registered model kinds and the organization's custom models",
        ...accessOf('GET', '/api/forecasting/models'),
        request: { query: PageQuery },
        responses: {
          200: {
            description: 'The built-in kinds (always) and one page of custom models',
            content: {
              'application/json': {
                schema: z.object({
                  builtIn: z.array(BuiltInModelView),
                  items: z.array(CustomModelView),
                  nextCursor: z.string().nullable(),
                }),
              },
            },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await customModels.list(callerOf(c), { limit, cursor: cursor ?? null });
        return c.json(
          {
            builtIn: models.list().map(builtInView),
            items: page.items.map(view),
            nextCursor: page.nextCursor,
          },
          200,
        );
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/forecasting/models/{id}',
        tags: TAGS,
        summary: 'A custom forecast model',
        ...accessOf('GET', '/api/forecasting/models/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The model', content: { 'application/json': { schema: CustomModelView } } },
          404: problem('No such model in this organization'),
        },
      }),
      async (c) => {
        const model = await customModels.get(callerOf(c), c.req.valid('param').id);
        return c.json(view(model), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/forecasting/models/{id}/validate',
        tags: TAGS,
        summary: 'Validate a custom forecast model (ORG_ADMIN; once): projections may then use it',
        ...accessOf('POST', '/api/forecasting/models/{id}/validate'),
        request: { params: IdParam },
        responses: {
          200: { description: 'Validated', content: { 'application/json': { schema: CustomModelView } } },
          403: problem('No accountable administrator behind the call'),
          404: problem('No such model in this organization'),
          409: problem('Already validated'),
        },
      }),
      async (c) => {
        const model = await customModels.validate(callerOf(c), c.req.valid('param').id);
        return c.json(view(model), 200);
      },
    );
  };
}
