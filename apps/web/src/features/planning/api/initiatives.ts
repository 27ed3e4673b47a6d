import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

/** The lifecycle of an initiative. */
export type InitiativeStatus = components['schemas']['ReductionInitiative']['status'];
export type InitiativeCreate = components['schemas']['ReductionInitiativeCreate'];
export type InitiativeUpdate = components['schemas']['ReductionInitiativeUpdate'];

/** A stored initiative with the fields the server keeps in its definition. */
export type Initiative = components['schemas']['ReductionInitiative'] & {
  description?: string;
  scope: 1 | 2 | 3;
  impact: { type: 'absolute'; tonnesPerYear: number } | { type: 'percentage'; percent: number };
  category?: string;
  facilities?: string[];
  implementationStart: string;
  rampUpMonths: number;
  capex: number;
  opexPerYear: number;
  savingsPerYear: number;
  lifetimeYears: number;
};

/**
 * The moves the server's lifecycle allows (`STATUS_TRANSITIONS` of @ctp/forecast): planned →
 * in progress → completed, and in progress back to planned. The screen offers only these; the
 * server refuses any other (409) and its reason is shown.
 */
export const STATUS_MOVES: Record<InitiativeStatus, readonly InitiativeStatus[]> = {
  planned: ['in_progress'],
  in_progress: ['completed', 'planned'],
  completed: [],
};

const KEY = ['planning', 'initiatives'] as const;

/** The organization's active initiatives, in creation order. */
export function useInitiatives() {
  const { client } = useApi();
  return useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const page = unwrap(
        await client.GET('/api/forecasting/initiatives', { params: { query: { limit: 500 } } }),
      );
      return page.items as Initiative[];
    },
  });
}

/** Stores an initiative. */
export function useCreateInitiative() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InitiativeCreate) =>
      unwrap(await client.POST('/api/forecasting/initiatives', { body })) as Initiative,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Changes the fields given; a status change must follow the lifecycle (the server checks it). */
export function useUpdateInitiative() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: InitiativeUpdate }) =>
      unwrap(
        await client.PATCH('/api/forecasting/initiatives/{id}', { params: { path: { id } }, body }),
      ) as Initiative,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Archives an initiative: it leaves the list and new forecasts. */
export function useArchiveInitiative() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await client.DELETE('/api/forecasting/initiatives/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
