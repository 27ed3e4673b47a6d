import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Algorithm = components['schemas']['Algorithm'];
export type AlgorithmDetail = components['schemas']['AlgorithmDetail'];
export type AlgorithmVersion = components['schemas']['AlgorithmVersion'];

/** Every registered algorithm (`GET /api/algorithms`; small and fixed per deployment, not paged). */
export function useAlgorithmList() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['algorithms'],
    queryFn: async () => unwrap(await client.GET('/api/algorithms')).items,
    staleTime: 60_000,
  });
}

/** One algorithm with every version (`GET /api/algorithms/{namespace}/{name}`). */
export function useAlgorithm(namespace: string, name: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['algorithms', namespace, name],
    queryFn: async () =>
      unwrap(
        await client.GET('/api/algorithms/{namespace}/{name}', { params: { path: { namespace, name } } }),
      ),
  });
}
