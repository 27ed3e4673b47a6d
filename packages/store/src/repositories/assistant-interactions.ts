import { z } from 'zod';
import { parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';

export const AssistantInteractionInputSchema = z
  .object({
    userId: z.uuid().nullable().default(null),
    query: z.string().min(1).max(20_000),
    /** The `AssistantContext` the answer was built from. */
    context: z.json(),
    promptVersion: z.string().min(1).max(50),
    provider: z.string().min(1).max(100),
    model: z.string().max(200).nullable().default(null),
    response: z.string().max(100_000).nullable().default(null),
    /** True when the guard refused the answer. */
    rejected: z.boolean().default(false),
    guardResult: z.record(z.string(), z.json()).nullable().default(null),
  })
  .strict();

/**
 * Logs one assistant exchange of the scope's organization (the table is insert-only for the
 * application role). Returns the entry id.
 */
export async function logAssistantInteraction(
  scope: OrganizationScope,
  input: z.input<typeof AssistantInteractionInputSchema>,
): Promise<string> {
  const i = parseInput('assistant interaction', AssistantInteractionInputSchema, input);
  const id = uuidv7();
  await scope.db
    .insertInto('ai_assistant_interactions')
    .values({
      id,
      organization_id: scope.organizationId,
      user_id: i.userId,
      query: i.query,
      context: JSON.stringify(i.context),
      prompt_version: i.promptVersion,
      provider: i.provider,
      model: i.model,
      response: i.response,
      rejected: i.rejected,
      guard_result: i.guardResult === null ? null : JSON.stringify(i.guardResult),
    })
    .execute();
  return id;
}
