import { listOverrides, withOrganization } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import { ProblemError } from '../../http/problem.js';
import { principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { AlgorithmDetail, AlgorithmSummary, algorithmSummary, versionDetails } from './views.js';

const segment = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'a lower-case id segment');
const IdParams = z.object({
  namespace: segment.openapi({
    description: 'First part of the algorithm id `namespace/name`.',
    example: 'us',
  }),
  name: segment.openapi({ description: 'Second part of the id.', example: 'egrid-location' }),
});
const DateQuery = z.object({
  on: z.iso.date().optional().openapi({ description: 'Reference date of `status` (default: today, UTC).' }),
});
const ListQuery = DateQuery.extend({
  category: z.string().max(200).optional().openapi({ description: 'Exact category.' }),
  scope: z.enum(['scope1', 'scope2', 'scope3']).optional(),
  region: z
    .string()
    .max(50)
    .optional()
    .openapi({ description: 'Exact region; `GLOBAL` lists generic ones.' }),
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * `GET /api/algorithms` and `GET /api/algorithms/{namespace}/{name}` (every role): the server's
 * algorithm registry (generic, regional and alternative algorithms with every version and its
 * methodology), each with the caller's organization's overrides that touch it. The registry is
 * small and fixed per deployment, so the list is not paged.
 */
export function algorithmsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  const registry = runtime.registry;
  const ids = () => [...new Set(registry.list().map((a) => a.id))];
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
        const q = c.req.valid('query');
        const overrides = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          listOverrides(scope, { activeOnly: true }),
        );
        const items = ids()
          .map((id) => algorithmSummary(registry, registry.versions(id), overrides, q.on ?? today()))
          .filter(
            (a) =>
              (q.category === undefined || a.category === q.category) &&
              (q.scope === undefined || a.scope === q.scope) &&
              (q.region === undefined || (a.region ?? 'GLOBAL') === q.region),
          );
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
        const id = `${namespace}/${name}`;
        const versions = registry.versions(id);
        if (versions.length === 0)
          throw new ProblemError('NOT_FOUND', { detail: `No algorithm ${id} is registered.` });
        const date = c.req.valid('query').on ?? today();
        const overrides = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          listOverrides(scope, { activeOnly: true }),
        );
        return c.json(
          {
            ...algorithmSummary(registry, versions, overrides, date),
            versionDetails: versionDetails(versions, date),
          },
          200,
        );
      },
    );
  };
}
