import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json, jsonBody, problems } from '../../http/openapi-parts.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  MovementExplanationCreate,
  MovementExplanationView,
  MovementPolicyUpdate,
  MovementPolicyView,
  PeriodMovementsView,
} from './movements-schemas.js';
import { movementsService } from './movements-service.js';

const POLICY = '/api/organizations/current/movement-threshold';

/**
 * Movements against the previous period: `GET /api/periods/{id}/movements` (every role, the
 * auditor included), `POST /api/periods/{id}/movements/explanations` (ORG_ADMIN or ORG_MEMBER,
 * while the period is a draft) and the organization's threshold (`GET` every role, `PUT` ORG_ADMIN).
 */
export function movementsModule(runtime: Runtime): ApiModule {
  const movements = movementsService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/periods', tags: ['Periods'] });
    routes.get({
      sub: '/movements',
      summary: "The period's totals against the previous period of the same length, with their explanations",
      description:
        'Scope 1, Scope 2 location- and market-based, Scope 3, each Scope 3 category and each facility, from the current results of both periods. A line whose change is more than the threshold percent of its previous total needs an explanation before the period can be submitted.',
      view: PeriodMovementsView,
      returns: 'The movements',
      problems: { 404: 'No such period' },
      handle: (caller, id) => movements.movements(caller, id),
    });
    routes.add({
      sub: '/movements/explanations',
      summary: 'Explain why a line moved (supersedes its previous explanation; the period must be a draft)',
      body: MovementExplanationCreate,
      view: MovementExplanationView,
      returns: 'The explanation, with the figures it explains',
      problems: {
        400: 'Invalid body, or a line key that is not a line of the period',
        403: 'No accountable ORG_ADMIN or ORG_MEMBER behind the caller',
        404: 'No such period',
        409: 'The period is not a draft (return it to draft first), or the line was explained concurrently',
      },
      handle: (caller, id, body) => movements.explain(caller, id, body),
    });
    app.openapi(
      createRoute({
        method: 'get',
        path: POLICY,
        tags: ['Periods'],
        summary: "The organization's movement threshold (5% until set)",
        ...accessOf('GET', POLICY),
        responses: { 200: { description: 'The threshold', ...json(MovementPolicyView) } },
      }),
      async (c) => c.json(await movements.policy(callerOf(c)), 200),
    );
    app.openapi(
      createRoute({
        method: 'put',
        path: POLICY,
        tags: ['Periods'],
        summary:
          'Set the movement threshold: percent of the previous total above which a movement needs an explanation',
        ...accessOf('PUT', POLICY),
        request: { body: jsonBody(MovementPolicyUpdate) },
        responses: {
          200: { description: 'The threshold as set', ...json(MovementPolicyView) },
          ...problems({ 400: 'Invalid body', 403: 'No active ORG_ADMIN behind the caller' }),
        },
      }),
      async (c) => c.json(await movements.setPolicy(callerOf(c), c.req.valid('json')), 200),
    );
  };
}
