import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { SHARING } from './products';

export type Grant = components['schemas']['SharingGrant'];
export type CreatedGrant = components['schemas']['CreatedSharingGrant'];
export type GrantCreate = components['schemas']['SharingGrantCreate'];
export type AnswerPolicy = Grant['answerPolicy'];

export const ANSWER_POLICIES: readonly AnswerPolicy[] = ['manual', 'fulfil_matching', 'fulfil_or_reject'];

const GRANTS = [...SHARING, 'grants'] as const;

/** The sharing grants, revoked ones included, never their secrets (`GET /api/sharing-grants`; administrators). */
export function useGrants(options: { enabled?: boolean } = {}) {
  const { client } = useApi();
  return useQuery({
    queryKey: GRANTS,
    queryFn: async () =>
      unwrap(await client.GET('/api/sharing-grants', { params: { query: { limit: 500 } } })).items,
    enabled: options.enabled ?? true,
  });
}

/** Creates a grant (`POST /api/sharing-grants`): the answer holds the client secret, the only time it is sent. */
export function useCreateGrant() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GrantCreate) => unwrap(await client.POST('/api/sharing-grants', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GRANTS }),
  });
}

/** Revokes a grant: its credentials and tokens are refused at once. */
export function useRevokeGrant() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await client.POST('/api/sharing-grants/{id}/revoke', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GRANTS }),
  });
}

/** Sets who answers the customer's footprint requests (`PUT /api/sharing-grants/{id}/answer-policy`). */
export function useSetAnswerPolicy() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answerPolicy }: { id: string; answerPolicy: AnswerPolicy }) =>
      unwrap(
        await client.PUT('/api/sharing-grants/{id}/answer-policy', {
          params: { path: { id } },
          body: { answerPolicy },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GRANTS }),
  });
}
