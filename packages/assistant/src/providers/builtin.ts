import { composeAnswer } from '../answer/compose.js';
import type { Intent } from '../context/intent.js';
import type { AssistantContext } from '../context/schema.js';
import { sentences } from '../guard/sentences.js';
import type { Understanding } from '../question/understand.js';
import { answerMethodology } from '../uses/answer-methodology.js';
import { draftNarrative } from '../uses/draft-narrative.js';
import { explainReport } from '../uses/explain-report.js';
import { flagMissingData } from '../uses/flag-missing-data.js';
import { summarizeChanges } from '../uses/summarize-changes.js';
import type { AssistantProvider } from './port.js';

/** The built-in answer to a question of `intent` from `context` alone. */
export function builtinAnswer(context: AssistantContext, intent: Intent, query: string): string {
  // An understood question is answered from the results of its own queries.
  if (context.understanding !== undefined)
    return composeAnswer(
      context.understanding as Understanding,
      context.queries,
      context.organizationProfile.name,
    );
  switch (intent.use) {
    case 'explain_report':
      return explainReport(context);
    case 'summarize_changes':
      return summarizeChanges(context);
    case 'draft_narrative':
      return draftNarrative(context);
    case 'flag_missing_data':
      return flagMissingData(context);
    case 'answer_methodology':
      return answerMethodology(context, query);
    default:
      return [
        'The built-in assistant answers five kinds of question: explain a report, summarize changes between two periods, draft a narrative, flag missing data, and questions on factors and methodology. Here is the overview of your data:',
        explainReport(context),
      ].join('\n');
  }
}

/**
 * A provider that needs no model: it answers the permitted uses with fixed, tested templates filled
 * from the context, every figure copied from it. It calls nothing and reports no model tokens
 * (`null` usage: the caller may estimate them).
 */
export function createBuiltinProvider(): AssistantProvider {
  return {
    id: 'builtin',
    model: null,
    async complete(request) {
      return {
        text: builtinAnswer(request.context, request.intent, request.query),
        usage: { promptTokens: null, completionTokens: null },
        model: null,
      };
    },
    async *stream(request) {
      for (const text of sentences(builtinAnswer(request.context, request.intent, request.query))) {
        yield { type: 'delta', text };
      }
      yield { type: 'done', usage: { promptTokens: null, completionTokens: null }, model: null };
    },
  };
}
