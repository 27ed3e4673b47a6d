import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  ListQuery,
  QualityQuery,
  QualitySummaryView,
  ResultView,
  SummaryQuery,
  SummaryView,
  view,
} from './schemas.js';
import { resultsService } from './service.js';

/**
 * `GET /api/results` (filtered, paginated), `GET /api/results/summary` (exact totals by group) and
 * `GET /api/results/quality` (the totals' 95% ranges and the breakdown by data type).
 */
export function resultsModule(runtime: Runtime): ApiModule {
  const results = resultsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/results',
        tags: ['Emission results'],
        summary: 'Emission results in creation order (current results unless includeSuperseded=true)',
        ...accessOf('GET', '/api/results'),
        request: { query: ListQuery },
        responses: {
          200: { description: 'One page', content: { 'application/json': { schema: pageOf(ResultView) } } },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor, ...q } = c.req.valid('query');
        const page = await results.list(callerOf(c), { limit, cursor: cursor ?? null }, q);
        return c.json({ items: page.items.map(view), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/results/summary',
        tags: ['Emission results'],
        summary: 'Exact CO2e totals by scope and method, and by category, facility or period',
        description:
          'Scope 2 location-based and market-based results are separate groups and separate totals, side by side: they are two views of the same electricity and are never added together.',
        ...accessOf('GET', '/api/results/summary'),
        request: { query: SummaryQuery },
        responses: {
          200: {
            description: 'The groups and totals',
            content: { 'application/json': { schema: SummaryView } },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { groupBy, ...q } = c.req.valid('query');
        return c.json(await results.summarize(callerOf(c), q, groupBy ?? []), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/results/quality',
        tags: ['Emission results'],
        summary: 'CO2e totals by scope with their 95% ranges, and the breakdown by data type',
        description:
          "Each scope total's 95% range, propagated analytically from the results' quality scores (the point is the total and never changes), and each scope's emissions by data type with the share of primary data and the categories below the coverage threshold. Reads every result of the filter with its activity, so it is slower than `/api/results/summary` on large organizations.",
        ...accessOf('GET', '/api/results/quality'),
        request: { query: QualityQuery },
        responses: {
          200: {
            description: 'The totals, their ranges and the data-type breakdown',
            content: { 'application/json': { schema: QualitySummaryView } },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { groupBy, ...filter } = c.req.valid('query');
        return c.json(await results.quality(callerOf(c), filter, groupBy), 200);
      },
    );
  };
}
