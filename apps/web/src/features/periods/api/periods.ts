import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Period = components['schemas']['Period'];
export type PeriodStatus = Period['status'];
export type Restatement = components['schemas']['Restatement'];
export type RestatementCause = Restatement['cause'];
export type BaseYearPolicy = components['schemas']['BaseYearPolicy'];
export type BaseYearPolicyUpdate = components['schemas']['BaseYearPolicyUpdate'];
export type ScopeTotal = components['schemas']['ScopeTotal'];

/** Every cause a restatement may have (also the triggers a policy may name), in the order shown. */
export const CAUSES: RestatementCause[] = [
  'structural_change',
  'methodology_or_factor_change',
  'discovered_error',
];

/** The organization's periods, oldest first (`GET /api/periods`, every page). */
export function usePeriods() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['periods'],
    queryFn: async () => {
      const all: Period[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/periods', {
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

/** The organization's restatements, oldest first (`GET /api/restatements`, every page). */
export function useRestatements() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['restatements'],
    queryFn: async () => {
      const all: Restatement[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/restatements', {
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

/** The base year and recalculation policy (`GET /api/organizations/current/base-year`). */
export function useBaseYearPolicy() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['base-year'],
    queryFn: async () => unwrap(await client.GET('/api/organizations/current/base-year')),
  });
}

function usePeriodMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['periods'] });
      await queryClient.invalidateQueries({ queryKey: ['restatements'] });
      await queryClient.invalidateQueries({ queryKey: ['movements'] });
    },
  });
}

/** Creates a calendar-year period in draft (`POST /api/periods`, ORG_ADMIN). */
export function useCreatePeriod() {
  const { client } = useApi();
  return usePeriodMutation(async (year: number) =>
    unwrap(await client.POST('/api/periods', { body: { year } })),
  );
}

/** A close step without a body: submit (ORG_ADMIN, ORG_MEMBER), approve or lock (ORG_ADMIN). */
export type PeriodStep = 'submit' | 'approve' | 'lock';

/** Takes a close step (`POST /api/periods/{id}/{step}`). */
export function usePeriodStep() {
  const { client } = useApi();
  return usePeriodMutation(async ({ id, step }: { id: string; step: PeriodStep }) => {
    const params = { params: { path: { id } } };
    if (step === 'submit') return unwrap(await client.POST('/api/periods/{id}/submit', params));
    if (step === 'approve') return unwrap(await client.POST('/api/periods/{id}/approve', params));
    return unwrap(await client.POST('/api/periods/{id}/lock', params));
  });
}

/** Reopens a locked period with a cause and reason (`POST /api/periods/{id}/reopen`, ORG_ADMIN). */
export function useReopenPeriod() {
  const { client } = useApi();
  return usePeriodMutation(
    async ({ id, cause, reason }: { id: string; cause: RestatementCause; reason: string }) =>
      unwrap(
        await client.POST('/api/periods/{id}/reopen', { params: { path: { id } }, body: { cause, reason } }),
      ),
  );
}

/** Returns a submitted or approved period to draft with a reason (`POST /api/periods/{id}/return`, ORG_ADMIN). */
export function useReturnPeriod() {
  const { client } = useApi();
  return usePeriodMutation(async ({ id, reason }: { id: string; reason: string }) =>
    unwrap(await client.POST('/api/periods/{id}/return', { params: { path: { id } }, body: { reason } })),
  );
}

/** Sets the base year and policy (`PUT /api/organizations/current/base-year`, ORG_ADMIN). */
export function useSaveBaseYearPolicy() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BaseYearPolicyUpdate) =>
      unwrap(await client.PUT('/api/organizations/current/base-year', { body })),
    onSuccess: (policy) => queryClient.setQueryData(['base-year'], policy),
  });
}
