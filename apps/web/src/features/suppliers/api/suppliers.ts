import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Supplier = components['schemas']['Supplier'];
export type SupplierCreate = components['schemas']['SupplierCreate'];
export type SupplierUpdate = components['schemas']['SupplierUpdate'];
export type SupplierCredentials = components['schemas']['SupplierCredentials'];

/** Query keys of the feature: everything about suppliers starts with `suppliers`. */
export const SUPPLIERS = ['suppliers'] as const;

/** Every supplier of the organization, in creation order (an organization has few: all pages are read). */
export function useSuppliers() {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SUPPLIERS, 'list'],
    queryFn: async () => {
      const all: Supplier[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/suppliers', {
            params: { query: { limit: 500, ...(cursor ? { cursor } : {}) } },
          }),
        );
        all.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return all;
    },
  });
}

/**
 * One supplier with the status of its last sync; read again every two seconds while a sync is
 * queued or running, so the screen shows its outcome without a reload.
 */
export function useSupplier(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SUPPLIERS, id],
    queryFn: async () => unwrap(await client.GET('/api/suppliers/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => {
      const status = query.state.data?.sync.status;
      return status === 'queued' || status === 'running' ? 2000 : false;
    },
  });
}

/** Creates a supplier (`POST /api/suppliers`). */
export function useCreateSupplier() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SupplierCreate) => unwrap(await client.POST('/api/suppliers', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS }),
  });
}

/** Changes the fields given of a supplier (`PATCH /api/suppliers/{id}`; null clears a field). */
export function useUpdateSupplier(id: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SupplierUpdate) =>
      unwrap(await client.PATCH('/api/suppliers/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS }),
  });
}

/**
 * Sets the client credentials the supplier issued to us (`PUT /api/suppliers/{id}/credentials`).
 * Write only: the answer says whether a secret is set, never what it is.
 */
export function useSetCredentials(id: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SupplierCredentials) =>
      unwrap(await client.PUT('/api/suppliers/{id}/credentials', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS }),
  });
}
