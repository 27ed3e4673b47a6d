import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { type AuditSearch, auditQuery } from './audit-search';

export type AuditEntry = components['schemas']['AuditEntry'];
export type ChainVerification = components['schemas']['AuditChainVerification'];

/** The audit log, newest first, page after page, narrowed by the screen's filters (`GET /api/audit`). */
export function useAuditLog(search: AuditSearch = {}) {
  const { client } = useApi();
  const query = auditQuery(search);
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', query],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/audit', {
          params: { query: { ...query, limit: 50, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/**
 * Recomputes the hash chain (`GET /api/audit/verify`). A mutation, not a query: it is an action the
 * administrator starts, and each press must check again.
 */
export function useVerifyChain() {
  const { client } = useApi();
  return useMutation({ mutationFn: async () => unwrap(await client.GET('/api/audit/verify')) });
}

export type ResultsVerification = components['schemas']['ResultsVerification'];

/**
 * Recomputes what is reported from the calculation records (`GET /api/results/verify`): names every
 * result that disagrees with its record and every run whose sealed Merkle root no longer holds.
 * A mutation for the same reason as {@link useVerifyChain}.
 */
export function useVerifyResults() {
  const { client } = useApi();
  return useMutation({ mutationFn: async () => unwrap(await client.GET('/api/results/verify')) });
}
