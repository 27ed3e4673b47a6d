import type { ForecastModelRegistry } from '@ctp/forecast';
import type { ForecastRunRecord } from '@ctp/store';
import { createRoute, type z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { projectionService } from './projection-service.js';
import type { ForecastRunResult } from './run-forecast.js';
import {
  CompareRequest,
  ForecastResultSchema,
  ForecastRunView,
  GapRequest,
  InitiativesModelRequest,
  ProjectRequest,
} from './schemas.js';

const TAGS = ['Forecasting'];
const computeResponses = {
  201: {
    description: 'Computed and recorded as a forecast run',
    content: { 'application/json': { schema: ForecastResultSchema } },
  },
  400: problem('Invalid body'),
  404: problem('A named custom model, scenario or initiative is not in this organization'),
  409: problem('The custom model is not validated yet'),
  422: problem(
    'The history is too short for the model (the problem says how many months it needs), or a scenario, initiative or parameter is invalid',
  ),
};

function runView(r: ForecastRunRecord): z.infer<typeof ForecastRunView> {
  const output = r.output as { projection?: unknown } | null;
  return {
    id: r.id,
    kind: r.kind,
    model: r.modelType,
    customModelId: r.customModelId,
    scenario: r.scenario,
    config: r.config,
    inputDataHash: r.inputDataHash,
    inputDataRange: r.inputDataRange,
    projection: output?.projection ?? null,
    result: r.output,
    gapAnalysis: r.gapAnalysis,
    engineVersion: r.engineVersion,
    runBy: r.runBy,
    runAt: r.runAt.toISOString(),
  };
}

function resultBody(result: ForecastRunResult): z.infer<typeof ForecastResultSchema> {
  return JSON.parse(
    JSON.stringify({
      runId: result.run.id,
      inputDataHash: result.history.inputDataHash,
      inputDataRange: result.history.range,
      ...result.computation.output,
    }),
  ) as z.infer<typeof ForecastResultSchema>;
}

/**
 * `POST /api/forecasting/project`, `/scenarios/compare`, `/gap-analysis`, `/initiatives/model`
 * (each records an immutable forecast run) and `GET /api/forecasting/runs[/{id}]`. Runs have no
 * update or delete route; the database refuses both too.
 */
export function forecastingModule(runtime: Runtime, models: ForecastModelRegistry): ApiModule {
  const forecasts = projectionService(runtime, models);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/forecasting/project',
        tags: TAGS,
        summary: "Project the organization's monthly emissions with a model",
        ...accessOf('POST', '/api/forecasting/project'),
        request: { body: { required: true, content: { 'application/json': { schema: ProjectRequest } } } },
        responses: computeResponses,
      }),
      async (c) => {
        const result = await forecasts.project(callerOf(c), c.req.valid('json'));
        return c.json(resultBody(result), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/forecasting/scenarios/compare',
        tags: TAGS,
        summary: 'Compare business as usual with scenario pathways to a year',
        ...accessOf('POST', '/api/forecasting/scenarios/compare'),
        request: { body: { required: true, content: { 'application/json': { schema: CompareRequest } } } },
        responses: computeResponses,
      }),
      async (c) => {
        const result = await forecasts.compare(callerOf(c), c.req.valid('json'));
        return c.json(resultBody(result), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/forecasting/gap-analysis',
        tags: TAGS,
        summary: 'Gap between the projection and a target pathway, with initiatives ranked by cost per tonne',
        ...accessOf('POST', '/api/forecasting/gap-analysis'),
        request: { body: { required: true, content: { 'application/json': { schema: GapRequest } } } },
        responses: computeResponses,
      }),
      async (c) => {
        const result = await forecasts.gapAnalysis(callerOf(c), c.req.valid('json'));
        return c.json(resultBody(result), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/forecasting/initiatives/model',
        tags: TAGS,
        summary: 'The projection with and without reduction initiatives, and their economics',
        ...accessOf('POST', '/api/forecasting/initiatives/model'),
        request: {
          body: { required: true, content: { 'application/json': { schema: InitiativesModelRequest } } },
        },
        responses: computeResponses,
      }),
      async (c) => {
        const result = await forecasts.modelInitiatives(callerOf(c), c.req.valid('json'));
        return c.json(resultBody(result), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/forecasting/runs',
        tags: TAGS,
        summary: 'Recorded forecast runs, oldest first',
        ...accessOf('GET', '/api/forecasting/runs'),
        request: { query: PageQuery },
        responses: {
          200: {
            description: 'One page',
            content: { 'application/json': { schema: pageOf(ForecastRunView) } },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await forecasts.listRuns(callerOf(c), { limit, cursor: cursor ?? null });
        return c.json({ items: page.items.map(runView), nextCursor: page.nextCursor }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/forecasting/runs/{id}',
        tags: TAGS,
        summary: 'A recorded forecast run (immutable)',
        ...accessOf('GET', '/api/forecasting/runs/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The run', content: { 'application/json': { schema: ForecastRunView } } },
          404: problem('No such run in this organization'),
        },
      }),
      async (c) => {
        const run = await forecasts.getRun(callerOf(c), c.req.valid('param').id);
        return c.json(runView(run), 200);
      },
    );
  };
}
