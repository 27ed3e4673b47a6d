import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { DateQuery, IdParams, ListQuery } from './schemas.js';
import { algorithmsService } from './service.js';
import { AlgorithmDetail, AlgorithmSummary } from './views.js';

/**
 * `GET /api/algorithms` and `GET /api/algorithms/{namespace}/{name}` (every role): the server's
 * algorithm registry (generic, regional and alternative algorithms with every version and its
 * methodology), each with the caller's organization's overrides that touch it. The registry is
 * small and fixed per deployment, so the list is not paged.
 */
export function algorithmsModule(runtime: Runtime): ApiModule {
  const algorithms = algorithmsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/algorithms',
        tags: ['Algorithms'],
        summary: 'The registered algorithms, by id',
        ...accessOf('GET', '/api/algorithms'),
        request: { query: ListQuery },
        responses: {
          200: {
            description: 'Every algorithm matching the filters',
            content: { 'application/json': { schema: z.object({ items: z.array(AlgorithmSummary) }) } },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const items = await algorithms.list(callerOf(c), c.req.valid('query'));
        return c.json({ items }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/algorithms/{namespace}/{name}',
        tags: ['Algorithms'],
        summary: 'One algorithm with every version, its methodology and references',
        ...accessOf('GET', '/api/algorithms/{namespace}/{name}'),
        request: { params: IdParams, query: DateQuery },
        responses: {
          200: { description: 'The algorithm', content: { 'application/json': { schema: AlgorithmDetail } } },
          400: problem('Invalid id or query'),
          404: problem('No such algorithm'),
        },
      }),
      async (c) => {
        const { namespace, name } = c.req.valid('param');
        const detail = await algorithms.get(callerOf(c), `${namespace}/${name}`, c.req.valid('query').on);
        return c.json(detail, 200);
      },
    );
  };
}
