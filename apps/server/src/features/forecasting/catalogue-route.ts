import { createRoute, z } from '@hono/zod-openapi';
import type { App } from '../../http/app-env.js';
import { type Caller, callerOf } from '../../http/caller.js';
import { json, problems } from '../../http/openapi-parts.js';
import { PageQuery } from '../../http/paging.js';
import type { Page, PageRequest } from '../../http/resource-routes.js';
import { accessOf } from '../../http/route-table.js';

/**
 * `GET path?limit&cursor` of a forecasting catalogue (scenario templates, forecast models): the
 * built-in kinds, always and in full, beside one page of what the organization stored.
 */
export function catalogueRoute<B extends z.ZodType, V extends z.ZodType>(
  app: App,
  o: {
    path: string;
    summary: string;
    returns: string;
    builtIn: B;
    item: V;
    builtIns: () => z.output<B>[];
    handle: (caller: Caller, page: PageRequest) => Promise<Page<z.output<V>>>;
  },
): void {
  const schema = z.object({
    builtIn: z.array(o.builtIn),
    items: z.array(o.item),
    nextCursor: z.string().nullable(),
  });
  app.openapi(
    createRoute({
      method: 'get',
      path: o.path,
      tags: ['Forecasting'],
      summary: o.summary,
      ...accessOf('GET', o.path),
      request: { query: PageQuery },
      responses: { 200: { description: o.returns, ...json(schema) }, ...problems({ 400: 'Invalid query' }) },
    }),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const page = await o.handle(callerOf(c), { limit, cursor: cursor ?? null });
      return c.json({ builtIn: o.builtIns(), ...page }, 200);
    },
  );
}
