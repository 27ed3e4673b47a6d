import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  CalculationCreated,
  CalculationRequest,
  CalculationRunView,
  RunListQuery,
  runView,
} from './schemas.js';
import { calculationsService } from './service.js';

/**
 * `POST /api/calculations` (run for a period or activity ids), `GET /api/calculations` and
 * `GET /api/calculations/{id}` (a run with the dataset versions it used, its counts and failures).
 */
export function calculationsModule(runtime: Runtime): ApiModule {
  const calculations = calculationsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/calculations',
        tags: ['Calculations'],
        summary: 'Calculate a period or a list of activities',
        description:
          'Calculates the current activity versions and stores the run, its records and its results in one transaction. Activities that fail are listed in `failed` (with a code) and the others are stored. Earlier current results of the same activities are superseded, so running a period twice never doubles its totals.',
        ...accessOf('POST', '/api/calculations'),
        request: {
          body: { required: true, content: { 'application/json': { schema: CalculationRequest } } },
        },
        responses: {
          201: { description: 'The run', content: { 'application/json': { schema: CalculationCreated } } },
          400: problem('Invalid body'),
          422: problem('A pinned dataset version is not loaded, or the GWP set cannot be used'),
        },
      }),
      async (c) => {
        const { run, superseded } = await calculations.run(callerOf(c), c.req.valid('json'));
        return c.json({ ...runView(run), superseded }, 201);
      },
    );

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
