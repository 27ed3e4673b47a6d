import {
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
import { type AuditRequestWithEvidence, evidenceForAnswer, withEvidence } from './requests-evidence.js';

/**
 * Request lists: an auditor asks for a document or an explanation on one result of a period; the
 * organization answers with a note and, optionally, an evidence item of the result's activity or
 * facility. Both steps are written to the audit log in the same transaction; every request is
 * returned with the evidence version it was answered with.
 */
export function auditRequestsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    ask: (
      caller: Caller,
      body: { periodId: string; resultId: string; message: string },
    ): Promise<AuditRequestWithEvidence> =>
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
        return { request, evidence: null };
      }),

    answer: (
      caller: Caller,
      id: string,
      body: { answer: string; evidenceId?: string | undefined },
    ): Promise<AuditRequestWithEvidence> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const evidence =
          body.evidenceId === undefined ? null : await evidenceForAnswer(scope, id, body.evidenceId);
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
          details: {
            answer: request.answer,
            evidenceId: request.evidenceId,
            ...(evidence === null
              ? {}
              : { evidenceVersion: evidence.version, fileName: evidence.fileName, sha256: evidence.sha256 }),
          },
          requestId: caller.requestId,
        });
        return { request, evidence };
      }),

    get: (caller: Caller, id: string): Promise<AuditRequestWithEvidence> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const [one] = await withEvidence(scope, [await getAuditRequest(scope, id)]);
        return one as AuditRequestWithEvidence;
      }),

    list: (
      caller: Caller,
      query: {
        limit: number;
        cursor?: string | undefined;
        periodId?: string | undefined;
        resultId?: string | undefined;
        status?: 'open' | 'answered' | undefined;
      },
    ): Promise<Page<AuditRequestWithEvidence>> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const page = await listAuditRequests(scope, query);
        return { ...page, items: await withEvidence(scope, page.items) };
      }),
  };
}
