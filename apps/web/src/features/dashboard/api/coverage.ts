import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import type { Period } from '../../../lib/period';

export type ActivityCoverage = components['schemas']['ActivityCoverage'];

/** Current activity versions per facility and month of the period (`GET /api/activities/coverage`). */
export function useCoverage(period: Period) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['activities', 'coverage', period.start, period.end],
    queryFn: async () =>
      unwrap(
        await client.GET('/api/activities/coverage', {
          params: { query: { from: period.start, to: period.end } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
