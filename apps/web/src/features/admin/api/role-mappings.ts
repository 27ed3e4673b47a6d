import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type RoleMapping = components['schemas']['RoleMapping'];
export type RoleMappingInput = components['schemas']['RoleMappingInput'];
export type RoleMappingPatch = components['schemas']['RoleMappingPatch'];

const MAPPINGS = ['admin', 'role-mappings'] as const;

/** Role mappings in evaluation order, highest priority first (`GET /api/admin/role-mappings`). */
export function useRoleMappings(authConfigId: string | undefined) {
  const { client } = useApi();
  return useQuery({
    queryKey: [...MAPPINGS, authConfigId],
    enabled: authConfigId !== undefined,
    queryFn: async () =>
      unwrap(
        await client.GET('/api/admin/role-mappings', {
          params: { query: authConfigId ? { authConfigId } : {} },
        }),
      ).items,
  });
}

/** Adds, changes and removes role mappings; each refreshes the list. */
export function useRoleMappingChanges() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MAPPINGS });
  const create = useMutation({
    mutationFn: async (input: RoleMappingInput) =>
      unwrap(await client.POST('/api/admin/role-mappings', { body: input })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: RoleMappingPatch }) =>
      unwrap(await client.PATCH('/api/admin/role-mappings/{id}', { params: { path: { id } }, body: patch })),
    onSuccess: refresh,
  });
  /** Two mappings exchange priorities (one move up or down), one PATCH each. */
  const reorder = useMutation({
    mutationFn: async (changes: { id: string; priority: number }[]) => {
      for (const { id, priority } of changes) {
        unwrap(
          await client.PATCH('/api/admin/role-mappings/{id}', {
            params: { path: { id } },
            body: { priority },
          }),
        );
      }
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      unwrap(await client.DELETE('/api/admin/role-mappings/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  return { create, update, reorder, remove };
}
