import type { ApiClient } from '../../../api/client';
import { ApiError, type Problem, unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { createSseParser } from './sse';

export type ChatRequest = components['schemas']['AssistantChatRequest'];
export type ChatAnswer = components['schemas']['AssistantChatResponse'];
export type FigureSource = components['schemas']['AssistantFigureSource'];

/** What the stream reports while an answer is on its way. */
export interface StreamHandlers {
  /** The model is generating: characters so far (nothing of it is shown before the guard). */
  onProgress?: (characters: number) => void;
  /** A guarded piece of the answer. */
  onDelta?: (text: string) => void;
}

/**
 * Asks the assistant through `POST /api/ai-assistant/chat/stream` (server-sent events, through the
 * typed client and its CSRF header) and resolves with the final, guarded and logged answer. An
 * `error` event (the model server failed or timed out) rejects with the problem it carries.
 */
export async function askStreaming(
  client: ApiClient,
  body: ChatRequest,
  handlers: StreamHandlers = {},
  signal?: AbortSignal,
): Promise<ChatAnswer> {
  const stream = unwrap(
    await client.POST('/api/ai-assistant/chat/stream', {
      body,
      parseAs: 'stream',
      ...(signal ? { signal } : {}),
    }),
  ) as ReadableStream<Uint8Array> | null;
  if (stream === null) throw new ApiError(502, undefined);
  const feed = createSseParser();
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    for (const event of feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }))) {
      const data = JSON.parse(event.data) as unknown;
      if (event.event === 'progress') handlers.onProgress?.((data as { characters: number }).characters);
      else if (event.event === 'delta') handlers.onDelta?.((data as { text: string }).text);
      else if (event.event === 'answer') {
        await reader.cancel().catch(() => undefined);
        return data as ChatAnswer;
      } else if (event.event === 'error') {
        const problem = data as Problem;
        throw new ApiError(problem.status, problem);
      }
    }
    if (done) throw new ApiError(502, undefined); // the stream ended without an answer
  }
}
