import { FactorNotFoundError } from '@ctp/factors';
import { createRoute, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { ApiModule, AppDeps } from '../http/app-env.js';
import { createApp } from '../http/create-app.js';
import { createLogger, memoryDestination } from '../http/logging/index.js';

/** A strict body schema like the real endpoints use. Test fixture only. */
export const WidgetCreate = z
  .strictObject({
    name: z.string().min(1),
    quantity: z.int().positive(),
    tags: z.array(z.strictObject({ label: z.string() })).optional(),
  })
  .openapi('WidgetCreate');

/** Test routes: a strict POST, a GET with a path parameter, and routes that throw. */
export const widgetModule: ApiModule = (app) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/widgets',
      tags: ['Widgets'],
      request: { body: { required: true, content: { 'application/json': { schema: WidgetCreate } } } },
      responses: {
        201: { description: 'Created', content: { 'application/json': { schema: WidgetCreate } } },
      },
    }),
    (c) => c.json(c.req.valid('json'), 201),
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/widgets/{id}',
      tags: ['Widgets'],
      request: { params: z.object({ id: z.uuid() }) },
      responses: {
        200: { description: 'A widget', content: { 'application/json': { schema: WidgetCreate } } },
      },
    }),
    (c) => {
      c.var.log.info({ headers: Object.fromEntries(c.req.raw.headers) }, 'headers seen');
      return c.json({ name: c.req.valid('param').id, quantity: 1 }, 200);
    },
  );
  app.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  app.get('/factor', () => {
    throw new FactorNotFoundError({
      category: 'c',
      subcategory: 's',
      region: 'US',
      date: '2024-01-01',
      tried: ['US'],
    });
  });
  app.get('/internal-code', () => {
    throw Object.assign(new Error('pool exhausted at db.internal:5432'), { code: 'INTERNAL_ERROR' });
  });
  app.get('/forbidden', () => {
    throw Object.assign(new Error('ORG_MEMBER may not approve overrides'), { code: 'FORBIDDEN' });
  });
  app.get('/private', () => {
    throw new HTTPException(401, { res: new Response(null, { headers: { 'www-authenticate': 'Bearer' } }) });
  });
  app.get('/slow', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, Number(c.req.query('ms') ?? 200)));
    return c.text('done');
  });
};

/** An app with the widget module and a log collected in memory. Test fixture only. */
export function testApp(deps: Partial<AppDeps> = {}) {
  const logs = memoryDestination();
  const app = createApp({ logger: createLogger({ destination: logs }), modules: [widgetModule], ...deps });
  return { app, logs };
}
