import {
  type AssistantHumanAction,
  type AssistantInteraction,
  appendAudit,
  getAssistantInteraction,
  listAssistantHumanActions,
  listAssistantInteractionPage,
  type Page,
  recordAssistantHumanAction,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { HumanActionCreate } from './schemas.js';

const suggestionCount = (guard: Record<string, unknown> | null) =>
  Array.isArray(guard?.suggestions) ? guard.suggestions.length : 0;

/** Filters of the assistant log. */
export interface InteractionFilter {
  limit: number;
  cursor: string | null;
  userId?: string;
  conversationId?: string;
}

/**
 * The assistant log service: reads the logged exchanges and records, audited, what the person who
 * asked did with an answer (only they may; the suggestion must exist).
 */
export function assistantService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    list: (caller: Caller, filter: InteractionFilter): Promise<Page<AssistantInteraction>> =>
      withOrganization(db, caller.organizationId, (scope) => listAssistantInteractionPage(scope, filter)),

    get: (
      caller: Caller,
      id: string,
    ): Promise<{ interaction: AssistantInteraction; actions: AssistantHumanAction[] }> =>
      withOrganization(db, caller.organizationId, async (scope) => ({
        interaction: await getAssistantInteraction(scope, id),
        actions: await listAssistantHumanActions(scope, id),
      })),

    /** Throws `NOT_THE_ASKER` or `UNPROCESSABLE` (as a problem) before writing anything. */
    recordHumanAction: (
      caller: Caller,
      id: string,
      body: z.infer<typeof HumanActionCreate>,
    ): Promise<AssistantHumanAction> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const { principal } = caller;
        const interaction = await getAssistantInteraction(scope, id);
        const asked =
          principal.userId !== undefined
            ? interaction.userId === principal.userId
            : interaction.userId === null && interaction.apiTokenId === (principal.tokenId ?? null);
        if (!asked)
          throw new ProblemError('NOT_THE_ASKER', {
            detail: 'Only the person who asked can record what they did with the answer.',
          });
        if (
          body.suggestionIndex !== undefined &&
          body.suggestionIndex >= suggestionCount(interaction.guardResult)
        ) {
          throw new ProblemError('UNPROCESSABLE', {
            detail: `The answer has ${body.suggestionIndex === undefined ? 'no' : 'fewer'} suggestions.`,
          });
        }
        const action = await recordAssistantHumanAction(scope, {
          interactionId: id,
          userId: principal.userId ?? null,
          apiTokenId: principal.userId === undefined ? (principal.tokenId ?? null) : null,
          suggestionIndex: body.suggestionIndex ?? null,
          action: body.action,
          note: body.note ?? null,
        });
        await appendAudit(scope, {
          ...caller.actor,
          action: 'assistant.human_action',
          entityType: 'ai_assistant_interaction',
          entityId: id,
          details: { action: body.action, suggestionIndex: body.suggestionIndex ?? null },
          requestId: caller.requestId,
        });
        return action;
      }),
  };
}
