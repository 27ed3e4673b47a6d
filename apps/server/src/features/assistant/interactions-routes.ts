import {
  appendAudit,
  getAssistantInteraction,
  listAssistantHumanActions,
  listAssistantInteractionPage,
  recordAssistantHumanAction,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { actorOf, principalOf, problemFor } from '../../http/respond.js';
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

const ListQuery = PageQuery.extend({
  userId: z.uuid().optional(),
  conversationId: z.uuid().optional(),
});

const suggestionCount = (guard: Record<string, unknown> | null) =>
  Array.isArray(guard?.suggestions) ? guard.suggestions.length : 0;

/**
 * The assistant log: `GET /api/ai-assistant/interactions` and `…/{id}` (ORG_ADMIN), and
 * `POST …/{id}/human-actions`, where the person who asked records what they did with the answer or
 * one of its suggestions (append-only, audited).
 */
export function assistantInteractionsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        const principal = principalOf(c);
        const { limit, cursor, userId, conversationId } = c.req.valid('query');
        const page = await withOrganization(db, principal.organizationId, (scope) =>
          listAssistantInteractionPage(scope, {
            limit,
            cursor: cursor ?? null,
            ...(userId ? { userId } : {}),
            ...(conversationId ? { conversationId } : {}),
          }),
        );
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const detail = await withOrganization(db, principal.organizationId, async (scope) => ({
          interaction: await getAssistantInteraction(scope, id),
          actions: await listAssistantHumanActions(scope, id),
        }));
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const result = await withOrganization(db, principal.organizationId, async (scope) => {
          const interaction = await getAssistantInteraction(scope, id);
          const asked =
            principal.userId !== undefined
              ? interaction.userId === principal.userId
              : interaction.userId === null && interaction.apiTokenId === (principal.tokenId ?? null);
          if (!asked) return { code: 'NOT_THE_ASKER' as const };
          if (
            body.suggestionIndex !== undefined &&
            body.suggestionIndex >= suggestionCount(interaction.guardResult)
          ) {
            return { code: 'UNPROCESSABLE' as const };
          }
          const action = await recordAssistantHumanAction(scope, {
            interactionId: id,
            userId: principal.userId ?? null,
            apiTokenId: principal.userId === undefined ? (principal.tokenId ?? null) : null,
            suggestionIndex: body.suggestionIndex ?? null,
            action: body.action,
            note: body.note ?? null,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'assistant.human_action',
            entityType: 'ai_assistant_interaction',
            entityId: id,
            details: { action: body.action, suggestionIndex: body.suggestionIndex ?? null },
            requestId: c.var.requestId,
          });
          return { action };
        });
        if ('code' in result) {
          return problemFor(
            c,
            result.code,
            result.code === 'NOT_THE_ASKER'
              ? { detail: 'Only the person who asked can record what they did with the answer.' }
              : {
                  detail: `The answer has ${body.suggestionIndex === undefined ? 'no' : 'fewer'} suggestions.`,
                },
          ) as never;
        }
        return c.json(humanActionView(result.action), 201);
      },
    );
  };
}
