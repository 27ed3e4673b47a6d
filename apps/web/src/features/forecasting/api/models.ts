import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type CustomModel = components['schemas']['CustomForecastModel'];
export type ModelKind = components['schemas']['ForecastModelKind'];
export type CustomModelCreate = components['schemas']['CustomForecastModelCreate'];

const KEY = ['forecasting', 'models'];

/**
 * The registered model kinds and the organization's custom models (`GET /api/forecasting/models`;
 * the first 100 custom models, more than an organization keeps in practice).
 */
export function useForecastModels() {
  const { client } = useApi();
  return useQuery({
    queryKey: KEY,
    queryFn: async () =>
      unwrap(await client.GET('/api/forecasting/models', { params: { query: { limit: 100 } } })),
  });
}

/** Registers a custom model, pending until validated (`POST /api/forecasting/models`; writers). */
export function useRegisterModel() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomModelCreate) =>
      unwrap(await client.POST('/api/forecasting/models', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Validates a custom model (`POST /api/forecasting/models/{id}/validate`; ORG_ADMIN, a person). */
export function useValidateModel() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await client.POST('/api/forecasting/models/{id}/validate', { params: { path: { id } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
