import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { OverrideImpact } from './impact.js';
import { overridesService } from './service.js';

/**
 * `GET /api/overrides/{id}/impact` (every role): what an override changes, read from the stored
 * results of its category inside its dates; stores nothing.
 */
export function overrideImpactModule(runtime: Runtime): ApiModule {
  const overrides = overridesService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/overrides/{id}/impact',
        tags: ['Overrides'],
        summary: 'What an override changes: the results it covers and, for a factor multiplier, an estimate',
        ...accessOf('GET', '/api/overrides/{id}/impact'),
        request: { params: IdParam },
        responses: {
          200: {
            description: 'The results covered and the estimate',
            content: { 'application/json': { schema: OverrideImpact } },
          },
          404: problem('No such override'),
        },
      }),
      async (c) => {
        const impact = await overrides.impact(callerOf(c), c.req.valid('param').id);
        return c.json(impact, 200);
      },
    );
  };
}
