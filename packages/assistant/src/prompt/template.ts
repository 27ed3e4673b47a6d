import { promptView } from '../context/budget.js';
import type { AssistantContext } from '../context/schema.js';

/**
 * Version of {@link PROMPT_TEMPLATE}. Recorded with every exchange; change it with every change of
 * the template's wording, so an answer can always be traced to the instructions it was given.
 */
export const PROMPT_TEMPLATE_VERSION = 'ctp-assistant-prompt/1';

/**
 * The prompt: the four rules of the specification, then `{context}` (the organization's data as
 * JSON) and `{query}` (the user's question).
 */
export const PROMPT_TEMPLATE = `You are the assistant of a greenhouse-gas accounting platform. You explain and summarize one organization's data for its people.

Rules:
1. Use only numbers that appear in the CONTEXT below. Quote them as they are, or rounded to fewer decimals, or converted from kg to t. Never calculate, estimate or invent a figure.
2. Make no claim that anything complies with, meets the requirements of, or is aligned with any standard, law or framework.
3. You cannot change data. If data looks wrong or incomplete, describe the change as a suggestion for a person to confirm.
4. If the CONTEXT does not contain what is needed to answer, say which data is missing instead of guessing.

Quantities in the CONTEXT are kg CO2e unless a unit is given. "omitted" lists parts of the data you were not given.

CONTEXT:
{context}

QUESTION:
{query}`;

/** One message of a chat exchange, as OpenAI-compatible servers take it. */
export interface ChatMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** A previous turn of the same conversation (the answer as the user saw it, after the guard). */
export interface ConversationTurn {
  readonly query: string;
  readonly answer: string;
}

/**
 * Fills the template. `{context}` and `{query}` are replaced once each, in one pass, so a question
 * that contains the text "{context}" cannot pull the data in twice. Previous turns go before it.
 */
export function renderPrompt(
  context: AssistantContext,
  query: string,
  history: readonly ConversationTurn[] = [],
): ChatMessage[] {
  const values: Record<string, string> = { context: JSON.stringify(promptView(context)), query };
  const content = PROMPT_TEMPLATE.replace(/\{(context|query)\}/g, (_, name: string) => values[name] ?? '');
  return [
    ...history.flatMap((turn): ChatMessage[] => [
      { role: 'user', content: turn.query },
      { role: 'assistant', content: turn.answer },
    ]),
    { role: 'user', content },
  ];
}
