import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json, jsonBody, problems } from '../../http/openapi-parts.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
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
          body: jsonBody(ActivityCreate),
        },
        responses: {
          201: { description: 'Created', ...json(ActivityView) },
          200: { description: 'Created earlier with the same idempotency key', ...json(ActivityView) },
          ...problems({ 400: 'Invalid body or header', 404: 'No such facility in this organization' }),
        },
      }),
      async (c) => {
        const key = c.req.valid('header')['idempotency-key'] ?? null;
        const result = await activities.create(callerOf(c), c.req.valid('json'), key);
        if (result.created) return c.json(activityView(result.activity), 201);
        return c.json(activityView(result.activity), 200, { 'idempotent-replayed': 'true' });
      },
    );

    const routes = resourceRoutes(app, { path: '/api/activities', tags: ['Activity data'] });
    routes.list({
      summary: 'Activity data in creation order (current versions unless includeSuperseded=true)',
      query: ListQuery,
      item: ActivityView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, _page, query) => viewPage(await activities.list(caller, query), activityView),
    });
    routes.get({
      summary: 'One version of an activity, current or superseded',
      view: ActivityView,
      returns: 'The activity',
      problems: { 404: 'No such activity in this organization' },
      handle: async (caller, id) => activityView(await activities.get(caller, id)),
    });
    routes.add({
      sub: '/corrections',
      summary: 'Correct an activity by a new version that supersedes it (the old one stays readable)',
      body: ActivityCorrection,
      view: ActivityView,
      returns: 'The new version',
      problems: {
        400: 'Invalid body',
        404: 'No such activity (or facility) in this organization',
        409: 'The activity is already superseded: correct its current version',
      },
      handle: async (caller, id, body) => activityView(await activities.correct(caller, id, body)),
    });
  };
}
