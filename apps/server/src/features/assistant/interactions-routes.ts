import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  HumanActionCreate,
  HumanActionView,
  humanActionView,
  InteractionDetail,
  InteractionView,
  interactionView,
} from './schemas.js';
import { assistantService } from './service.js';

const ListQuery = PageQuery.extend({
  userId: z.uuid().optional(),
  conversationId: z.uuid().optional(),
});

/**
 * The assistant log: `GET /api/ai-assistant/interactions` and `…/{id}` (ORG_ADMIN), and
 * `POST …/{id}/human-actions`, where the person who asked records what they did with the answer or
 * one of its suggestions (append-only, audited).
 */
export function assistantInteractionsModule(runtime: Runtime): ApiModule {
  const assistant = assistantService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/ai-assistant/interactions',
        tags: ['Assistant'],
        summary: 'Every logged exchange with the assistant, oldest first (without the full context)',
        ...accessOf('GET', '/api/ai-assistant/interactions'),
        request: { query: ListQuery },
        responses: {
          200: {
            description: 'One page',
            content: { 'application/json': { schema: pageOf(InteractionView) } },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor, userId, conversationId } = c.req.valid('query');
        const page = await assistant.list(callerOf(c), {
          limit,
          cursor: cursor ?? null,
          ...(userId ? { userId } : {}),
          ...(conversationId ? { conversationId } : {}),
        });
        return c.json({ items: page.items.map(interactionView), nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/ai-assistant/interactions/{id}',
        tags: ['Assistant'],
        summary: 'One exchange with its full context and what people did with it',
        ...accessOf('GET', '/api/ai-assistant/interactions/{id}'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: {
          200: {
            description: 'The exchange',
            content: { 'application/json': { schema: InteractionDetail } },
          },
          404: problem('No such exchange in this organization'),
        },
      }),
      async (c) => {
        const detail = await assistant.get(callerOf(c), c.req.valid('param').id);
        return c.json(
          {
            ...interactionView(detail.interaction),
            context: detail.interaction.context,
            humanActions: detail.actions.map(humanActionView),
          },
          200,
        );
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/ai-assistant/interactions/{id}/human-actions',
        tags: ['Assistant'],
        summary: 'Record what you did with an answer or one of its suggestions',
        description:
          'Only the person (or API token) who asked may record. Entries are append-only: a change of mind is a new entry. The assistant itself never acts on a suggestion.',
        ...accessOf('POST', '/api/ai-assistant/interactions/{id}/human-actions'),
        request: {
          params: z.object({ id: z.uuid() }),
          body: { required: true, content: { 'application/json': { schema: HumanActionCreate } } },
        },
        responses: {
          201: { description: 'Recorded', content: { 'application/json': { schema: HumanActionView } } },
          403: problem('You did not ask this question'),
          404: problem('No such exchange in this organization'),
          422: problem('The answer has no suggestion with that index'),
        },
      }),
      async (c) => {
        const action = await assistant.recordHumanAction(
          callerOf(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json(humanActionView(action), 201);
      },
    );
  };
}
