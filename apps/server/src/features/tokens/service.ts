import { createApiToken as newApiToken } from '@ctp/auth';
import {
  appendAudit,
  createApiToken,
  listApiTokenPage,
  type Page,
  revokeApiToken,
  type StoredApiToken,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import { accountableAdmin } from '../users/index.js';
import type { TokenCreate } from './schemas.js';

/**
 * The API tokens service: mints a token (the secret leaves only in the result of `create`), lists
 * and revokes them, and writes their audit entries. Every minted token names the person it acts
 * for (the signed-in administrator, or the creator of the token that mints it), so its power is
 * capped by that person's current role at every use and ends when they are deactivated.
 */
export function tokensService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    create: async (
      caller: Caller,
      input: z.infer<typeof TokenCreate>,
    ): Promise<{ token: string; stored: StoredApiToken }> => {
      const expiresAt = input.expiresAt === undefined ? undefined : new Date(input.expiresAt);
      const { token, record } = newApiToken({
        organizationId: caller.organizationId,
        role: input.role,
        name: input.name,
        ...(expiresAt ? { expiresAt } : {}),
      });
      const stored = await withOrganization(db, caller.organizationId, async (scope) => {
        // A token minted by a token acts for that token's creator: minting never sheds the creator.
        const createdBy = await accountableAdmin(scope, caller.principal, 'Creating an API token');
        const saved = await createApiToken(scope, {
          tokenHash: record.tokenHash,
          lastFour: record.lastFour,
          role: record.role,
          name: record.name,
          createdBy,
          expiresAt: record.expiresAt,
        });
        await appendAudit(scope, {
          ...caller.actor,
          action: 'api_token.create',
          entityType: 'api_token',
          entityId: saved.id,
          details: { name: saved.name, role: saved.role, expiresAt: input.expiresAt ?? null },
          requestId: caller.requestId,
        });
        return saved;
      });
      return { token, stored };
    },

    list: (caller: Caller, page: { limit: number; cursor: string | null }): Promise<Page<StoredApiToken>> =>
      withOrganization(db, caller.organizationId, (scope) => listApiTokenPage(scope, page)),

    /** Revokes now (revoking twice keeps the first time, as the store does). */
    revoke: (caller: Caller, id: string): Promise<void> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const revoked = await revokeApiToken(scope, id, new Date());
        await appendAudit(scope, {
          ...caller.actor,
          action: 'api_token.revoke',
          entityType: 'api_token',
          entityId: revoked.id,
          details: { name: revoked.name },
          requestId: caller.requestId,
        });
      }),
  };
}
