import type { ForecastModel, ForecastModelRegistry } from '@ctp/forecast';
import {
  appendAudit,
  type CustomForecastModel,
  getCustomForecastModel,
  listCustomForecastModels,
  registerCustomForecastModel,
  validateCustomForecastModel,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery } from '../../http/paging.js';
import { actorOf, principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { accountableAdmin } from '../users/index.js';

const TAGS = ['Forecasting'];

const CustomModelCreate = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).optional(),
    modelKind: z.string().min(1).max(100).openapi({ description: 'A registered model id, e.g. `arima`.' }),
    parameters: z.record(z.string(), z.unknown()).default({}).openapi({
      description: "The kind's parameters; checked against its schema (422 when invalid).",
    }),
    artifactKey: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .openapi({ description: 'Storage key of a trained artifact.' }),
    trainingFrom: z.iso.date().optional(),
    trainingTo: z.iso.date().optional(),
    metrics: z
      .record(z.string(), z.number())
      .default({})
      .openapi({ description: 'Evaluation figures (MASE, sMAPE…).' }),
  })
  .refine(
    (m) => m.trainingFrom === undefined || m.trainingTo === undefined || m.trainingFrom <= m.trainingTo,
    {
      message: 'trainingFrom must not be after trainingTo',
      path: ['trainingTo'],
    },
  )
  .openapi('CustomForecastModelCreate');

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
  const db = runtime.database.db;
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
        const principal = principalOf(c);
        const body = c.req.valid('json');
        // Unknown kinds and invalid parameters are refused now, not at the first projection.
        const parameters = models.get(body.modelKind).parseParameters(body.parameters) as Record<
          string,
          never
        >;
        const created = await withOrganization(db, principal.organizationId, async (scope) => {
          const model = await registerCustomForecastModel(scope, {
            ...body,
            parameters,
            createdBy: principal.userId ?? null,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'forecast_model.register',
            entityType: 'custom_forecast_model',
            entityId: model.id,
            details: { name: model.name, modelKind: model.modelKind, parameters },
            requestId: c.var.requestId,
          });
          return model;
        });
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
        const page = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          listCustomForecastModels(scope, { limit, cursor: cursor ?? null }),
        );
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
        const { id } = c.req.valid('param');
        const model = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          getCustomForecastModel(scope, id),
        );
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const model = await withOrganization(db, principal.organizationId, async (scope) => {
          await getCustomForecastModel(scope, id); // another organization's model is a 404 first
          const admin = await accountableAdmin(scope, principal, 'Validating a forecast model');
          const validated = await validateCustomForecastModel(scope, id, admin);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'forecast_model.validate',
            entityType: 'custom_forecast_model',
            entityId: validated.id,
            details: { validatedBy: admin, modelKind: validated.modelKind },
            requestId: c.var.requestId,
          });
          return validated;
        });
        return c.json(view(model), 200);
      },
    );
  };
}
