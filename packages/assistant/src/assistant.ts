import { randomUUID } from 'node:crypto';
import { buildContext } from './context/build-context.js';
import type { Intent } from './context/intent.js';
import type { AssistantContext } from './context/schema.js';
import type { ContextSource } from './context/source.js';
import { defaultTokenCounter, type TokenCounter } from './context/tokens.js';
import { AssistantError } from './errors.js';
import { citeFigures, type FigureCitation } from './guard/cite.js';
import { type GuardResult, guardAnswer } from './guard/guard.js';
import { sentences } from './guard/sentences.js';
import type { ContextSummary, InteractionLog } from './log.js';
import { PROMPT_TEMPLATE_VERSION, renderPrompt } from './prompt/template.js';
import type { AssistantProvider, Completion, CompletionRequest } from './providers/port.js';

/** Options of {@link createAssistant}. */
export interface AssistantOptions {
  provider: AssistantProvider;
  log: InteractionLog;
  /** Largest context in tokens. Default 6000. */
  tokenBudget?: number;
  /** Token counter for the budget and for usage the provider does not report. Default `cl100k_base`. */
  countTokens?: TokenCounter;
  /** Previous turns of a conversation put before the question. Default 4. */
  historyTurns?: number;
  /** "Today", for questions about "last year". Default the current date. */
  now?: () => Date;
}

/** A question. */
export interface AskInput {
  /** The organization's data (bound to the asking user's organization by the caller). */
  source: ContextSource;
  query: string;
  /** Continues a conversation; a new id is made when absent. */
  conversationId?: string;
  /** The period asked about; default the periods the question names, or the latest year with data. */
  period?: { start: string; end: string };
  signal?: AbortSignal;
}

/** A logged answer. `response` is what the guard let through (or why it withheld the answer). */
export interface AssistantAnswer {
  readonly interactionId: string;
  readonly conversationId: string;
  readonly status: 'answered' | 'withheld';
  readonly response: string;
  readonly guard: GuardResult;
  /** Where each figure of `response` comes from (none when the answer was withheld). */
  readonly figures: readonly FigureCitation[];
  readonly intent: Intent;
  readonly contextSummary: ContextSummary;
  readonly promptTemplateVersion: string;
  readonly provider: string;
  readonly model: string | null;
  readonly usage: { readonly tokensIn: number; readonly tokensOut: number; readonly estimated: boolean };
  readonly latencyMs: number;
}

/** Events of {@link Assistant.askStream}: the context used, generation progress, then the answer. */
export type AssistantEvent =
  | { readonly type: 'context'; readonly intent: Intent; readonly contextSummary: ContextSummary }
  | { readonly type: 'progress'; readonly characters: number }
  | { readonly type: 'delta'; readonly text: string }
  | { readonly type: 'answer'; readonly answer: AssistantAnswer };

/** The assistant: ask in one piece, or as a stream of events. */
export interface Assistant {
  ask(input: AskInput): Promise<AssistantAnswer>;
  /**
   * Streams an answer. The guard must see the whole answer before the user sees any of it, so while
   * the model generates only `progress` events are sent; once the answer is guarded and logged it
   * follows as `delta` events and a final `answer`.
   */
  askStream(input: AskInput): AsyncIterable<AssistantEvent>;
}

function summaryOf(context: AssistantContext, tokens: number): ContextSummary {
  return {
    periods: context.periods.map((p) => p.label),
    parts: {
      emissionSummaries: context.emissionSummaries.length,
      comparisons: context.comparisons.length,
      factorsUsed: context.factorsUsed.length,
      recentChanges: context.recentChanges.length,
      recentReports: context.recentReports.length,
      relevantDocuments: context.relevantDocuments.length,
      dataCoverage: context.dataCoverage.length,
    },
    omitted: context.omitted,
    tokens,
  };
}

