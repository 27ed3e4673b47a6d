import { type AskInput, AssistantError, createAssistant } from '@ctp/assistant';
import type { Principal } from '@ctp/auth';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ApiModule } from '../../http/app-env.js';
import { problemForError } from '../../http/error-handler.js';
import { problem } from '../../http/openapi-parts.js';
import { ProblemError } from '../../http/problem.js';
import { principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { boundedContextSource } from './bounded-context-source.js';
import { assistantRateLimit, createInFlightLimiter } from './rate-limit.js';
import { answerView, ChatRequest, ChatResponse } from './schemas.js';
import { storeContextSource } from './store-context-source.js';
import { type Asker, isOwnConversation, storeInteractionLog } from './store-interaction-log.js';

const askerOf = (p: Principal): Asker => ({
  organizationId: p.organizationId,
  userId: p.userId ?? null,
  apiTokenId: p.tokenId ?? null,
});

/** The problem of an assistant error (provider timeout 504, other provider failures 502). */
function providerProblem(error: AssistantError): ProblemError {
  return new ProblemError(error.code, {
    detail: error.message.replace(/^\[ctp\] \[assistant\] /, ''),
    ...(error.interactionId ? { interactionId: error.interactionId } : {}),
  });
}

/** 429 `assistant-rate-limited` with `Retry-After`. */
function rateLimited(detail: string, retryAfterSeconds: number): ProblemError {
  return new ProblemError(
    'ASSISTANT_RATE_LIMITED',
    { detail, retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * `POST /api/ai-assistant/chat` and `POST /api/ai-assistant/chat/stream` (every role, READ_ONLY
 * included): the question is answered from the caller's organization only, logged before it is
 * returned, and limited per user.
 */
export function assistantChatModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  const settings = runtime.config.assistant;
  const inFlight = createInFlightLimiter();
  const rate = assistantRateLimit(runtime.rateLimiter, settings.ratePerMinute);

  /** Checks organization and rate (throwing the problem), then gives the assistant for this caller. */
  async function prepare(
    c: Context,
    body: {
      organizationId: string;
      query: string;
      conversationId?: string | undefined;
      period?: { start: string; end: string } | undefined;
    },
  ) {
    const principal = principalOf(c);
    if (body.organizationId !== principal.organizationId) {
      throw new ProblemError('ORGANIZATION_MISMATCH', {
        detail: 'organizationId is not the organization you are signed in to.',
      });
    }
    const asker = askerOf(principal);
    if (body.conversationId !== undefined && !(await isOwnConversation(db, asker, body.conversationId))) {
      throw new ProblemError('NOT_FOUND', { detail: 'conversationId names no conversation of yours.' });
    }
    const verdict = await rate.admit(asker);
    if (!verdict.allowed) {
      const detail = `At most ${settings.ratePerMinute} questions per minute; try again in ${verdict.retryAfterSeconds} seconds.`;
      throw rateLimited(detail, verdict.retryAfterSeconds);
    }
    const release = inFlight.acquire(asker);
    if (release === undefined) {
      throw rateLimited('Wait for your previous questions to be answered.', 5);
    }
    const chat = createAssistant({
      provider: runtime.assistant,
      log: storeInteractionLog(db, asker),
      tokenBudget: settings.tokenBudget,
    });
    const input: AskInput = {
      source: boundedContextSource(storeContextSource(db, principal.organizationId, runtime.registry)),
      query: body.query,
      ...(body.conversationId ? { conversationId: body.conversationId } : {}),
      ...(body.period ? { period: body.period } : {}),
      signal: c.req.raw.signal,
    };
    return { chat, input, release };
  }

  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/ai-assistant/chat',
        tags: ['Assistant'],
        summary: "Ask the assistant about your organization's data",
        description:
          "The answer is built from the organization's own data only, checked by the guard (figures not in the data withhold the answer; compliance claims are removed; suggested data changes are marked for a person to confirm) and logged before it is returned. The assistant changes nothing.",
        ...accessOf('POST', '/api/ai-assistant/chat'),
        request: { body: { required: true, content: { 'application/json': { schema: ChatRequest } } } },
        responses: {
          200: {
            description: 'The answer (or why it was withheld)',
            content: { 'application/json': { schema: ChatResponse } },
          },
          400: problem('Invalid body'),
          403: problem('organizationId is not your organization'),
          404: problem('conversationId names no conversation of yours'),
          429: problem('Too many questions (see Retry-After)'),
          502: problem('The model server failed (the exchange is logged)'),
          504: problem('The model server did not answer in time (the exchange is logged)'),
        },
      }),
      async (c) => {
        const prepared = await prepare(c, c.req.valid('json'));
        try {
          const answer = await prepared.chat.ask(prepared.input);
          return c.json(answerView(answer), 200, { 'cache-control': 'no-store' });
        } catch (error) {
          if (error instanceof AssistantError) throw providerProblem(error);
          throw error;
        } finally {
          prepared.release();
        }
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/ai-assistant/chat/stream',
        tags: ['Assistant'],
        summary: 'Ask the assistant, answered as server-sent events',
        description:
          'Events: `context` (the context summary), `progress` ({characters}) while the model generates, then, once the answer is guarded and logged, `delta` ({text}) pieces of the answer and `answer` (the same body as /chat). A provider failure ends the stream with `error` (a problem object). The guard must see the whole answer first, so no unchecked text is ever streamed.',
        ...accessOf('POST', '/api/ai-assistant/chat/stream'),
        request: { body: { required: true, content: { 'application/json': { schema: ChatRequest } } } },
        responses: {
          200: {
            description: 'text/event-stream',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          400: problem('Invalid body'),
          403: problem('organizationId is not your organization'),
          404: problem('conversationId names no conversation of yours'),
          429: problem('Too many questions (see Retry-After)'),
        },
      }),
      async (c) => {
        const prepared = await prepare(c, c.req.valid('json'));
        return streamSSE(c, async (stream) => {
          try {
            for await (const event of prepared.chat.askStream(prepared.input)) {
              const data =
                event.type === 'answer'
                  ? answerView(event.answer)
                  : event.type === 'context'
                    ? { intent: event.intent, context: event.contextSummary }
                    : event.type === 'progress'
                      ? { characters: event.characters }
                      : { text: event.text };
              await stream.writeSSE({ event: event.type, data: JSON.stringify(data) });
            }
          } catch (error) {
            // Headers are sent: a failure can only end the stream with an `error` event.
            if (!(error instanceof AssistantError))
              c.var.log.error({ err: error }, 'assistant stream failed');
            const problem =
              error instanceof AssistantError
                ? problemForError(c, providerProblem(error))
                : await problemFor(c, 'INTERNAL_ERROR').json();
            await stream.writeSSE({ event: 'error', data: JSON.stringify(problem) }).catch(() => undefined); // the client may be gone already
          } finally {
            prepared.release();
          }
        }) as never;
      },
    );
  };
}
