import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type ActivityCorrection = components['schemas']['ActivityCorrection'];

/** Corrects an activity by a new version with the reason (`POST /api/activities/{id}/corrections`). */
export function useCorrectActivity(id: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActivityCorrection) =>
      unwrap(
        await client.POST('/api/activities/{id}/corrections', { params: { path: { id } }, body: input }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activities'] }),
  });
}
