import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Facility = components['schemas']['Facility'];

/** Every facility of the organization (few per organization: all pages are read). */
export function useFacilities() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['facilities'],
    queryFn: async () => {
      const all: Facility[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/facilities', {
            params: { query: { limit: 500, ...(cursor ? { cursor } : {}) } },
          }),
        );
        all.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return all;
    },
    staleTime: 5 * 60_000,
  });
}

/** A facility's name by id, for tables and breakdowns. */
export function useFacilityNames(): (id: string | null | undefined) => string | undefined {
  const { data } = useFacilities();
  const names = useMemo(() => new Map((data ?? []).map((facility) => [facility.id, facility.name])), [data]);
  return useCallback((id) => (id ? names.get(id) : undefined), [names]);
}

export type FacilityCreate = components['schemas']['FacilityCreate'];

/** Adds a facility (`POST /api/facilities`); the list is read again afterwards. */
export function useCreateFacility() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FacilityCreate) => unwrap(await client.POST('/api/facilities', { body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['facilities'] });
    },
  });
}
