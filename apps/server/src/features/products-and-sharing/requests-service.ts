import {
  type FootprintRequest,
  findFootprintRequest,
  listFootprintRequests,
  type Page,
  withOrganization,
} from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { answerDepsOf, answerRequest, RequestAnswerError } from '../pact/index.js';

type Answer = Parameters<typeof answerRequest>[3];

/**
 * The received-requests service: reads partners' footprint requests and answers them through the
 * PACT feature's `answerRequest` (its transaction, audit entry and callback delivery).
 */
export function pactRequestsService(runtime: Runtime, options: { fetch?: typeof globalThis.fetch } = {}) {
  const db = runtime.database.db;
  const deps = { ...answerDepsOf(runtime), ...(options.fetch ? { fetch: options.fetch } : {}) };
  return {
    list: (caller: Caller, page: { limit: number; cursor: string | null }): Promise<Page<FootprintRequest>> =>
      withOrganization(db, caller.organizationId, (scope) => listFootprintRequests(scope, page)),

    /** Throws `NOT_FOUND` (as a problem) when the organization has no such request. */
    get: async (caller: Caller, id: string): Promise<FootprintRequest> => {
      const r = await withOrganization(db, caller.organizationId, (scope) => findFootprintRequest(scope, id));
      if (r === null) throw new ProblemError('NOT_FOUND', { detail: `footprint request ${id} not found` });
      return r;
    },

    /** Fulfils or rejects; a refused answer (`RequestAnswerError`) becomes the problem of its code. */
    answer: async (caller: Caller, id: string, answer: Answer): Promise<FootprintRequest> => {
      try {
        return await answerRequest(
          deps,
          { organizationId: caller.organizationId, userId: caller.principal.userId ?? null, ...caller.actor },
          id,
          answer,
          caller.requestId ?? undefined,
        );
      } catch (error) {
        if (error instanceof RequestAnswerError)
          throw new ProblemError(error.code, { detail: error.message });
        throw error;
      }
    },
  };
}
