import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

/** A stored scenario template (a built-in kind with its years, or a custom target). */
export type StoredScenario = components['schemas']['ScenarioTemplate'];
/** What a scenario is written as: its kind and the fields @ctp/forecast asks of that kind. */
export type ScenarioTemplateInput = components['schemas']['ScenarioTemplateInput'];
/** One of the kinds every organization can use (business as usual, 1.5°C, well-below 2°C, net zero, custom). */
export interface BuiltInScenario {
  type: string;
  name: string;
  description: string;
  requiredFields: string[];
}

const KEY = ['planning', 'scenarios'] as const;

/** The built-in kinds and the organization's stored templates (few: one page of 500 is all of them). */
export function useScenarios() {
  const { client } = useApi();
  return useQuery({
    queryKey: KEY,
    queryFn: async () =>
      unwrap(await client.GET('/api/forecasting/scenarios', { params: { query: { limit: 500 } } })),
  });
}

/** Stores a scenario template (`POST /api/forecasting/scenarios`). */
export function useCreateScenario() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; template: ScenarioTemplateInput }) =>
      unwrap(await client.POST('/api/forecasting/scenarios', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Renames a template or replaces its definition (`PATCH`); recorded runs keep the version they used. */
export function useUpdateScenario() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string; name: string; template: ScenarioTemplateInput }) =>
      unwrap(await client.PATCH('/api/forecasting/scenarios/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Archives (deletes from the list) a template; runs that used it can still read it. */
export function useDeleteScenario() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await client.DELETE('/api/forecasting/scenarios/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
