import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Interaction = components['schemas']['AssistantInteraction'];
export type InteractionDetail = components['schemas']['AssistantInteractionDetail'];
export type HumanAction = components['schemas']['AssistantHumanAction'];
export type HumanActionCreate = components['schemas']['AssistantHumanActionCreate'];

const INTERACTIONS = ['assistant', 'interactions'] as const;

/** The assistant log, oldest first, page after page (`GET /api/ai-assistant/interactions`, ORG_ADMIN). */
export function useInteractions() {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: INTERACTIONS,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/ai-assistant/interactions', {
          params: { query: { limit: 50, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** One exchange with its full context and what people did with it (ORG_ADMIN). */
export function useInteraction(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: [...INTERACTIONS, id],
    queryFn: async () =>
      unwrap(await client.GET('/api/ai-assistant/interactions/{id}', { params: { path: { id } } })),
  });
}

/**
 * Records what the asker did with an answer or one of its suggestions
 * (`POST /api/ai-assistant/interactions/{id}/human-actions`; append-only).
 */
export function useRecordHumanAction(interactionId: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HumanActionCreate) =>
      unwrap(
        await client.POST('/api/ai-assistant/interactions/{id}/human-actions', {
          params: { path: { id: interactionId } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...INTERACTIONS, interactionId] }),
  });
}
