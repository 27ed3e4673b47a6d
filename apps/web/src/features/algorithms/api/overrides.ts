import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Override = components['schemas']['Override'];
export type OverrideCreate = components['schemas']['OverrideCreate'];
export type OverrideImpact = components['schemas']['OverrideImpact'];
export type OverrideState = Override['state'];

/** The organization's overrides, oldest first (`GET /api/overrides`, every page). */
export function useOverrides() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['overrides'],
    queryFn: async () => {
      const all: Override[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/overrides', {
            params: { query: { limit: 200, ...(cursor ? { cursor } : {}) } },
          }),
        );
        all.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return all;
    },
  });
}

/** What an override changes (`GET /api/overrides/{id}/impact`), fetched when asked for. */
export function useOverrideImpact(id: string, enabled: boolean) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['overrides', id, 'impact'],
    queryFn: async () => unwrap(await client.GET('/api/overrides/{id}/impact', { params: { path: { id } } })),
    enabled,
  });
}

function useOverrideMutation<T>(run: (input: T) => Promise<Override>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['overrides'] });
      await queryClient.invalidateQueries({ queryKey: ['algorithms'] });
    },
  });
}

/** Proposes an override (`POST /api/overrides`, ORG_ADMIN); pending until a second administrator approves. */
export function useCreateOverride() {
  const { client } = useApi();
  return useOverrideMutation(async (body: OverrideCreate) =>
    unwrap(await client.POST('/api/overrides', { body })),
  );
}

/** Approves an override (`POST /api/overrides/{id}/approve`): never by its creator. */
export function useApproveOverride() {
  const { client } = useApi();
  return useOverrideMutation(async (id: string) =>
    unwrap(await client.POST('/api/overrides/{id}/approve', { params: { path: { id } } })),
  );
}

/** Ends an override from a date (`POST /api/overrides/{id}/end`, with the reason). */
export function useEndOverride() {
  const { client } = useApi();
  return useOverrideMutation(
    async ({ id, effectiveTo, reason }: { id: string; effectiveTo: string; reason: string }) =>
      unwrap(
        await client.POST('/api/overrides/{id}/end', {
          params: { path: { id } },
          body: { effectiveTo, reason },
        }),
      ),
  );
}

/** Names of the organization's people by id (`GET /api/users`, ORG_ADMIN only: others see ids). */
export function usePeopleNames(enabled: boolean) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['users', 'names'],
    enabled,
    queryFn: async () => {
      const names = new Map<string, string>();
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/users', {
            params: { query: { limit: 200, ...(cursor ? { cursor } : {}) } },
          }),
        );
        for (const user of page.items) names.set(user.id, user.name);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return names;
    },
  });
}
