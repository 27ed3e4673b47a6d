import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json, jsonBody, problems } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { BaseYearPolicyUpdate, BaseYearPolicyView } from './schemas.js';
import { periodsService } from './service.js';

const PATH = '/api/organizations/current/base-year';

/** `GET` (every role) and `PUT` (ORG_ADMIN) the organization's base year and recalculation policy. */
export function baseYearModule(runtime: Runtime): ApiModule {
  const periods = periodsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: PATH,
        tags: ['Periods'],
        summary: "The organization's base year and recalculation policy (defaults until set)",
        ...accessOf('GET', PATH),
        responses: { 200: { description: 'The policy', ...json(BaseYearPolicyView) } },
      }),
      async (c) => c.json(await periods.policy(callerOf(c)), 200),
    );
    app.openapi(
      createRoute({
        method: 'put',
        path: PATH,
        tags: ['Periods'],
        summary:
          'Set the base year, the significance threshold (percent of the base-year total) and the triggers',
        ...accessOf('PUT', PATH),
        request: { body: jsonBody(BaseYearPolicyUpdate) },
        responses: {
          200: { description: 'The policy as set', ...json(BaseYearPolicyView) },
          ...problems({ 400: 'Invalid body', 403: 'No active ORG_ADMIN behind the caller' }),
        },
      }),
      async (c) => c.json(await periods.setPolicy(callerOf(c), c.req.valid('json')), 200),
    );
  };
}
