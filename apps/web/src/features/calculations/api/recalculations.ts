import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type FactorDataset = components['schemas']['FactorDataset'];
export type PreviewRequest = components['schemas']['RecalculationPreviewRequest'];
export type Preview = components['schemas']['RecalculationPreview'];
export type PreviewItem = components['schemas']['RecalculationPreviewItem'];

/** Every dataset version the organization can calculate with (`GET /api/factors/datasets`). */
export function useDatasets() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['factors', 'datasets'],
    queryFn: async () => unwrap(await client.GET('/api/factors/datasets')).items,
    staleTime: 5 * 60_000,
  });
}

const PAGE = 500;

/** Calculates and stores a preview (`POST /api/recalculations/preview`); no result changes. */
export function usePreviewRecalculation() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (body: PreviewRequest) =>
      unwrap(await client.POST('/api/recalculations/preview', { body, params: { query: { limit: PAGE } } })),
  });
}

/** A stored preview with its items page after page (`GET /api/recalculations/{id}`). */
export function usePreview(id: string | undefined) {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: ['recalculations', id],
    enabled: id !== undefined,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/recalculations/{id}', {
          params: {
            path: { id: id as string },
            query: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
          },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Accepts a preview (`POST /api/recalculations/{id}/accept`; ORG_ADMIN only). */
export function useAcceptPreview(id: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await client.POST('/api/recalculations/{id}/accept', { params: { path: { id } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['recalculations', id] });
      void queryClient.invalidateQueries({ queryKey: ['calculations'] });
      void queryClient.invalidateQueries({ queryKey: ['results'] });
    },
  });
}
