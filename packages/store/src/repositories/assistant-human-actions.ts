import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AiAssistantHumanActionsTable } from '../database/reporting.js';
import { parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { getAssistantInteraction } from './assistant-interactions.js';

export const AssistantHumanActionInputSchema = z
  .object({
    interactionId: z.uuid(),
    userId: z.uuid().nullable().default(null),
    apiTokenId: z.uuid().nullable().default(null),
    /** The suggestion of the answer it concerns (0-based), or null for the answer as a whole. */
    suggestionIndex: z.int().nonnegative().nullable().default(null),
    action: z.enum(['accepted', 'rejected', 'modified', 'ignored']),
    note: z.string().max(2000).nullable().default(null),
  })
  .strict();

/** What a person did with an assistant answer or one of its suggestions. */
export interface AssistantHumanAction {
  readonly id: string;
  readonly interactionId: string;
  readonly userId: string | null;
  readonly apiTokenId: string | null;
  readonly suggestionIndex: number | null;
  readonly action: 'accepted' | 'rejected' | 'modified' | 'ignored';
  readonly note: string | null;
  readonly createdAt: Date;
}

const toAction = (r: Selectable<AiAssistantHumanActionsTable>): AssistantHumanAction => ({
  id: r.id,
  interactionId: r.interaction_id,
  userId: r.user_id,
  apiTokenId: r.api_token_id,
  suggestionIndex: r.suggestion_index,
  action: r.action,
  note: r.note,
  createdAt: r.created_at,
});

/**
 * Records what a person did with an exchange of the scope's organization (append-only: a change of
 * mind is a new entry). @throws NotFoundError when the exchange is not the organization's
 */
export async function recordAssistantHumanAction(
  scope: OrganizationScope,
  input: z.input<typeof AssistantHumanActionInputSchema>,
): Promise<AssistantHumanAction> {
  const a = parseInput('assistant human action', AssistantHumanActionInputSchema, input);
  await getAssistantInteraction(scope, a.interactionId);
  const row = await scope.db
    .insertInto('ai_assistant_human_actions')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      interaction_id: a.interactionId,
      user_id: a.userId,
      api_token_id: a.apiTokenId,
      suggestion_index: a.suggestionIndex,
      action: a.action,
      note: a.note,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAction(row);
}

/** The actions recorded on one exchange, oldest first. */
export async function listAssistantHumanActions(
  scope: OrganizationScope,
  interactionId: string,
): Promise<AssistantHumanAction[]> {
  const rows = await scope.db
    .selectFrom('ai_assistant_human_actions')
    .selectAll()
    .where('interaction_id', '=', parseInput('interaction id', z.uuid(), interactionId))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAction);
}
