import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { ActivityCorrection, ActivityCreate, ActivityView, activityView, ListQuery } from './schemas.js';
import { activitiesService } from './service.js';

/**
 * `POST`, `GET /api/activities`, `GET /api/activities/{id}` and
 * `POST /api/activities/{id}/corrections` (a new version supersedes the old; never an in-place edit).
 */
export function activitiesModule(runtime: Runtime): ApiModule {
  const activities = activitiesService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/activities',
        tags: ['Activity data'],
        summary: 'Record activity data (version 1)',
        description:
          'With an `Idempotency-Key` header, a retry with the same key returns the activity created the first time (200, `Idempotent-Replayed: true`) instead of a duplicate.',
        ...accessOf('POST', '/api/activities'),
        request: {
          headers: z.object({
            'idempotency-key': z.string().min(1).max(255).optional().openapi({
              description: 'Makes a retried create return the first activity (1–255 characters).',
            }),
          }),
          body: { required: true, content: { 'application/json': { schema: ActivityCreate } } },
        },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: ActivityView } } },
          200: {
            description: 'Created earlier with the same idempotency key',
            content: { 'application/json': { schema: ActivityView } },
          },
          400: problem('Invalid body or header'),
          404: problem('No such facility in this organization'),
        },
      }),
      async (c) => {
        const key = c.req.valid('header')['idempotency-key'] ?? null;
        const result = await activities.create(callerOf(c), c.req.valid('json'), key);
        if (result.created) return c.json(activityView(result.activity), 201);
        return c.json(activityView(result.activity), 200, { 'idempotent-replayed': 'true' });
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/activities',
        tags: ['Activity data'],
        summary: 'Activity data in creation order (current versions unless includeSuperseded=true)',
        ...accessOf('GET', '/api/activities'),
        request: { query: ListQuery },
        responses: {
          200: { description: 'One page', content: { 'application/json': { schema: pageOf(ActivityView) } } },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const page = await activities.list(callerOf(c), c.req.valid('query'));
        return c.json({ items: page.items.map(activityView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/activities/{id}',
        tags: ['Activity data'],
        summary: 'One version of an activity, current or superseded',
        ...accessOf('GET', '/api/activities/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The activity', content: { 'application/json': { schema: ActivityView } } },
          404: problem('No such activity in this organization'),
        },
      }),
      async (c) => {
        const activity = await activities.get(callerOf(c), c.req.valid('param').id);
        return c.json(activityView(activity), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/activities/{id}/corrections',
        tags: ['Activity data'],
        summary: 'Correct an activity by a new version that supersedes it (the old one stays readable)',
        ...accessOf('POST', '/api/activities/{id}/corrections'),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: ActivityCorrection } } },
        },
        responses: {
          201: { description: 'The new version', content: { 'application/json': { schema: ActivityView } } },
          400: problem('Invalid body'),
          404: problem('No such activity (or facility) in this organization'),
          409: problem('The activity is already superseded: correct its current version'),
        },
      }),
      async (c) => {
        const corrected = await activities.correct(callerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return c.json(activityView(corrected), 201);
      },
    );
  };
}
