import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { CompareParams, CompareQuery, comparisonView, DatasetComparison } from './compare-schemas.js';
import { factorCompareService } from './compare-service.js';

/**
 * `GET /api/factors/datasets/{datasetId}/compare?from=&to=` (every role): the factors added,
 * removed and changed between two versions of a dataset, with exact old, new and change values.
 */
export function factorCompareModule(runtime: Runtime): ApiModule {
  const comparisons = factorCompareService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/factors/datasets/{datasetId}/compare',
        tags: ['Factors'],
        summary: 'Compare two versions of a dataset: factors added, removed and changed',
        description:
          'Rows are matched on category, subcategory, unit, region, GWP set and timeframe (plus the effective dates where that is not unique within a version). A matched row is changed when one of its numbers (`factor`, `gas:{GAS}`, `co2e:{GAS}`) differs as a decimal; its other differing fields are listed in `otherFields`. Differences come sorted by that key, a page at a time; datasets never change, so a cursor stays valid. A dataset of another organization is 404, as one that never existed.',
        ...accessOf('GET', '/api/factors/datasets/{datasetId}/compare'),
        request: { params: CompareParams, query: CompareQuery },
        responses: {
          200: {
            description: 'The counts of every kind and one page of differences',
            content: { 'application/json': { schema: DatasetComparison } },
          },
          400: problem('Invalid query'),
          404: problem('No such dataset or version in the organization’s library'),
        },
      }),
      async (c) => {
        const { datasetId } = c.req.valid('param');
        const { from, to, kind, limit, cursor } = c.req.valid('query');
        const result = await comparisons.compare(callerOf(c), datasetId, from, to);
        return c.json(comparisonView(result.from, result.to, result.diff, { kind, limit, cursor }), 200);
      },
    );
  };
}
