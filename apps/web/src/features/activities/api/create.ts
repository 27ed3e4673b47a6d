import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type ActivityCreate = components['schemas']['ActivityCreate'];
export type Algorithm = components['schemas']['Algorithm'];

/** The registered algorithms: their categories are what an activity can be entered as. */
export function useAlgorithms() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['algorithms'],
    queryFn: async () => unwrap(await client.GET('/api/algorithms')).items,
    staleTime: 10 * 60_000,
  });
}

/**
 * Enters one activity (`POST /api/activities`) with an idempotency key, so a retried submission
 * (a double click, a dropped answer) never stores it twice.
 */
export function useCreateActivity() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: ActivityCreate; idempotencyKey: string }) =>
      unwrap(
        await client.POST('/api/activities', {
          body: input,
          params: { header: { 'idempotency-key': idempotencyKey } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activities'] }),
  });
}
