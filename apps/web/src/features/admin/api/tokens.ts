import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type ApiToken = components['schemas']['ApiToken'];
export type CreatedApiToken = components['schemas']['CreatedApiToken'];
export type TokenCreate = components['schemas']['TokenCreate'];

const TOKENS = ['admin', 'tokens'] as const;

/** API tokens in creation order, revoked ones included, page after page (`GET /api/tokens`). */
export function useTokens() {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: TOKENS,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/tokens', {
          params: { query: { limit: 50, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Creates a token (`POST /api/tokens`): the answer holds the secret, the only time it is sent. */
export function useCreateToken() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TokenCreate) => unwrap(await client.POST('/api/tokens', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS }),
  });
}

/** Revokes a token (`DELETE /api/tokens/{id}`): it is refused from then on. */
export function useRevokeToken() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await client.DELETE('/api/tokens/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS }),
  });
}
