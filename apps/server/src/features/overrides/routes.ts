import { createRoute, type z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { ListQuery, OverrideCreate, OverrideEnd, OverrideView, overrideView } from './schemas.js';
import { overridesService } from './service.js';

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * Organization overrides of the default calculation: `POST /api/overrides` (ORG_ADMIN), approval
 * by a second ORG_ADMIN, listing and reading (every role: auditors must see them), and ending
 * from a date. Overrides are never deleted; every change is audited.
 */
export function overridesModule(runtime: Runtime): ApiModule {
  const overrides = overridesService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/overrides',
        tags: ['Overrides'],
        summary: 'Propose an override (it applies only after a second ORG_ADMIN approves it)',
        ...accessOf('POST', '/api/overrides'),
        request: { body: { required: true, content: { 'application/json': { schema: OverrideCreate } } } },
        responses: {
          201: json('Created, pending approval', OverrideView),
          400: problem('Invalid body (the formula of a custom override included)'),
          403: problem('No accountable administrator behind the caller'),
          422: problem('Unknown category, or a methodology algorithm that is not registered for it'),
        },
      }),
      async (c) => {
        const created = await overrides.create(callerOf(c), c.req.valid('json'));
        return c.json(overrideView(created), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/overrides',
        tags: ['Overrides'],
        summary: "The organization's overrides, oldest first",
        ...accessOf('GET', '/api/overrides'),
        request: { query: ListQuery },
        responses: { 200: json('One page', pageOf(OverrideView)), 400: problem('Invalid query') },
      }),
      async (c) => {
        const page = await overrides.list(callerOf(c), c.req.valid('query'));
        return c.json({ items: page.items.map(overrideView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/overrides/{id}',
        tags: ['Overrides'],
        summary: 'An override',
        ...accessOf('GET', '/api/overrides/{id}'),
        request: { params: IdParam },
        responses: { 200: json('The override', OverrideView), 404: problem('No such override') },
      }),
      async (c) => {
        const o = await overrides.get(callerOf(c), c.req.valid('param').id);
        return c.json(overrideView(o), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/overrides/{id}/approve',
        tags: ['Overrides'],
        summary: 'Approve an override: only an ORG_ADMIN other than its creator may',
        ...accessOf('POST', '/api/overrides/{id}/approve'),
        request: { params: IdParam },
        responses: {
          200: json('Approved', OverrideView),
          403: problem(
            'The caller created the override (`self-approval`) or is no accountable administrator',
          ),
          404: problem('No such override'),
          409: problem('Already approved or ended'),
        },
      }),
      async (c) => {
        const approved = await overrides.approve(callerOf(c), c.req.valid('param').id);
        return c.json(overrideView(approved), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/overrides/{id}/end',
        tags: ['Overrides'],
        summary: 'End an override from a date (it stays stored and readable; never deleted)',
        ...accessOf('POST', '/api/overrides/{id}/end'),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: OverrideEnd } } },
        },
        responses: {
          200: json('Ended', OverrideView),
          400: problem('Invalid body, or a date outside the override’s dates'),
          403: problem('No accountable administrator behind the caller'),
          404: problem('No such override'),
          409: problem('Already ended'),
        },
      }),
      async (c) => {
        const ended = await overrides.end(callerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json(overrideView(ended), 200);
      },
    );
  };
}
