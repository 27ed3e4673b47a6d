import { sentences } from './sentences.js';

/** The label put before every suggested change to data. */
export const SUGGESTION_LABEL = "Suggestion (needs a person's confirmation; the assistant changed nothing):";

const ADVICE =
  /\b(?:you\s+(?:should|could|must|may\s+want\s+to|might\s+want\s+to|need\s+to|can)|consider|(?:we|i)\s+(?:recommend|suggest)|it\s+is\s+(?:recommended|advisable)|please|recommend(?:ed)?|suggest(?:ed)?)\b/i;
const CHANGE =
  /\b(?:updat|chang|correct|delet|remov|add|edit|modif|replac|re-?enter|enter|adjust|fix|import|upload|recalculat|overrid|amend|fill)\w*/i;
const IMPERATIVE =
  /^\s*(?:[-*•]\s*)?(?:update|change|correct|delete|remove|add|edit|modify|replace|re-?enter|enter|adjust|fix|import|upload|recalculate|override|amend|fill)\b/i;

/** A suggested change to data, numbered in the order of the answer (humanActions refer to it). */
export interface Suggestion {
  readonly index: number;
  readonly text: string;
}

/**
 * Marks every sentence that suggests changing data as a suggestion a person must confirm. The
 * assistant cannot act on it: it has no write path to data.
 */
export function markSuggestions(text: string): { text: string; suggestions: Suggestion[] } {
  const suggestions: Suggestion[] = [];
  const marked = sentences(text).map((s) => {
    const isSuggestion = (ADVICE.test(s) && CHANGE.test(s)) || IMPERATIVE.test(s);
    if (!isSuggestion || s.trim() === '') return s;
    suggestions.push({ index: suggestions.length, text: s.trim() });
    const lead = /^\s*/.exec(s)?.[0] ?? '';
    return `${lead}${SUGGESTION_LABEL} ${s.slice(lead.length)}`;
  });
  return { text: marked.join(''), suggestions };
}
