import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type CalculationRecord = components['schemas']['CalculationRecord'];
export type RecordVerification = components['schemas']['RecordVerification'];

/** One calculation record (`GET /api/records/{id}`). */
export function useRecord(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['records', id],
    queryFn: async () => unwrap(await client.GET('/api/records/{id}', { params: { path: { id } } })),
    staleTime: Number.POSITIVE_INFINITY, // records never change (the database refuses updates)
  });
}

/** Recomputes a record's checksums on the server (`GET /api/records/{id}/verify`), on request. */
export function useVerifyRecord(id: string) {
  const { client } = useApi();
  return useMutation({
    mutationFn: async () =>
      unwrap(await client.GET('/api/records/{id}/verify', { params: { path: { id } } })),
  });
}
