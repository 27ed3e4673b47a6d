import {
  type AnswerPolicy,
  appendAudit,
  createSharingGrant,
  findSharingGrant,
  listSharingGrants,
  type Page,
  revokeSharingGrant,
  type SharingGrant,
  setSharingGrantAnswerPolicy,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import { auditedChange } from '../../http/audited-change.js';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { callbackSecretContext, newClientCredentials } from '../pact/index.js';
import type { GrantCreate } from './schemas.js';

/**
 * The sharing-grants service: creates a grant with fresh client credentials (the partner's callback
 * secret sealed), revokes it, and writes both audit entries.
 */
export function sharingGrantsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** The new grant and its client secret (returned once, never stored in clear). */
    create: async (
      caller: Caller,
      input: z.infer<typeof GrantCreate>,
    ): Promise<{ grant: SharingGrant; clientSecret: string }> => {
      // PACT is offered over HTTPS only: in production a plain-HTTP callback would carry the credentials
      // the partner gave us, and its footprints, in clear.
      if (runtime.config.nodeEnv === 'production' && input.callback?.url.startsWith('http:')) {
        throw new ProblemError('VALIDATION_FAILED', {
          detail: 'callback.url must be an https:// URL in production',
          errors: [
            { pointer: '/callback/url', in: 'json', code: 'invalid_format', message: 'must be https://' },
          ],
        });
      }
      const credentials = newClientCredentials();
      const grant = await withOrganization(db, caller.organizationId, async (scope) => {
        const created = await createSharingGrant(scope, {
          customerName: input.customerName,
          customerPublicOrgId: input.customerPublicOrgId ?? null,
          productIds: input.productIds,
          periods: input.periods,
          scopes: input.scopes,
          corporateAllocation: input.corporateAllocation ?? null,
          clientId: credentials.clientId,
          secretHash: credentials.secretHash,
          callback: input.callback
            ? {
                url: input.callback.url,
                clientId: input.callback.clientId,
                secretSealed: runtime.secretBox.seal(
                  input.callback.clientSecret,
                  callbackSecretContext(caller.organizationId, credentials.clientId),
                ),
              }
            : null,
          answerPolicy: input.answerPolicy,
          createdBy: caller.principal.userId ?? null,
        });
        await appendAudit(scope, {
          ...caller.actor,
          action: 'sharing_grant.create',
          entityType: 'sharing_grant',
          entityId: created.id,
          details: {
            customerName: created.customerName,
            productIds: [...created.productIds],
            periods: created.periods.map((p) => `${p.start}/${p.end}`),
            scopes: created.scopes.map(String),
            corporateExport: created.corporateAllocation !== null,
            callbackUrl: created.callback?.url ?? null,
            answerPolicy: created.answerPolicy,
          },
          requestId: caller.requestId,
        });
        return created;
      });
      return { grant, clientSecret: credentials.clientSecret };
    },

    list: (caller: Caller, page: { limit: number; cursor: string | null }): Promise<Page<SharingGrant>> =>
      withOrganization(db, caller.organizationId, (scope) => listSharingGrants(scope, page)),

    /** Throws `NOT_FOUND` (as a problem) when the organization has no such grant. */
    get: async (caller: Caller, id: string): Promise<SharingGrant> => {
      const grant = await withOrganization(db, caller.organizationId, (scope) => findSharingGrant(scope, id));
      if (grant === null) throw new ProblemError('NOT_FOUND', { detail: `sharing grant ${id} not found` });
      return grant;
    },

    /** Sets the grant's answer policy, audited with the policy before and after. */
    setAnswerPolicy: async (caller: Caller, id: string, policy: AnswerPolicy): Promise<SharingGrant> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const before = await findSharingGrant(scope, id);
        if (before === null) throw new ProblemError('NOT_FOUND', { detail: `sharing grant ${id} not found` });
        const after = await setSharingGrantAnswerPolicy(scope, id, policy);
        await appendAudit(scope, {
          ...caller.actor,
          action: 'sharing_grant.answer_policy',
          entityType: 'sharing_grant',
          entityId: id,
          details: { from: before.answerPolicy, to: after.answerPolicy },
          requestId: caller.requestId,
        });
        return after;
      }),

    revoke: (caller: Caller, id: string): Promise<SharingGrant> =>
      auditedChange(
        db,
        caller,
        (scope) => revokeSharingGrant(scope, id, caller.principal.userId ?? null, new Date()),
        {
          action: 'sharing_grant.revoke',
          entityType: 'sharing_grant',
          details: (g) => ({ customerName: g.customerName }),
        },
      ),
  };
}
