import { createRoute, type z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { pageOf } from '../../http/paging.js';
import { acceptedHeaders, acceptedResponse, PreferHeader, parsePrefer } from '../../http/prefer.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  CalculationJobListQuery,
  CalculationJobView,
  calculationJobView,
  queuedCalculationJobView,
} from './calculation-job-view.js';
import { CalculationRequest, CalculationRunView, RunListQuery, runView } from './schemas.js';
import { calculationsService } from './service.js';

const JOBS_PATH = '/api/calculations/jobs';

const ASYNC_DESCRIPTION =
  "Calculated in the request (201) when the selection holds at most the server's inline limit of current " +
  'activities (`CTP_CALCULATION_INLINE_LIMIT`, default 20,000, counted before calculating). A larger one is ' +
  'queued for a worker: 202 Accepted with `Location: /api/calculations/jobs/{id}`; poll that job until it is ' +
  '`completed` (its `run` is the stored run) or `failed` (its `problem` has the `type` the request would have ' +
  'answered with). Problems known before calculating (invalid body, a pinned dataset that is not loaded, a GWP ' +
  'set that cannot be used) are answered at once either way. RFC 7240 `Prefer: respond-async` always queues ' +
  '(answered with `Preference-Applied: respond-async`).';

/**
 * `POST /api/calculations` (run for a period or activity ids, in the request or through a calculation
 * job), `GET /api/calculations/jobs/{id}`, `GET /api/calculations` and `GET /api/calculations/{id}` (a
 * run with the dataset versions it used, its counts and failures).
 */
export function calculationsModule(runtime: Runtime): ApiModule {
  const calculations = calculationsService(runtime);
  return (app) => {
    const route = createRoute({
      method: 'post',
      path: '/api/calculations',
      tags: ['Calculations'],
      summary: 'Calculate a period or a list of activities',
      description: `Calculates the current activity versions and stores the run, its records and its results in one transaction. Activities that fail are listed in \`failed\` (with a code) and the others are stored. Earlier current results of the same activities are superseded, so running a period twice never doubles its totals. ${ASYNC_DESCRIPTION}`,
      ...accessOf('POST', '/api/calculations'),
      request: {
        body: { required: true, content: { 'application/json': { schema: CalculationRequest } } },
        headers: PreferHeader,
      },
      responses: {
        201: {
          description: 'The run, as `GET /api/calculations/{id}` shows it (`superseded` included)',
          content: { 'application/json': { schema: CalculationRunView } },
        },
        202: acceptedResponse(
          'Queued as a calculation job (see `Location`); poll it for the run',
          CalculationJobView,
          'The calculation job',
        ),
        400: problem('Invalid body'),
        422: problem('A pinned dataset version is not loaded, or the GWP set cannot be used'),
        503: problem('The calculation would be queued but the job queue is not available'),
      },
    });
    app.openapi<
      typeof route,
      { out: { json: z.output<typeof CalculationRequest>; header: { prefer?: string } } }
    >(route, async (c) => {
      const preference = parsePrefer(c.req.valid('header').prefer);
      const answer = await calculations.submit(callerOf(c), c.req.valid('json'), preference, route.path);
      if ('queued' in answer) {
        const view = queuedCalculationJobView(answer.queued);
        return c.json(view, 202, acceptedHeaders(`${JOBS_PATH}/${answer.queued.id}`, answer.asked));
      }
      return c.json(runView(answer.run), 201);
    });

    const jobs = resourceRoutes(app, { path: JOBS_PATH, tags: ['Calculations'] });
    jobs.list({
      summary: 'Queued calculations, newest first (with unsettled=true, those still in progress)',
      description:
        'Each job as `GET /api/calculations/jobs/{id}` shows it. With `unsettled=true` only the jobs without an outcome yet: the calculations waiting for a worker or being calculated, which a screen shows as in progress. Readable by the users of the organization who may start calculations.',
      item: CalculationJobView,
      query: CalculationJobListQuery,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page, query) => {
        const found = await calculations.listJobs(caller, { ...page, unsettled: query.unsettled === 'true' });
        return { items: found.items.map(calculationJobView), nextCursor: found.nextCursor };
      },
    });
    jobs.get({
      summary: 'A queued calculation: its status, and its run or problem once settled',
      description:
        'Readable by the users of the organization who may start calculations. Poll until `status` is `succeeded` or `failed`.',
      view: CalculationJobView,
      returns: 'The job',
      problems: { 404: 'No such calculation job in this organization' },
      handle: async (caller, id) => calculationJobView(await calculations.getJob(caller, id)),
    });

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/calculations',
        tags: ['Calculations'],
        summary: 'Calculation runs in creation order (or the latest first with order=newest)',
        ...accessOf('GET', '/api/calculations'),
        request: { query: RunListQuery },
        responses: {
          200: {
            description: 'One page',
            content: { 'application/json': { schema: pageOf(CalculationRunView) } },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor, order } = c.req.valid('query');
        const page = await calculations.list(callerOf(c), { limit, cursor: cursor ?? null, order });
        return c.json({ items: page.items.map(runView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/calculations/{id}',
        tags: ['Calculations'],
        summary: 'A calculation run: dataset versions used, counts, failures and totals',
        ...accessOf('GET', '/api/calculations/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The run', content: { 'application/json': { schema: CalculationRunView } } },
          404: problem('No such run in this organization'),
        },
      }),
      async (c) => {
        const run = await calculations.get(callerOf(c), c.req.valid('param').id);
        return c.json(runView(run), 200);
      },
    );
  };
}
