import { z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { PageQuery, viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
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
    const routes = resourceRoutes(app, { path: '/api/ai-assistant/interactions', tags: ['Assistant'] });
    routes.list({
      summary: 'Every logged exchange with the assistant, oldest first (without the full context)',
      query: ListQuery,
      item: InteractionView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page, { userId, conversationId }) => {
        const filters = { ...(userId ? { userId } : {}), ...(conversationId ? { conversationId } : {}) };
        return viewPage(await assistant.list(caller, { ...page, ...filters }), interactionView);
      },
    });
    routes.get({
      summary: 'One exchange with its full context and what people did with it',
      view: InteractionDetail,
      returns: 'The exchange',
      problems: { 404: 'No such exchange in this organization' },
      handle: async (caller, id) => {
        const { interaction, actions } = await assistant.get(caller, id);
        return {
          ...interactionView(interaction),
          context: interaction.context,
          humanActions: actions.map(humanActionView),
        };
      },
    });
    routes.add({
      sub: '/human-actions',
      summary: 'Record what you did with an answer or one of its suggestions',
      description:
        'Only the person (or API token) who asked may record. Entries are append-only: a change of mind is a new entry. The assistant itself never acts on a suggestion.',
      body: HumanActionCreate,
      view: HumanActionView,
      returns: 'Recorded',
      problems: {
        403: 'You did not ask this question',
        404: 'No such exchange in this organization',
        422: 'The answer has no suggestion with that index',
      },
      handle: async (caller, id, body) =>
        humanActionView(await assistant.recordHumanAction(caller, id, body)),
    });
  };
}
