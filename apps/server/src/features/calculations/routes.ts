import { getCalculationRun, listCalculationRuns, withOrganization } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { actorOf, principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { runCalculation } from './run-calculation.js';
import { CalculationRequest, CalculationRunView, runView, selectionOf } from './schemas.js';

const CalculationCreated = CalculationRunView.extend({
  superseded: z.number().int().openapi({ description: 'Earlier current results the new ones superseded.' }),
}).openapi('CalculationRunCreated');

/**
 * `POST /api/calculations` (run for a period or activity ids), `GET /api/calculations` and
 * `GET /api/calculations/{id}` (a run with the dataset versions it used, its counts and failures).
 */
export function calculationsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        const principal = principalOf(c);
        const body = c.req.valid('json');
        const summary = await runCalculation(
          { db, registry: runtime.registry },
          {
            organizationId: principal.organizationId,
            actorUserId: principal.userId ?? null,
            auditActor: actorOf(principal),
            selection: selectionOf(body),
            ...(body.datasetPins === undefined ? {} : { datasetPins: body.datasetPins }),
            ...(body.gwpSet === undefined ? {} : { gwpSet: body.gwpSet }),
            ...(body.gwpTimeframe === undefined ? {} : { gwpTimeframe: body.gwpTimeframe }),
            requestId: c.var.requestId,
          },
        );
        const run = await withOrganization(db, principal.organizationId, (scope) =>
          getCalculationRun(scope, summary.runId),
        );
        return c.json({ ...runView(run), superseded: summary.superseded }, 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/calculations',
        tags: ['Calculations'],
        summary: 'Calculation runs in creation order',
        ...accessOf('GET', '/api/calculations'),
        request: { query: PageQuery },
        responses: {
          200: {
            description: 'One page',
            content: { 'application/json': { schema: pageOf(CalculationRunView) } },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { limit, cursor } = c.req.valid('query');
        const page = await withOrganization(db, principal.organizationId, (scope) =>
          listCalculationRuns(scope, { limit, cursor: cursor ?? null }),
        );
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const run = await withOrganization(db, principal.organizationId, (scope) =>
          getCalculationRun(scope, id),
        );
        return c.json(runView(run), 200);
      },
    );
  };
}
