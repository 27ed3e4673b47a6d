import { z } from 'zod';
import {
  ProviderBadResponseError,
  ProviderHttpError,
  ProviderTimeoutError,
  ProviderUnavailableError,
} from '../errors.js';
import { QueryArgumentError, TOOL_ARGS, TOOL_DESCRIPTIONS } from '../query/tools.js';
import { modelServer } from './model-server.js';
import type { HostResolver } from './network-policy.js';
import type { AssistantProvider, Completion, CompletionRequest } from './port.js';
import { errorDetail, usageOf } from './wire.js';

/** Options of {@link createToolCallingProvider}. */
export interface ToolCallingOptions {
  /** Base URL of the server's OpenAI API, e.g. `http://127.0.0.1:8080/v1`. */
  baseUrl: string;
  model: string;
  /** Most query calls in one answer (a model that keeps calling is stopped). Default 8. */
  maxToolCalls?: number;
  /** Largest query result sent back to the model, in characters (longer ones are cut, and say so). Default 12 000. */
  maxToolResultChars?: number;
  /** Longest wait for one model response. Default 60 000 ms. */
  timeoutMs?: number;
  allowExternal?: boolean;
  apiKey?: string;
  maxTokens?: number;
  fetch?: typeof fetch;
  resolveHost?: HostResolver;
}

const ToolCallSchema = z.object({
  id: z.string().max(200),
  type: z.literal('function').optional(),
  function: z.object({ name: z.string().max(100), arguments: z.string().max(20_000) }),
});

const ToolCompletionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z.array(ToolCallSchema).max(32).nullable().optional(),
        }),
      }),
    )
    .min(1, 'no choices'),
  usage: z
    .object({ prompt_tokens: z.int().nonnegative(), completion_tokens: z.int().nonnegative() })
    .partial()
    .nullable()
    .optional(),
});

/** The read-only queries as OpenAI function tools (JSON Schema of their strict arguments). */
export function toolDefinitions() {
  return (Object.keys(TOOL_ARGS) as (keyof typeof TOOL_ARGS)[]).map((name) => ({
    type: 'function' as const,
    function: {
      name,
      description: TOOL_DESCRIPTIONS[name],
      parameters: z.toJSONSchema(TOOL_ARGS[name]),
    },
  }));
}

const TOOL_RULES = `You may call the read-only query tools to get exact figures. Quote figures only from the CONTEXT or from tool results, and in every sentence name what a figure is about: the facility (or the organization as a whole), the period, the scope and the Scope 2 method (location-based or market-based), and the category. Never add location-based and market-based figures together. Only say that something does not exist (no report, no data for a month) when a tool result shows it.`;

type Message =
  | { role: 'system' | 'user' | 'assistant'; content: string | null; tool_calls?: unknown[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/**
 * A provider for an OpenAI-compatible model that answers by calling the assistant's read-only
 * queries as tools (function calling). Every query result joins the context through
 * `request.queries`, so the guard checks the model's figures against exactly what the tools
 * returned. Bounded: at most `maxToolCalls` calls, each result cut to `maxToolResultChars`; bad
 * arguments are returned to the model as an error it can correct; a model that keeps calling past
 * the limit is asked once to answer without tools, and refused if it still does not.
 */
export async function createToolCallingProvider(options: ToolCallingOptions): Promise<AssistantProvider> {
  const { url, checkNetwork } = await modelServer(options);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxCalls = options.maxToolCalls ?? 8;
  const maxChars = options.maxToolResultChars ?? 12_000;
  const doFetch = options.fetch ?? fetch;
  const tools = toolDefinitions();

  async function call(messages: readonly Message[], withTools: boolean, signal: AbortSignal | undefined) {
    await checkNetwork();
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages,
          temperature: 0,
          max_tokens: options.maxTokens ?? 1024,
          tools,
          tool_choice: withTools ? 'auto' : 'none',
        }),
        signal: combined,
        redirect: 'error',
      });
    } catch (cause) {
      if (timeout.aborted) throw new ProviderTimeoutError(url, timeoutMs);
      if (signal?.aborted) throw cause;
      throw new ProviderUnavailableError(url, cause);
    }
    const text = await res.text();
    if (!res.ok) throw new ProviderHttpError(url, res.status, errorDetail(text));
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderBadResponseError(url, 'not JSON');
    }
    const parsed = ToolCompletionSchema.safeParse(json);
    if (!parsed.success)
      throw new ProviderBadResponseError(url, parsed.error.issues[0]?.message ?? 'unexpected shape');
    return parsed.data;
  }

  async function complete(request: CompletionRequest): Promise<Completion> {
    const messages: Message[] = [
      { role: 'system', content: TOOL_RULES },
      ...request.messages.map((m) => ({ role: m.role, content: m.content })),
    ];
    let calls = 0;
    let promptTokens = 0;
    let completionTokens = 0;
    let model: string | null = null;
    for (;;) {
      const withTools = request.queries !== undefined && calls < maxCalls;
      const answer = await call(messages, withTools, request.signal);
      const usage = usageOf(answer.usage);
      promptTokens += usage.promptTokens ?? 0;
      completionTokens += usage.completionTokens ?? 0;
      model = answer.model ?? model;
      const message = answer.choices[0]?.message;
      const toolCalls = message?.tool_calls ?? [];
      if (toolCalls.length === 0) {
        return { text: message?.content ?? '', usage: { promptTokens, completionTokens }, model };
      }
      if (!withTools || request.queries === undefined) {
        throw new ProviderBadResponseError(
          url,
          `the model kept calling tools past the limit of ${maxCalls} calls`,
        );
      }
      messages.push({ role: 'assistant', content: message?.content ?? null, tool_calls: toolCalls });
      for (const tc of toolCalls) {
        calls += 1;
        messages.push({ role: 'tool', tool_call_id: tc.id, content: await runTool(request, tc, calls) });
      }
    }
  }

  async function runTool(
    request: CompletionRequest,
    tc: z.infer<typeof ToolCallSchema>,
    n: number,
  ): Promise<string> {
    if (n > maxCalls)
      return JSON.stringify({ error: `query limit of ${maxCalls} calls reached: answer with what you have` });
    let args: unknown;
    try {
      args = tc.function.arguments.trim() === '' ? {} : JSON.parse(tc.function.arguments);
    } catch {
      return JSON.stringify({ error: 'arguments are not valid JSON' });
    }
    try {
      const result = await (request.queries as NonNullable<CompletionRequest['queries']>).run(
        tc.function.name,
        args,
      );
      const body = JSON.stringify(result.data);
      return body.length <= maxChars
        ? body
        : `${body.slice(0, maxChars)}… [cut at ${maxChars} characters: ask a narrower query]`;
    } catch (error) {
      if (error instanceof QueryArgumentError) return JSON.stringify({ error: error.details.reason });
      throw error;
    }
  }

  return {
    id: 'openai-compatible-tools',
    model: options.model,
    complete,
    // The guard needs the whole answer first; a tool-calling exchange is streamed as one piece.
    async *stream(request) {
      const done = await complete(request);
      yield { type: 'delta', text: done.text };
      yield { type: 'done', usage: done.usage, model: done.model };
    },
  };
}
