/**
 * @ctp/assistant: explains and summarizes an organization's greenhouse-gas data from a grounded
 * context, with a locally hosted model (any OpenAI-compatible server on the deployment's own
 * network) or a built-in provider that needs no model, behind a guard that withholds any answer with
 * a figure not in the data, removes compliance claims and marks suggested changes to data.
 * @packageDocumentation
 */

export { composeAnswer } from './answer/compose.js';
export {
  type AskInput,
  type Assistant,
  type AssistantAnswer,
  type AssistantEvent,
  type AssistantOptions,
  createAssistant,
} from './assistant.js';
export { type ContextPart, contextTokens, fitToBudget } from './context/budget.js';
export { type BuildContextOptions, type BuiltContext, buildContext } from './context/build-context.js';
export { detectIntent, type Intent, PERMITTED_USES, type PermittedUse, type Use } from './context/intent.js';
export { monthsOf, periodOfDates, periodOfLabel } from './context/periods.js';
export * from './context/schema.js';
export type {
  CategoryMonths,
  ContextSource,
  EmissionRow,
  FacilityMonths,
  GwpSetUse,
  MarketBasedPart,
  SourceTotalRow,
} from './context/source.js';
export { defaultTokenCounter, type TokenCounter } from './context/tokens.js';
export {
  AssistantError,
  type AssistantErrorCode,
  ExternalHostRefusedError,
  ProviderBadResponseError,
  ProviderHttpError,
  ProviderTimeoutError,
  ProviderUnavailableError,
} from './errors.js';
export { type ActionClaimFinding, removeActionClaims } from './guard/action-claims.js';
export { citeFigures, type FigureCitation } from './guard/cite.js';
export { type ComplianceFinding, removeComplianceClaims } from './guard/compliance.js';
export { type ContextValue, contextValues } from './guard/context-values.js';
export { checkExistenceClaims, type ExistenceFinding } from './guard/existence-claims.js';
export { extractFigures, type Figure, type FigureKind } from './guard/extract.js';
export {
  type FigureFinding,
  type GuardFinding,
  type GuardResult,
  guardAnswer,
  type SuggestionFinding,
} from './guard/guard.js';
export { type FigureMatch, type MismatchReason, matchFigure, quotes } from './guard/match.js';
export { type SentenceSubject, sameSubject, sentencesOf, subjectOf } from './guard/subject.js';
export { markSuggestions, SUGGESTION_LABEL, type Suggestion } from './guard/suggestions.js';
export type { ContextSummary, InteractionLog, InteractionRecord } from './log.js';
export {
  type ChatMessage,
  type ConversationTurn,
  PROMPT_TEMPLATE,
  PROMPT_TEMPLATE_VERSION,
  renderPrompt,
} from './prompt/template.js';
export { builtinAnswer, createBuiltinProvider } from './providers/builtin.js';
export {
  checkHost,
  type HostResolver,
  isPrivateAddress,
  systemResolver,
} from './providers/network-policy.js';
export {
  createOpenAiCompatibleProvider,
  type OpenAiCompatibleOptions,
} from './providers/openai-compatible.js';
export type {
  AssistantProvider,
  Completion,
  CompletionChunk,
  CompletionRequest,
  TokenUsage,
} from './providers/port.js';
export {
  createToolCallingProvider,
  type ToolCallingOptions,
  toolDefinitions,
} from './providers/tool-calling.js';
export { type Drivers, decompose, percentChange } from './query/decompose.js';
export {
  type Entry,
  EntrySchema,
  type QueryResult,
  QueryResultSchema,
  type Subject,
  SubjectSchema,
} from './query/entries.js';
export { type PlannedQuery, planQueries } from './query/plan.js';
export {
  createQueryTools,
  QueryArgumentError,
  type QueryTools,
  TOOL_ARGS,
  TOOL_DESCRIPTIONS,
  type ToolName,
} from './query/tools.js';
export { type Ask, type Knowledge, type Understanding, understandQuestion } from './question/understand.js';
export { answerMethodology } from './uses/answer-methodology.js';
export { draftNarrative } from './uses/draft-narrative.js';
export { type ExplainReportOptions, explainReport } from './uses/explain-report.js';
export { flagMissingData } from './uses/flag-missing-data.js';
export { summarizeChanges } from './uses/summarize-changes.js';
