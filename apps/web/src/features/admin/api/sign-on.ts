import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { ApiError, unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type AuthConfig = components['schemas']['AuthConfig'];
export type AuthConfigInput = components['schemas']['AuthConfigInput'];
export type ConnectionTestInput = components['schemas']['AuthConfigTestInput'];
export type ConnectionTestResult = components['schemas']['AuthConfigTestResult'];

const CONFIG = ['admin', 'auth-config'] as const;

/** The single sign-on configuration; `null` while none is saved (404). Never holds the secret. */
export function useAuthConfig() {
  const { client } = useApi();
  return useQuery({
    queryKey: CONFIG,
    queryFn: async (): Promise<AuthConfig | null> => {
      try {
        return unwrap(await client.GET('/api/admin/auth-config'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Creates or replaces the configuration (`POST /api/admin/auth-config`). */
export function useSaveAuthConfig() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AuthConfigInput) =>
      unwrap(await client.POST('/api/admin/auth-config', { body: input })),
    onSuccess: (saved) => queryClient.setQueryData(CONFIG, saved),
  });
}

/**
 * Tests a configuration against the provider (`POST /api/admin/auth-config/test`): the fields given
 * replace the stored ones for this test only. The answer carries one of the four specified messages.
 */
export function useTestConnection() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (input: ConnectionTestInput) =>
      unwrap(await client.POST('/api/admin/auth-config/test', { body: input })),
  });
}
