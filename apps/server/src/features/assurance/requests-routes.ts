import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  AuditRequestAnswer,
  AuditRequestCreate,
  AuditRequestListQuery,
  AuditRequestView,
  auditRequestView,
} from './requests-schemas.js';
import { auditRequestsService } from './requests-service.js';

/**
 * `POST /api/audit-requests` (AUDITOR, ORG_ADMIN: ask on a result of a period), listing and reading
 * (every role), `POST /api/audit-requests/{id}/answer` (ORG_ADMIN, ORG_MEMBER: answer once, with a
 * note and optionally an evidence item of the result's activity or facility). Audited. Each request
 * is shown with the evidence version it was answered with.
 */
export function auditRequestsModule(runtime: Runtime): ApiModule {
  const requests = auditRequestsService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/audit-requests', tags: ['Assurance'] });
    routes.create({
      summary: 'Ask the organization for a document or an explanation on one result of a period',
      body: AuditRequestCreate,
      view: AuditRequestView,
      problems: {
        400: 'Invalid body, or the result lies outside the period',
        404: 'No such period or result',
      },
      handle: async (caller, body) => auditRequestView(await requests.ask(caller, body)),
    });
    routes.list({
      summary: "The organization's audit requests, oldest first",
      query: AuditRequestListQuery,
      item: AuditRequestView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, _page, query) => viewPage(await requests.list(caller, query), auditRequestView),
    });
    routes.get({
      summary: 'An audit request with its answer',
      view: AuditRequestView,
      returns: 'The request',
      problems: { 404: 'No such request' },
      handle: async (caller, id) => auditRequestView(await requests.get(caller, id)),
    });
    routes.update({
      method: 'post',
      sub: '/answer',
      summary: 'Answer an open audit request with a note (and an evidence item of the result), once',
      body: AuditRequestAnswer,
      view: AuditRequestView,
      returns: 'The answered request',
      problems: {
        400: 'Invalid body',
        404: 'No such request, or no such evidence item',
        409: 'Already answered',
        422: 'The evidence item is not of the result’s activity or facility',
      },
      handle: async (caller, id, body) => auditRequestView(await requests.answer(caller, id, body)),
    });
  };
}
