import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { ActivityCoverage, CoverageQuery } from './coverage-schemas.js';
import { activityCoverageService } from './coverage-service.js';

/**
 * `GET /api/activities/coverage?from&to`: current activity versions counted per facility and
 * month, so a screen can show where activity data is missing. Registered before
 * `/api/activities/{id}`, which would otherwise take `coverage` for an id.
 */
export function activityCoverageModule(runtime: Runtime): ApiModule {
  const service = activityCoverageService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/activities/coverage',
        tags: ['Activity data'],
        summary: 'Where activity data exists: current versions counted per facility and month',
        description:
          'Each current activity version counts in every calendar month its period overlaps. Every facility gets a row (a row of zeros is a facility with no data in the range); activities without a facility get a last row.',
        ...accessOf('GET', '/api/activities/coverage'),
        request: { query: CoverageQuery },
        responses: {
          200: { description: 'The grid', content: { 'application/json': { schema: ActivityCoverage } } },
          400: problem('Invalid range (to before from, or longer than 60 months)'),
        },
      }),
      async (c) => {
        const { from, to } = c.req.valid('query');
        return c.json(await service.coverage(callerOf(c), from, to), 200);
      },
    );
  };
}
