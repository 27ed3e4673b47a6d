import type { ForecastModelRegistry } from '@ctp/forecast';
import type { ForecastRunKind, ForecastRunRecord } from '@ctp/store';
import { createRoute, type z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json, jsonBody, problems } from '../../http/openapi-parts.js';
import { viewPage } from '../../http/paging.js';
import { acceptedHeaders, acceptedResponse, PreferHeader, parsePrefer } from '../../http/prefer.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { ForecastJobView, forecastJobView, queuedJobView } from './forecast-job-view.js';
import { type ForecastRequestOf, REQUEST_SCHEMAS } from './forecast-plans.js';
import { projectionService } from './projection-service.js';
import type { ForecastRunResult } from './run-forecast.js';
import { ForecastResultSchema, ForecastRunView } from './schemas.js';

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

const JOBS_PATH = '/api/forecasting/jobs';

const ASYNC_DESCRIPTION =
  "Computed in the request (201) when the estimated fit is within the server's inline budget " +
  '(`CTP_FORECAST_INLINE_BUDGET_MS`, default 1500 ms, estimated from the model, the months of history, the ' +
  'months predicted and the scenarios or initiatives laid over them). A longer one is queued for a worker: ' +
  '202 Accepted with `Location: /api/forecasting/jobs/{id}`; poll that job until it is `succeeded` (its `result` ' +
  'is the 201 body) or `failed` (its `problem` has the `type` the request would have answered with). ' +
  'Problems known before fitting (invalid body, unknown or unvalidated model, scenario or initiative, a ' +
  'history shorter than the model needs) are answered at once either way. RFC 7240 `Prefer`: ' +
  '`respond-async` always queues (answered with `Preference-Applied: respond-async`); `wait=N` lowers the ' +
  'budget to N seconds.';

/**
 * `POST /api/forecasting/project`, `/scenarios/compare`, `/gap-analysis`, `/initiatives/model`
 * (each records an immutable forecast run, in the request or through a forecast job),
 * `GET /api/forecasting/jobs/{id}` and `GET /api/forecasting/runs[/{id}]`. Runs have no update or
 * delete route; the database refuses both too.
 */
export function forecastingModule(runtime: Runtime, models: ForecastModelRegistry): ApiModule {
  const forecasts = projectionService(runtime, models);
  return (app) => {
    const compute = <K extends ForecastRunKind>(path: string, summary: string, kind: K) => {
      const route = createRoute({
        method: 'post',
        path,
        tags: TAGS,
        summary,
        description: ASYNC_DESCRIPTION,
        ...accessOf('POST', path),
        request: { body: jsonBody(REQUEST_SCHEMAS[kind]), headers: PreferHeader },
        responses: {
          201: { description: 'Computed and recorded as a forecast run', ...json(ForecastResultSchema) },
          202: acceptedResponse(
            'Queued as a forecast job (see `Location`); poll it for the result',
            ForecastJobView,
            'The forecast job',
          ),
          ...problems(COMPUTE_PROBLEMS),
        },
      });
      app.openapi<typeof route, { out: { json: ForecastRequestOf<K>; header: { prefer?: string } } }>(
        route,
        async (c) => {
          const preference = parsePrefer(c.req.valid('header').prefer);
          const answer = await forecasts.submit(callerOf(c), kind, c.req.valid('json'), preference, path);
          if ('computed' in answer) return c.json(resultBody(answer.computed), 201);
          const view = queuedJobView(answer.queued);
          return c.json(view, 202, acceptedHeaders(`${JOBS_PATH}/${answer.queued.id}`, answer.asked));
        },
      );
    };
    compute(
      '/api/forecasting/project',
      "Project the organization's monthly emissions with a model",
      'projection',
    );
    compute(
      '/api/forecasting/scenarios/compare',
      'Compare business as usual with scenario pathways to a year',
      'scenario_comparison',
    );
    compute(
      '/api/forecasting/gap-analysis',
      'Gap between the projection and a target pathway, with initiatives ranked by cost per tonne',
      'gap_analysis',
    );
    compute(
      '/api/forecasting/initiatives/model',
      'The projection with and without reduction initiatives, and their economics',
      'initiatives',
    );

    resourceRoutes(app, { path: JOBS_PATH, tags: TAGS }).get({
      summary: 'A queued forecasting request: its status, and its result or problem once settled',
      description:
        'Readable by the users of the organization who may run forecasts. Poll until `status` is `succeeded` or `failed`.',
      view: ForecastJobView,
      returns: 'The job',
      problems: { 404: 'No such forecast job in this organization' },
      handle: async (caller, id) => forecastJobView(await forecasts.getJob(caller, id)),
    });

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
