import { compactMonthLists } from './month-lists.js';
import type { AssistantContext } from './schema.js';
import type { TokenCounter } from './tokens.js';

/** The list-valued parts of a context the budget can shorten or drop. */
export type ContextPart = Exclude<
  keyof AssistantContext,
  'organizationProfile' | 'omitted' | 'periods' | 'understanding'
>;

/**
 * The context as the prompt shows it: query results without their `entries` (the numbers with
 * their subjects are for the guard; the model reads the same numbers in `data`), and lists of
 * months written as runs (`2019-01 to 2025-12`, see {@link compactMonthLists}).
 */
export function promptView(context: AssistantContext): Record<string, unknown> {
  return compactMonthLists({
    ...context,
    queries: context.queries.map(({ tool, args, data }) => ({ tool, args, data })),
  }) as Record<string, unknown>;
}

/** Tokens the context takes when rendered as the prompt renders it (compact JSON). */
export function contextTokens(context: AssistantContext, count: TokenCounter): number {
  return count(JSON.stringify(promptView(context)));
}

/**
 * Shortens the context until it fits `budget` tokens: the lowest-priority part first (its tail
 * entries first, halving, then the whole part), each cut recorded in `omitted` so the answer can say
 * what it did not see. `priority` lists parts most important first; parts not listed were already
 * left out. Returns the fitted context and its token count.
 */
export function fitToBudget(
  context: AssistantContext,
  priority: readonly ContextPart[],
  budget: number,
  count: TokenCounter,
): { context: AssistantContext; tokens: number } {
  let current = context;
  let tokens = contextTokens(current, count);
  for (const part of [...priority].reverse()) {
    const original = current[part].length;
    let kept = original;
    while (tokens > budget && kept > 0) {
      kept = Math.floor(kept / 2);
      current = { ...current, [part]: current[part].slice(0, kept) };
      tokens = contextTokens(current, count);
    }
    if (kept < original) {
      const reason =
        kept === 0
          ? `left out to stay within the token budget of ${budget}`
          : `${kept} of ${original} entries kept to stay within the token budget of ${budget}`;
      current = { ...current, omitted: [...current.omitted, { part, reason }] };
      tokens = contextTokens(current, count);
    }
    if (tokens <= budget) break;
  }
  return { context: current, tokens };
}
