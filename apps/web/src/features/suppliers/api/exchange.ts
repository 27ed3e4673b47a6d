import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { SUPPLIERS } from './suppliers';

export type Purchase = components['schemas']['SupplierPurchase'];
export type PurchaseCreate = components['schemas']['SupplierPurchaseCreate'];
export type Sync = components['schemas']['SupplierSync'];
export type ReceivedFootprint = components['schemas']['ReceivedFootprint'];
export type FootprintRequest = components['schemas']['SupplierFootprintRequest'];
export type FootprintRequestCreate = components['schemas']['SupplierFootprintRequestCreate'];

const PAGE = { limit: 200 } as const;

/** The supplier's purchases with the activity each produced (`GET /api/suppliers/{id}/purchases`). */
export function usePurchases(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SUPPLIERS, id, 'purchases'],
    queryFn: async () =>
      unwrap(await client.GET('/api/suppliers/{id}/purchases', { params: { path: { id }, query: PAGE } })),
  });
}

/** Records a purchase (`POST /api/suppliers/{id}/purchases`). */
export function useCreatePurchase(id: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PurchaseCreate) =>
      unwrap(await client.POST('/api/suppliers/{id}/purchases', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SUPPLIERS, id] }),
  });
}

const unfinished = (syncs: Sync[] | undefined) =>
  syncs?.some((sync) => sync.status === 'queued' || sync.status === 'running') ?? false;

/**
 * The supplier's syncs, newest first as the server lists them, with each outcome or reason
 * (`GET /api/suppliers/{id}/syncs`); read again every two seconds while one is unfinished.
 */
export function useSyncs(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SUPPLIERS, id, 'syncs'],
    queryFn: async () =>
      unwrap(await client.GET('/api/suppliers/{id}/syncs', { params: { path: { id }, query: PAGE } })),
    refetchInterval: (query) => (unfinished(query.state.data?.items) ? 2000 : false),
  });
}

/** Queues a sync now (`POST /api/suppliers/{id}/sync`); the worker runs it. */
export function useSyncNow(id: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await client.POST('/api/suppliers/{id}/sync', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SUPPLIERS, id] }),
  });
}

/** Every footprint version received from the supplier (`GET /api/suppliers/{id}/footprints`). */
export function useReceivedFootprints(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SUPPLIERS, id, 'footprints'],
    queryFn: async () =>
      unwrap(await client.GET('/api/suppliers/{id}/footprints', { params: { path: { id }, query: PAGE } })),
  });
}

/** Footprint requests sent to the supplier and their answers (`GET /api/suppliers/{id}/requests`). */
export function useFootprintRequests(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SUPPLIERS, id, 'requests'],
    queryFn: async () =>
      unwrap(await client.GET('/api/suppliers/{id}/requests', { params: { path: { id }, query: PAGE } })),
  });
}

/** Asks the supplier for footprints of products (`POST /api/suppliers/{id}/requests`). */
export function useSendRequest(id: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FootprintRequestCreate) =>
      unwrap(await client.POST('/api/suppliers/{id}/requests', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SUPPLIERS, id, 'requests'] }),
  });
}
