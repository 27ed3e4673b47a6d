import type { ActivityData } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { PROBLEM_MEDIA_TYPE, ProblemSchema } from '../../http/problem.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { activityHistoryService } from './history-service.js';
import { History, versionView } from './history-views.js';

/** `GET /api/activities/{id}/versions`: every version of an activity, oldest first, from any of its ids. */
export function activityHistoryModule(runtime: Runtime): ApiModule {
  const history = activityHistoryService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/activities/{id}/versions',
        tags: ['Activity data'],
        summary: 'Every version of an activity, from the original through its corrections',
        description:
          'Any version id names the whole history. Each version says who recorded it (`enteredBy`, the signed-in user, and `recordedBy`, the audit actor), when (`createdAt`), why (`reason`) and which fields it changed.',
        ...accessOf('GET', '/api/activities/{id}/versions'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: {
          200: { description: 'The versions', content: { 'application/json': { schema: History } } },
          400: { description: 'Invalid id', content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } } },
          404: {
            description: 'No such activity in this organization',
            content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } },
          },
        },
      }),
      async (c) => {
        const { versions, actors } = await history.versions(callerOf(c), c.req.valid('param').id);
        const current = versions.find((v) => v.supersededBy === null) ?? versions.at(-1);
        return c.json(
          {
            lineageId: (versions[0] as ActivityData).lineageId,
            currentId: (current as ActivityData).id,
            versions: versions.map((v, i) => versionView(v, versions[i - 1], actors.get(v.id))),
          },
          200,
        );
      },
    );
  };
}
