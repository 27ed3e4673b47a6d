import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { setupStatusQueryOptions } from './sign-in-options';

export type SetupInput = components['schemas']['SetupInput'];

/** First-time setup (`POST /api/setup`): the first organization and its administrator. */
export function useSetup() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetupInput) => unwrap(await api.client.POST('/api/setup', { body: input })),
    // Setup is done now: the sign-in route must not send the person back here.
    onSuccess: () => queryClient.setQueryData(setupStatusQueryOptions(api).queryKey, { pending: false }),
  });
}