/** Creates an {@link Assistant} over a provider and an interaction log. */
export function createAssistant(options: AssistantOptions): Assistant {
  const { provider, log } = options;

  async function prepare(input: AskInput) {
    const started = performance.now();
    const count = options.countTokens ?? (await defaultTokenCounter());
    const conversationId = input.conversationId ?? randomUUID();
    const built = await buildContext(input.source, input.query, {
      ...(options.tokenBudget === undefined ? {} : { tokenBudget: options.tokenBudget }),
      ...(input.period === undefined ? {} : { period: input.period }),
      ...(options.now === undefined ? {} : { now: options.now() }),
      countTokens: count,
    });
    const history = input.conversationId
      ? await log.history(input.conversationId, options.historyTurns ?? 4)
      : [];
    const messages = renderPrompt(built.context, input.query, history);
    const request: CompletionRequest = {
      messages,
      context: built.context,
      intent: built.intent,
      query: input.query,
      // A model's queries run on the same source and join the context the guard checks.
      queries: {
        async run(tool, args) {
          const result = await built.tools.run(tool, args);
          built.context.queries.push(result);
          return result;
        },
      },
      ...(input.signal ? { signal: input.signal } : {}),
    };
    const base = {
      conversationId,
      query: input.query,
      period: input.period ?? null,
      intent: built.intent,
      context: built.context,
      contextSummary: summaryOf(built.context, built.tokens),
      promptTemplateVersion: PROMPT_TEMPLATE_VERSION,
      provider: provider.id,
    };
    return { started, count, request, base, promptText: messages.map((m) => m.content).join('\n') };
  }

  type Prepared = Awaited<ReturnType<typeof prepare>>;

  async function finish(p: Prepared, completion: Completion): Promise<AssistantAnswer> {
    const count = p.count;
    const guard = guardAnswer(completion.text, p.base.context);
    const tokensIn = completion.usage.promptTokens ?? count(p.promptText);
    const tokensOut = completion.usage.completionTokens ?? count(completion.text);
    const estimated = completion.usage.promptTokens === null || completion.usage.completionTokens === null;
    const latencyMs = Math.round(performance.now() - p.started);
    const model = completion.model ?? provider.model;
    const interactionId = await log.record({
      ...p.base,
      model,
      rawResponse: completion.text,
      response: guard.text,
      guard,
      error: null,
      tokensIn,
      tokensOut,
      tokensEstimated: estimated,
      latencyMs,
    });
    return {
      interactionId,
      conversationId: p.base.conversationId,
      status: guard.status === 'withheld' ? 'withheld' : 'answered',
      response: guard.text,
      guard,
      figures: guard.status === 'withheld' ? [] : citeFigures(guard.text, p.base.context),
      intent: p.base.intent,
      contextSummary: p.base.contextSummary,
      promptTemplateVersion: PROMPT_TEMPLATE_VERSION,
      provider: provider.id,
      model,
      usage: { tokensIn, tokensOut, estimated },
      latencyMs,
    };
  }

  /**
   * Logs a failed exchange (a provider error, or the caller going away), then rethrows it, an
   * AssistantError with the interaction id attached.
   */
  async function failed(p: Prepared, error: unknown): Promise<never> {
    const count = p.count;
    const assistantError = error instanceof AssistantError ? error : undefined;
    const aborted = assistantError === undefined && (error as Error)?.name === 'AbortError';
    const interactionId = await log.record({
      ...p.base,
      model: provider.model,
      rawResponse: null,
      response: null,
      guard: null,
      error: {
        code: assistantError?.code ?? (aborted ? 'ASSISTANT_ABORTED' : 'ASSISTANT_PROVIDER_ERROR'),
        message: aborted
          ? 'the caller went away before the answer'
          : ((error as Error)?.message ?? String(error)),
      },
      tokensIn: count(p.promptText),
      tokensOut: 0,
      tokensEstimated: true,
      latencyMs: Math.round(performance.now() - p.started),
    });
    if (assistantError) assistantError.interactionId = interactionId;
    throw error;
  }

  return {
    async ask(input) {
      const p = await prepare(input);
      let completion: Completion;
      try {
        completion = await provider.complete(p.request);
      } catch (error) {
        return failed(p, error);
      }
      return finish(p, completion);
    },

    async *askStream(input) {
      const p = await prepare(input);
      yield { type: 'context', intent: p.base.intent, contextSummary: p.base.contextSummary };
      let text = '';
      let completion: Completion | undefined;
      try {
        for await (const chunk of provider.stream(p.request)) {
          if (chunk.type === 'delta') {
            text += chunk.text;
            yield { type: 'progress', characters: text.length };
          } else completion = { text, usage: chunk.usage, model: chunk.model };
        }
      } catch (error) {
        await failed(p, error);
      }
      const answer = await finish(
        p,
        completion ?? { text, usage: { promptTokens: null, completionTokens: null }, model: null },
      );
      for (const piece of sentences(answer.response)) yield { type: 'delta', text: piece };
      yield { type: 'answer', answer };
    },
  };
}
