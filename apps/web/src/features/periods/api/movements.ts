import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type PeriodMovements = components['schemas']['PeriodMovements'];
export type MovementLine = components['schemas']['MovementLine'];
export type MovementPolicy = components['schemas']['MovementPolicy'];

/** A period's totals against the previous period, with explanations (`GET /api/periods/{id}/movements`). */
export function useMovements(periodId: string | null) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['movements', periodId],
    enabled: periodId !== null,
    queryFn: async () =>
      unwrap(
        await client.GET('/api/periods/{id}/movements', { params: { path: { id: periodId as string } } }),
      ),
  });
}

/** Explains a line (`POST /api/periods/{id}/movements/explanations`, ORG_ADMIN or ORG_MEMBER, draft only). */
export function useExplainMovement(periodId: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { lineKey: string; explanation: string }) =>
      unwrap(
        await client.POST('/api/periods/{id}/movements/explanations', {
          params: { path: { id: periodId } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['movements', periodId] }),
  });
}

/** The movement threshold (`GET /api/organizations/current/movement-threshold`). */
export function useMovementPolicy() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['movement-threshold'],
    queryFn: async () => unwrap(await client.GET('/api/organizations/current/movement-threshold')),
  });
}

/** Sets the movement threshold (`PUT /api/organizations/current/movement-threshold`, ORG_ADMIN). */
export function useSaveMovementPolicy() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (thresholdPercent: string) =>
      unwrap(
        await client.PUT('/api/organizations/current/movement-threshold', { body: { thresholdPercent } }),
      ),
    onSuccess: async (policy) => {
      queryClient.setQueryData(['movement-threshold'], policy);
      await queryClient.invalidateQueries({ queryKey: ['movements'] });
    },
  });
}
