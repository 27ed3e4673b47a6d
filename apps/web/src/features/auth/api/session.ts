import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, CsrfStore } from '../../../api/client';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

/** Who is signed in: user, organization, role and the CSRF token (`GET /api/auth/session`). */
export type Session = components['schemas']['SessionInfo'];
export type Role = Session['role'];
export type SignInInput = components['schemas']['SignInInput'];

/** The session query: `null` when nobody is signed in (401), so routes can redirect to sign-in. */
export function sessionQueryOptions(api: { client: ApiClient; csrf: CsrfStore }) {
  return queryOptions({
    queryKey: ['session'],
    queryFn: async (): Promise<Session | null> => {
      const result = await api.client.GET('/api/auth/session');
      if (result.response.status === 401) {
        api.csrf.set(null);
        return null;
      }
      const session = unwrap(result);
      api.csrf.set(session.csrfToken);
      return session;
    },
    staleTime: 60_000,
  });
}

/** The current session (`null` when signed out). */
export function useSession() {
  return useQuery(sessionQueryOptions(useApi()));
}

/** Password sign-in (`POST /api/auth/sign-in`); on success the session query is refreshed. */
export function useSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      const answer = unwrap(await api.client.POST('/api/auth/sign-in', { body: input }));
      api.csrf.set(answer.csrfToken);
      return answer;
    },
    // Read the new session before anyone navigates: routes check the cached one.
    onSuccess: () => queryClient.fetchQuery({ ...sessionQueryOptions(api), staleTime: 0 }),
  });
}

/** Sign-out (`POST /api/auth/sign-out`); every cached answer belonged to the session, so all go. */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const result = await api.client.POST('/api/auth/sign-out');
      // An already ended session is signed out as well.
      if (result.response.status !== 401) unwrap(result);
    },
    onSettled: () => {
      api.csrf.set(null);
      queryClient.clear();
    },
  });
}
