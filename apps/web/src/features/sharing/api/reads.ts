import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { SHARING } from './products';

export type AuditEntry = components['schemas']['AuditEntry'];

/**
 * What customers read through their grants, newest first: the `pact.*` entries of the audit log,
 * whose actor is the grant (`GET /api/audit?action=pact&entityType=sharing_grant`; administrators).
 */
export function usePartnerReads(options: { grantId?: string; enabled?: boolean } = {}) {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SHARING, 'reads', options.grantId ?? 'all'],
    queryFn: async () =>
      unwrap(
        await client.GET('/api/audit', {
          params: {
            query: {
              action: 'pact',
              entityType: 'sharing_grant',
              ...(options.grantId ? { entityId: options.grantId } : {}),
              limit: 100,
            },
          },
        }),
      ).items,
    enabled: options.enabled ?? true,
  });
}
