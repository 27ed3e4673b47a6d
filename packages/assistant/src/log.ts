import type { Intent } from './context/intent.js';
import type { AssistantContext } from './context/schema.js';
import type { GuardResult } from './guard/guard.js';
import type { ConversationTurn } from './prompt/template.js';

/** A short account of the context an answer used (what the API shows; the full context is logged). */
export interface ContextSummary {
  readonly periods: readonly string[];
  readonly parts: Readonly<Record<string, number>>;
  readonly omitted: AssistantContext['omitted'];
  readonly tokens: number;
}

/** One exchange as the assistant hands it to the log, before the user sees the answer. */
export interface InteractionRecord {
  readonly conversationId: string;
  readonly query: string;
  readonly period: { start: string; end: string } | null;
  readonly intent: Intent;
  readonly context: AssistantContext;
  readonly contextSummary: ContextSummary;
  readonly promptTemplateVersion: string;
  readonly provider: string;
  readonly model: string | null;
  /** The model's answer as generated (before the guard), `null` when the provider failed. */
  readonly rawResponse: string | null;
  /** What the user was shown (after the guard), `null` when the provider failed. */
  readonly response: string | null;
  readonly guard: GuardResult | null;
  /** The provider error (code and message) when there was no answer. */
  readonly error: { code: string; message: string } | null;
  readonly tokensIn: number;
  readonly tokensOut: number;
  /** True when the provider did not report tokens and they were counted with the tokenizer. */
  readonly tokensEstimated: boolean;
  readonly latencyMs: number;
}

/**
 * The port the assistant logs every exchange through, awaited BEFORE the answer is returned or its
 * last piece streamed: an exchange that cannot be logged is not shown.
 */
export interface InteractionLog {
  /** Stores the exchange; returns its id. */
  record(interaction: InteractionRecord): Promise<string>;
  /** Previous turns of a conversation, oldest first (empty when unknown). */
  history(conversationId: string, limit: number): Promise<readonly ConversationTurn[]>;
}
