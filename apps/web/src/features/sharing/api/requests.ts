import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { SHARING } from './products';

export type IncomingRequest = components['schemas']['PactFootprintRequest'];

const REQUESTS = [...SHARING, 'requests'] as const;

/** Footprint requests received from customers (`GET /api/pact-requests`; administrators). */
export function useIncomingRequests(options: { enabled?: boolean } = {}) {
  const { client } = useApi();
  return useQuery({
    queryKey: REQUESTS,
    queryFn: async () =>
      unwrap(await client.GET('/api/pact-requests', { params: { query: { limit: 500 } } })).items,
    enabled: options.enabled ?? true,
  });
}

/** Fulfils a request with published footprints (their PACT ids); the answer goes to the customer. */
export function useFulfilRequest() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, footprintIds }: { id: string; footprintIds: string[] }) =>
      unwrap(
        await client.POST('/api/pact-requests/{id}/fulfil', {
          params: { path: { id } },
          body: { footprintIds },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS }),
  });
}

/** Rejects a request with a reason the customer reads. */
export function useRejectRequest() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      unwrap(
        await client.POST('/api/pact-requests/{id}/reject', { params: { path: { id } }, body: { reason } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS }),
  });
}
