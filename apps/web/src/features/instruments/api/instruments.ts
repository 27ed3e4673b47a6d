import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type Instrument = components['schemas']['Instrument'];
export type InstrumentCreate = components['schemas']['InstrumentCreate'];
export type Allocation = components['schemas']['Allocation'];
export type AllocationCreate = components['schemas']['AllocationCreate'];
export type InstrumentKind = Instrument['kind'];
export type InstrumentTechnology = Instrument['technology'];

/** The kinds in the order the form offers them (the server's `INSTRUMENT_KINDS`). */
export const INSTRUMENT_KINDS: readonly InstrumentKind[] = [
  'unbundled_certificate',
  'bundled_certificate',
  'ppa',
  'green_tariff',
  'supplier_specific',
];

/** Every instrument of the organization, cancelled ones too (`GET /api/instruments`, all pages). */
export function useInstruments() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['instruments'],
    queryFn: async () => {
      const all: Instrument[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/instruments', {
            params: { query: { limit: 500, includeCancelled: 'true', ...(cursor ? { cursor } : {}) } },
          }),
        );
        all.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return all;
    },
  });
}

/** The allocations of one instrument, released ones too (`GET /api/allocations?instrumentId=`). */
export function useAllocations(instrumentId: string) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['allocations', instrumentId],
    queryFn: async () => {
      const all: Allocation[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/allocations', {
            params: {
              query: { limit: 500, instrumentId, includeReleased: 'true', ...(cursor ? { cursor } : {}) },
            },
          }),
        );
        all.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return all;
    },
  });
}

/** A change to the ledger: the instruments (their allocated MWh) and the allocations are read again. */
function useLedgerMutation<A, R>(fn: (client: ReturnType<typeof useApi>['client'], args: A) => Promise<R>) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(client, args),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['instruments'] }),
        queryClient.invalidateQueries({ queryKey: ['allocations'] }),
      ]);
    },
  });
}

/** Records an instrument (`POST /api/instruments`, writers). */
export const useCreateInstrument = () =>
  useLedgerMutation(async (client, body: InstrumentCreate) =>
    unwrap(await client.POST('/api/instruments', { body })),
  );

/** Cancels an instrument entered in error, with a reason (`POST /api/instruments/{id}/cancel`). */
export const useCancelInstrument = () =>
  useLedgerMutation(async (client, { id, reason }: { id: string; reason: string }) =>
    unwrap(await client.POST('/api/instruments/{id}/cancel', { params: { path: { id } }, body: { reason } })),
  );

/** Allocates part of an instrument to a facility's consumption (`POST /api/instruments/{id}/allocations`). */
export const useAllocate = () =>
  useLedgerMutation(async (client, { id, body }: { id: string; body: AllocationCreate }) =>
    unwrap(await client.POST('/api/instruments/{id}/allocations', { params: { path: { id } }, body })),
  );

/** Releases an allocation, with a reason (`POST /api/allocations/{id}/release`). */
export const useReleaseAllocation = () =>
  useLedgerMutation(async (client, { id, reason }: { id: string; reason: string }) =>
    unwrap(
      await client.POST('/api/allocations/{id}/release', { params: { path: { id } }, body: { reason } }),
    ),
  );

/** The technologies in the order the form offers them (the server's `INSTRUMENT_TECHNOLOGIES`). */
export const INSTRUMENT_TECHNOLOGIES: readonly InstrumentTechnology[] = [
  'solar',
  'wind',
  'hydro',
  'geothermal',
  'nuclear',
  'biomass',
  'biogas',
  'natural_gas',
  'coal',
  'oil',
  'mixed',
  'other',
];
