import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type AuditSample = components['schemas']['AuditSample'];
export type SampleItem = AuditSample['items'][number];
export type Recalculation = components['schemas']['ResultRecalculation'];
/** A request; the document types its nullable `evidence` reference loosely, so it is restated here. */
export type AuditRequest = Omit<components['schemas']['AuditRequest'], 'evidence'> & {
  evidence: components['schemas']['EvidenceFile'] | null;
};
export type Stratification = AuditSample['stratifyBy'];

/** What a sample is drawn with: the same values on the same data always give the same sample. */
export interface SampleSpec {
  seed: number;
  size: number;
  stratifyBy: Stratification;
}

/** A seeded stratified sample of a period's results (`GET /api/assurance/periods/{id}/sample`). */
export function useSample(periodId: string | null, spec: SampleSpec | null) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['audit-sample', periodId, spec],
    enabled: periodId !== null && spec !== null,
    queryFn: async () =>
      unwrap(
        await client.GET('/api/assurance/periods/{id}/sample', {
          params: { path: { id: periodId as string }, query: spec as SampleSpec },
        }),
      ),
  });
}

/** Recalculates one result from its record, on demand (`GET /api/assurance/results/{id}/recalculation`). */
export function useRecalculation() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (resultId: string): Promise<Recalculation> =>
      unwrap(
        await client.GET('/api/assurance/results/{id}/recalculation', { params: { path: { id: resultId } } }),
      ),
  });
}

/** The period's audit requests, oldest first (`GET /api/audit-requests?periodId=`, first 500). */
export function useAuditRequests(periodId: string | null) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['audit-requests', periodId],
    enabled: periodId !== null,
    queryFn: async () =>
      unwrap(
        await client.GET('/api/audit-requests', {
          params: { query: { periodId: periodId as string, limit: 500 } },
        }),
      ).items,
  });
}

/** The requests about one result, oldest first (`GET /api/audit-requests?resultId=`, first 500). */
export function useItemRequests(resultId: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['audit-requests', 'result', resultId],
    queryFn: async () =>
      unwrap(await client.GET('/api/audit-requests', { params: { query: { resultId, limit: 500 } } })).items,
  });
}

/** One result recalculated from its record, read when its item opens (the same GET as the button). */
export function useItemRecalculation(resultId: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['audit-recalculation', resultId],
    queryFn: async (): Promise<Recalculation> =>
      unwrap(
        await client.GET('/api/assurance/results/{id}/recalculation', { params: { path: { id: resultId } } }),
      ),
  });
}

/** The auditor asks on one result (`POST /api/audit-requests`; AUDITOR, ORG_ADMIN). */
export function useAskRequest() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { periodId: string; resultId: string; message: string }) =>
      unwrap(await client.POST('/api/audit-requests', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['audit-requests'] }),
  });
}

/**
 * The organization answers a request once, with a note and optionally an evidence item of the
 * result (`POST /api/audit-requests/{id}/answer`; writers).
 */
export function useAnswerRequest() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer, evidenceId }: { id: string; answer: string; evidenceId?: string }) =>
      unwrap(
        await client.POST('/api/audit-requests/{id}/answer', {
          params: { path: { id } },
          body: { answer, ...(evidenceId ? { evidenceId } : {}) },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['audit-requests'] }),
  });
}

/** Where the population file of a period downloads from (a plain link: the session cookie signs it). */
export const populationHref = (periodId: string) => `/api/assurance/periods/${periodId}/population`;
