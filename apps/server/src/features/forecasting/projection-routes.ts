import type { ForecastModelRegistry } from '@ctp/forecast';
import type { ForecastRunRecord } from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import type { Caller } from '../../http/caller.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
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
const COMPUTE_PROBLEMS = {
  400: 'Invalid body',
  404: 'A named custom model, scenario or initiative is not in this organization',
  409: 'The custom model is not validated yet',
  422: 'The history is too short for the model (the problem says how many months it needs), or a scenario, initiative or parameter is invalid',
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
    const compute = <B extends z.ZodType>(
      path: string,
      summary: string,
      body: B,
      run: (caller: Caller, body: z.output<B>) => Promise<ForecastRunResult>,
    ) =>
      resourceRoutes(app, { path, tags: TAGS }).create({
        summary,
        body,
        view: ForecastResultSchema,
        returns: 'Computed and recorded as a forecast run',
        problems: COMPUTE_PROBLEMS,
        handle: async (caller, input) => resultBody(await run(caller, input)),
      });
    compute(
      '/api/forecasting/project',
      "Project the organization's monthly emissions with a model",
      ProjectRequest,
      (caller, body) => forecasts.project(caller, body),
    );
    compute(
      '/api/forecasting/scenarios/compare',
      'Compare business as usual with scenario pathways to a year',
      CompareRequest,
      (caller, body) => forecasts.compare(caller, body),
    );
    compute(
      '/api/forecasting/gap-analysis',
      'Gap between the projection and a target pathway, with initiatives ranked by cost per tonne',
      GapRequest,
      (caller, body) => forecasts.gapAnalysis(caller, body),
    );
    compute(
      '/api/forecasting/initiatives/model',
      'The projection with and without reduction initiatives, and their economics',
      InitiativesModelRequest,
      (caller, body) => forecasts.modelInitiatives(caller, body),
    );

    const runs = resourceRoutes(app, { path: '/api/forecasting/runs', tags: TAGS });
    runs.list({
      summary: 'Recorded forecast runs, oldest first',
      item: ForecastRunView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page) => viewPage(await forecasts.listRuns(caller, page), runView),
    });
    runs.get({
      summary: 'A recorded forecast run (immutable)',
      view: ForecastRunView,
      returns: 'The run',
      problems: { 404: 'No such run in this organization' },
      handle: async (caller, id) => runView(await forecasts.getRun(caller, id)),
    });
  };
}
