import type { InteractionLog } from '@ctp/assistant';
import {
  type Database,
  hasConversation,
  listConversationTurns,
  logAssistantInteraction,
  withOrganization,
} from '@ctp/store';
import type { Kysely } from 'kysely';

/** Who asked: a signed-in user, or an API token (then `userId` is the user it acts for, if any). */
export interface Asker {
  readonly organizationId: string;
  readonly userId: string | null;
  readonly apiTokenId: string | null;
}

/**
 * The assistant's log in the store, for one asker: every exchange is inserted (append-only) before
 * the assistant returns it, and a conversation's history is that asker's own turns only.
 */
export function storeInteractionLog(db: Kysely<Database>, asker: Asker): InteractionLog {
  const who = { userId: asker.userId, apiTokenId: asker.userId === null ? asker.apiTokenId : null };
  return {
    record: (r) =>
      withOrganization(db, asker.organizationId, (scope) =>
        logAssistantInteraction(scope, {
          userId: asker.userId,
          apiTokenId: asker.apiTokenId,
          conversationId: r.conversationId,
          query: r.query,
          intent: r.intent.use,
          period: r.period,
          context: JSON.parse(JSON.stringify(r.context)),
          contextSummary: JSON.parse(JSON.stringify(r.contextSummary)),
          promptVersion: r.promptTemplateVersion,
          provider: r.provider,
          model: r.model,
          rawResponse: r.rawResponse,
          response: r.response,
          rejected: r.guard?.status === 'withheld',
          guardStatus: r.guard?.status ?? null,
          guardResult: r.guard === null ? null : JSON.parse(JSON.stringify(r.guard)),
          error: r.error,
          tokensIn: r.tokensIn,
          tokensOut: r.tokensOut,
          tokensEstimated: r.tokensEstimated,
          latencyMs: r.latencyMs,
        }),
      ),
    history: async (conversationId, limit) =>
      (
        await withOrganization(db, asker.organizationId, (scope) =>
          listConversationTurns(scope, conversationId, who, limit),
        )
      ).map((t) => ({ query: t.query, answer: t.response })),
  };
}

/**
 * Whether `conversationId` names a conversation this asker started in their organization. The
 * assistant makes a new id for every new conversation, so any other id (another organization's,
 * another member's, or one never issued) is refused as not found before anything is logged.
 */
export function isOwnConversation(
  db: Kysely<Database>,
  asker: Asker,
  conversationId: string,
): Promise<boolean> {
  const who = { userId: asker.userId, apiTokenId: asker.userId === null ? asker.apiTokenId : null };
  return withOrganization(db, asker.organizationId, (scope) => hasConversation(scope, conversationId, who));
}
