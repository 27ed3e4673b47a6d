import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type SetupInput = components['schemas']['SetupInput'];

/** First-time setup (`POST /api/setup`): the first organization and its administrator. */
export function useSetup() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (input: SetupInput) => unwrap(await client.POST('/api/setup', { body: input })),
  });
}
