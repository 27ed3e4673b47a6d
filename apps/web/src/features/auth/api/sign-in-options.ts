import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CsrfStore } from '../../../api/client';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

/** What sign-in offers for an organization (`GET /api/auth/sign-in-options`). */
export type SignInOptions = components['schemas']['SignInOptions'];
/** Whether first-time setup is still pending (`GET /api/setup/status`). */
export type SetupStatus = components['schemas']['SetupStatus'];

type Api = { client: ApiClient; csrf: CsrfStore };

/** The sign-in options for a slug; `''` asks only whether this server accepts passwords. */
export function signInOptionsQueryOptions(api: Api, organization: string) {
  return queryOptions({
    queryKey: ['sign-in-options', organization],
    queryFn: async (): Promise<SignInOptions> =>
      unwrap(
        await api.client.GET('/api/auth/sign-in-options', {
          params: { query: organization === '' ? {} : { organization } },
        }),
      ),
    staleTime: 60_000,
  });
}

/** The sign-in options for a slug (see {@link signInOptionsQueryOptions}). */
export function useSignInOptions(organization: string) {
  // While another slug is looked up, the previous answer stays (marked as placeholder): no flicker.
  return useQuery({
    ...signInOptionsQueryOptions(useApi(), organization),
    placeholderData: (previous) => previous,
  });
}

/** The setup status; the sign-in and setup routes send a person to the right one of the two. */
export function setupStatusQueryOptions(api: Api) {
  return queryOptions({
    queryKey: ['setup-status'],
    queryFn: async (): Promise<SetupStatus> => unwrap(await api.client.GET('/api/setup/status')),
    staleTime: 60_000,
  });
}
