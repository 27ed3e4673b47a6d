import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';

/** Every version of an activity, oldest first (`GET /api/activities/{id}/versions`). */
export function useActivityVersions(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['activities', 'versions', id],
    queryFn: async () =>
      unwrap(await client.GET('/api/activities/{id}/versions', { params: { path: { id } } })),
  });
}

/** The calculation records of one activity version (`GET /api/records?activityId=`). */
export function useActivityRecords(activityId: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['records', 'of-activity', activityId],
    queryFn: async () =>
      unwrap(await client.GET('/api/records', { params: { query: { activityId } } })).items,
  });
}
