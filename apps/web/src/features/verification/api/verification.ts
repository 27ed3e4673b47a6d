import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { ApiError, unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { t } from '../../../i18n/t';

/** What the public lookup returns for a complete report (`GET /api/verify/{code}`). */
export type ReportVerification = components['schemas']['ReportVerification'];

/** A code as printed (`CTP-2026-7KQM-4XPA`): spaces dropped, upper case. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** The public lookup of a report by its verification code (no sign-in). */
export function useVerification(code: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['verification', code],
    queryFn: async (): Promise<ReportVerification> =>
      unwrap(await client.GET('/api/verify/{code}', { params: { path: { code } } })),
    // Each lookup counts against the address's budget: no automatic retries or refetches.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Words for a failed lookup. */
export function lookupMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return t('verification.notFound');
  if (error instanceof ApiError && error.status === 429) return t('verification.tooMany');
  return t('error.network');
}
