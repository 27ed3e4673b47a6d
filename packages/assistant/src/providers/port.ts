import type { Intent } from '../context/intent.js';
import type { AssistantContext } from '../context/schema.js';
import type { ChatMessage } from '../prompt/template.js';
import type { QueryResult } from '../query/entries.js';

/** What a provider is asked: the rendered prompt, and the context and intent it was built from. */
export interface CompletionRequest {
  /** The rendered prompt (previous turns, then the template with context and question). */
  readonly messages: readonly ChatMessage[];
  /** The context the prompt carries (the built-in provider answers from it directly). */
  readonly context: AssistantContext;
  readonly intent: Intent;
  readonly query: string;
  /**
   * The read-only queries a tool-calling provider may run (see `TOOL_ARGS`); each result joins
   * the context, so the guard checks the answer against what the queries returned.
   */
  readonly queries?: { run(tool: string, args: unknown): Promise<QueryResult> };
  /** Aborts the request (the caller went away). */
  readonly signal?: AbortSignal;
}

/** Tokens of an exchange as the model server reported them, `null` when it did not. */
export interface TokenUsage {
  readonly promptTokens: number | null;
  readonly completionTokens: number | null;
}

/** A finished answer (before the guard). */
export interface Completion {
  readonly text: string;
  readonly usage: TokenUsage;
  /** The model that answered, as the server named it. */
  readonly model: string | null;
}

/** A piece of a streamed answer, or its end. */
export type CompletionChunk =
  | { readonly type: 'delta'; readonly text: string }
  | { readonly type: 'done'; readonly usage: TokenUsage; readonly model: string | null };

/**
 * A source of answers. Implementations: {@link createOpenAiCompatibleProvider} (a model the
 * deployment hosts) and {@link createBuiltinProvider} (no model). Errors are `AssistantError`s with
 * stable codes; no call may hang past the provider's timeout.
 */
export interface AssistantProvider {
  /** Stable id recorded with every exchange, e.g. `builtin`, `openai-compatible`. */
  readonly id: string;
  /** The configured model, `null` for the built-in provider. */
  readonly model: string | null;
  /** Answers in one piece. */
  complete(request: CompletionRequest): Promise<Completion>;
  /** Answers as it generates: `delta` chunks, then one `done`. */
  stream(request: CompletionRequest): AsyncIterable<CompletionChunk>;
}
