import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type User = components['schemas']['User'];
export type UserCreate = components['schemas']['UserCreate'];
export type UserUpdate = components['schemas']['UserUpdate'];

const USERS = ['admin', 'users'] as const;

/** The organization's users in creation order, page after page (`GET /api/users`). */
export function useUsers() {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: USERS,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/users', {
          params: { query: { limit: 100, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Creates a user (`POST /api/users`); the password only where development sign-in is allowed. */
export function useCreateUser() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UserCreate) => unwrap(await client.POST('/api/users', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS }),
  });
}

/**
 * Changes a user's name, role or activity (`PATCH /api/users/{id}`). A role change or deactivation
 * ends the user's sessions; the last active administrator is refused (`LAST_ADMIN`).
 */
export function useUpdateUser() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: UserUpdate }) =>
      unwrap(await client.PATCH('/api/users/{id}', { params: { path: { id } }, body: patch })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS }),
  });
}
