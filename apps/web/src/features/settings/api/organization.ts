import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Organization = components['schemas']['Organization'];
export type OrganizationUpdate = components['schemas']['OrganizationUpdate'];

const ORGANIZATION = ['organization', 'current'] as const;

/** The signed-in organization with its settings (`GET /api/organizations/current`). */
export function useOrganization() {
  const { client } = useApi();
  return useQuery({
    queryKey: ORGANIZATION,
    queryFn: async () => unwrap(await client.GET('/api/organizations/current')),
  });
}

/**
 * Changes the name and/or the settings object (`PATCH /api/organizations/current`, ORG_ADMIN). The
 * settings object is replaced whole, so callers send the settings they read with their changes in.
 * The session names the organization too, so it is read again.
 */
export function useUpdateOrganization() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: OrganizationUpdate) =>
      unwrap(await client.PATCH('/api/organizations/current', { body: patch })),
    onSuccess: (organization) => {
      queryClient.setQueryData(ORGANIZATION, organization);
      return queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
