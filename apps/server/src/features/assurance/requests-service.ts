import {
  type AuditRequest,
  answerAuditRequest,
  appendAudit,
  createAuditRequest,
  getAuditRequest,
  getPeriod,
  getPopulationItem,
  listAuditRequests,
  type Page,
  StoreValidationError,
  withOrganization,
} from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';

/**
 * Request lists: an auditor asks for a document or an explanation on one result of a period; the
 * organization answers with a note (and, once evidence exists, a reference to an evidence item).
 * Both steps are written to the audit log in the same transaction.
 */
export function auditRequestsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    ask: (
      caller: Caller,
      body: { periodId: string; resultId: string; message: string },
    ): Promise<AuditRequest> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const period = await getPeriod(scope, body.periodId);
        const result = await getPopulationItem(scope, body.resultId);
        if (result.periodStart < period.periodStart || result.periodEnd > period.periodEnd)
          throw new StoreValidationError('audit request', [
            { path: 'resultId', message: `the result's dates lie outside period ${period.name}` },
          ]);
        const request = await createAuditRequest(scope, body, caller.actor);
        await appendAudit(scope, {
          ...caller.actor,
          action: 'audit_request.ask',
          entityType: 'audit_request',
          entityId: request.id,
          details: { periodId: body.periodId, resultId: body.resultId, message: request.message },
          requestId: caller.requestId,
        });
        return request;
      }),

    answer: (caller: Caller, id: string, body: { answer: string; evidenceId?: string | undefined }) =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const request = await answerAuditRequest(
          scope,
          id,
          { answer: body.answer, evidenceId: body.evidenceId ?? null },
          caller.actor,
        );
        await appendAudit(scope, {
          ...caller.actor,
          action: 'audit_request.answer',
          entityType: 'audit_request',
          entityId: id,
          details: { answer: request.answer, evidenceId: request.evidenceId },
          requestId: caller.requestId,
        });
        return request;
      }),

    get: (caller: Caller, id: string): Promise<AuditRequest> =>
      withOrganization(db, caller.organizationId, (scope) => getAuditRequest(scope, id)),

    list: (
      caller: Caller,
      query: {
        limit: number;
        cursor?: string | undefined;
        periodId?: string | undefined;
        status?: 'open' | 'answered' | undefined;
      },
    ): Promise<Page<AuditRequest>> =>
      withOrganization(db, caller.organizationId, (scope) => listAuditRequests(scope, query)),
  };
}
