import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components, paths } from '../../../api/schema';

export type Product = components['schemas']['Product'];
export type ProductCreate = components['schemas']['ProductCreate'];
export type StoredFootprint = components['schemas']['StoredProductFootprint'];
export type PublishFootprint =
  paths['/api/products/{id}/footprints']['post']['requestBody']['content']['application/json'];
export type DeclaredUnit = ProductCreate['declaredUnit'];

/** The PACT declared units a product may use, in the API's order. */
export const DECLARED_UNITS: readonly DeclaredUnit[] = [
  'kilogram',
  'liter',
  'cubic meter',
  'kilowatt hour',
  'megajoule',
  'ton kilometer',
  'square meter',
  'piece',
  'hour',
  'megabit second',
];

export const SHARING = ['sharing'] as const;

/** Every product of the organization (few: all pages are read). */
export function useProducts() {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SHARING, 'products'],
    queryFn: async () => {
      const all: Product[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/products', {
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

/** One product (`GET /api/products/{id}`). */
export function useProduct(id: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SHARING, 'products', id],
    queryFn: async () => unwrap(await client.GET('/api/products/{id}', { params: { path: { id } } })),
  });
}

/** Defines a product (`POST /api/products`). */
export function useCreateProduct() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductCreate) => unwrap(await client.POST('/api/products', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SHARING, 'products'] }),
  });
}

/**
 * Every published footprint version of the organization, in publication order (all pages of
 * `GET /api/product-footprints`); screens pick a product's versions from it.
 */
export function useFootprints() {
  const { client } = useApi();
  return useQuery({
    queryKey: [...SHARING, 'footprints'],
    queryFn: async () => {
      const all: StoredFootprint[] = [];
      for (let offset = 0; ; offset += 500) {
        const page = unwrap(
          await client.GET('/api/product-footprints', { params: { query: { limit: 500, offset } } }),
        );
        all.push(...page.items);
        if (all.length >= page.total || page.items.length === 0) return all;
      }
    },
  });
}

/** Publishes a footprint for a reference period (`POST /api/products/{id}/footprints`): a new immutable version. */
export function usePublishFootprint(productRef: string) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PublishFootprint) =>
      unwrap(
        await client.POST('/api/products/{id}/footprints', { params: { path: { id: productRef } }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SHARING, 'footprints'] }),
  });
}
