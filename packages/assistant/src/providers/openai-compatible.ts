import { createParser } from 'eventsource-parser';
import {
  AssistantError,
  ExternalHostRefusedError,
  ProviderBadResponseError,
  ProviderHttpError,
  ProviderTimeoutError,
  ProviderUnavailableError,
} from '../errors.js';
import { modelServer } from './model-server.js';
import type { HostResolver } from './network-policy.js';
import type { AssistantProvider, Completion, CompletionChunk, CompletionRequest } from './port.js';
import { ChatCompletionChunkSchema, ChatCompletionSchema, errorDetail, usageOf } from './wire.js';

/** Options of {@link createOpenAiCompatibleProvider}. */
export interface OpenAiCompatibleOptions {
  /** Base URL of the server's OpenAI API, e.g. `http://127.0.0.1:8080/v1` (llama.cpp), `http://ollama:11434/v1`. */
  baseUrl: string;
  /** Model name as the server knows it, e.g. `llama3.1:8b-instruct`. */
  model: string;
  /** Longest wait for the answer to start, and between two streamed pieces. Default 60 000 ms. */
  timeoutMs?: number;
  /** Allow a host outside loopback and private ranges. Default false: an operator must opt in. */
  allowExternal?: boolean;
  /** Sent as `Authorization: Bearer …` when the server wants one. */
  apiKey?: string;
  /** Largest answer in tokens. Default 1024. */
  maxTokens?: number;
  /** Injectable for tests; default the global `fetch`. */
  fetch?: typeof fetch;
  /** Injectable for tests; default the system resolver. */
  resolveHost?: HostResolver;
}

/**
 * A watchdog for one request: aborts when `ms` pass without {@link Watchdog.feed}, or when the
 * caller's signal aborts. Tells a timeout from the caller going away.
 */
function watchdog(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  arm();
  return {
    signal: controller.signal,
    feed: arm,
    timedOut: () => timedOut,
    stop: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * A provider for a model served on the deployment's own network by any OpenAI-compatible server
 * (llama.cpp `llama-server`, Ollama, vLLM, LocalAI…), through `POST {baseUrl}/chat/completions`.
 * Resolves the host first and refuses to start (throws {@link ExternalHostRefusedError}) when any
 * of its addresses is outside loopback and private ranges, unless `allowExternal` is set.
 */
export async function createOpenAiCompatibleProvider(
  options: OpenAiCompatibleOptions,
): Promise<AssistantProvider> {
  if (options.model.trim() === '') {
    throw new AssistantError('ASSISTANT_INVALID_CONFIG', 'model is empty', { field: 'model' });
  }
  const { url, checkNetwork } = await modelServer(options);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const doFetch = options.fetch ?? fetch;

  async function post(request: CompletionRequest, stream: boolean, dog: ReturnType<typeof watchdog>) {
    // Re-checked on every request: a name may have been re-pointed since start-up.
    await checkNetwork();
    const body = {
      model: options.model,
      messages: request.messages,
      temperature: 0,
      max_tokens: options.maxTokens ?? 1024,
      stream,
      ...(stream ? { stream_options: { include_usage: true } } : {}),
    };
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: dog.signal,
        redirect: 'error', // a redirect could lead outside the deployment
      });
    } catch (cause) {
      throw failure(cause, dog);
    }
    if (!res.ok) throw new ProviderHttpError(url, res.status, errorDetail(await res.text().catch(() => '')));
    return res;
  }

  function failure(cause: unknown, dog: ReturnType<typeof watchdog>): Error {
    if (dog.timedOut()) return new ProviderTimeoutError(url, timeoutMs);
    if (cause instanceof AssistantError) return cause;
    if ((cause as Error)?.name === 'AbortError') return cause as Error;
    return new ProviderUnavailableError(url, cause);
  }

  return {
    id: 'openai-compatible',
    model: options.model,

    async complete(request): Promise<Completion> {
      const dog = watchdog(timeoutMs, request.signal);
      try {
        const res = await post(request, false, dog);
        let json: unknown;
        try {
          json = await res.json();
        } catch (cause) {
          throw dog.timedOut() ? failure(cause, dog) : new ProviderBadResponseError(url, 'not JSON');
        }
        const parsed = ChatCompletionSchema.safeParse(json);
        if (!parsed.success)
          throw new ProviderBadResponseError(url, parsed.error.issues[0]?.message ?? 'invalid');
        return {
          text: parsed.data.choices[0]?.message.content ?? '',
          usage: usageOf(parsed.data.usage),
          model: parsed.data.model ?? options.model,
        };
      } catch (cause) {
        throw failure(cause, dog);
      } finally {
        dog.stop();
      }
    },

    async *stream(request): AsyncIterable<CompletionChunk> {
      const dog = watchdog(timeoutMs, request.signal);
      try {
        const res = await post(request, true, dog);
        if (res.body === null) throw new ProviderBadResponseError(url, 'no body');
        const pending: CompletionChunk[] = [];
        let usage = usageOf(null);
        let model: string | null = options.model;
        let done = false;
        let bad: Error | undefined;
        const parser = createParser({
          onEvent(event) {
            if (event.data === '[DONE]') {
              done = true;
              return;
            }
            let json: unknown;
            try {
              json = JSON.parse(event.data);
            } catch {
              bad ??= new ProviderBadResponseError(url, 'a streamed event is not JSON');
              return;
            }
            const chunk = ChatCompletionChunkSchema.safeParse(json);
            if (!chunk.success) {
              bad ??= new ProviderBadResponseError(url, chunk.error.issues[0]?.message ?? 'invalid chunk');
              return;
            }
            if (chunk.data.model) model = chunk.data.model;
            if (chunk.data.usage) usage = usageOf(chunk.data.usage);
            const text = chunk.data.choices?.[0]?.delta?.content;
            if (text) pending.push({ type: 'delta', text });
          },
        });
        const decoder = new TextDecoder();
        for await (const bytes of res.body) {
          dog.feed();
          parser.feed(decoder.decode(bytes, { stream: true }));
          if (bad) throw bad;
          yield* pending.splice(0);
          if (done) break;
        }
        if (!done) throw new ProviderBadResponseError(url, 'the stream ended without [DONE]');
        yield { type: 'done', usage, model };
      } catch (cause) {
        throw failure(cause, dog);
      } finally {
        dog.stop();
      }
    },
  };
}
