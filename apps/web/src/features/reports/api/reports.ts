import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Report = components['schemas']['Report'];
export type ReportStatus = components['schemas']['ReportStatus'];
export type ReportCreate = components['schemas']['ReportCreate'];

/** A report whose generation is over (nothing more to poll). */
export const isFinished = (status: Report['status']) => status === 'complete' || status === 'failed';

/** The organization's reports, page after page (`GET /api/reports`, oldest first). */
export function useReports() {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: ['reports', 'list'],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await client.GET('/api/reports', {
          params: { query: { limit: 200, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // While a report is being generated, its status in the list follows it.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((report) => !isFinished(report.status)))
        ? 3000
        : false,
  });
}

/** One report with its artifacts, completeness and warnings (`GET /api/reports/{id}`). */
export function useReport(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['reports', 'one', id],
    queryFn: async () => unwrap(await client.GET('/api/reports/{id}', { params: { path: { id } } })),
  });
}

/**
 * The progress of a report (`GET /api/reports/{id}/status`), polled every second until it is
 * complete or failed; then the report itself is read again for its artifacts.
 */
export function useReportStatus(id: string, enabled: boolean, intervalMs = 1000) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['reports', 'status', id],
    enabled,
    queryFn: async () => {
      const status = unwrap(await client.GET('/api/reports/{id}/status', { params: { path: { id } } }));
      if (isFinished(status.status)) {
        await queryClient.invalidateQueries({ queryKey: ['reports', 'one', id] });
        void queryClient.invalidateQueries({ queryKey: ['reports', 'list'] });
      }
      return status;
    },
    refetchInterval: (query) =>
      query.state.data !== undefined && isFinished(query.state.data.status) ? false : intervalMs,
  });
}

/** Requests a report (`POST /api/reports`); the answer is the queued report. */
export function useCreateReport() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReportCreate) => unwrap(await client.POST('/api/reports', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports', 'list'] }),
  });
}
