import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  AllocationCreate,
  AllocationListQuery,
  AllocationView,
  allocationView,
  InstrumentCreate,
  InstrumentListQuery,
  InstrumentView,
  instrumentView,
  LedgerReason,
} from './schemas.js';
import { instrumentsService } from './service.js';

const REFUSED = 'Refused by a Scope 2 Quality Criterion (named in details.failures), or a locked period';

/**
 * The Scope 2 instrument ledger: `/api/instruments` (record, list, read, cancel) and its allocations
 * to a facility's consumption (`POST /api/instruments/{id}/allocations`, `/api/allocations`, release).
 * Writers change it; every role reads it.
 */
export function instrumentsModule(runtime: Runtime): ApiModule {
  const ledger = instrumentsService(runtime);
  return (app) => {
    const instruments = resourceRoutes(app, { path: '/api/instruments', tags: ['Scope 2 instruments'] });
    instruments.create({
      summary: 'Record a contractual instrument (certificates, PPA, green tariff, supplier rate)',
      body: InstrumentCreate,
      view: InstrumentView,
      problems: { 400: 'Invalid body', 409: 'A certificate id is already claimed (QC2-unique-claim)' },
      handle: async (caller, body) => instrumentView(await ledger.create(caller, body)),
    });
    instruments.list({
      summary: "The organization's instruments with what is allocated of each, oldest first",
      query: InstrumentListQuery,
      item: InstrumentView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page, query) =>
        viewPage(
          await ledger.list(caller, { ...page, includeCancelled: query.includeCancelled }),
          instrumentView,
        ),
    });
    instruments.get({
      summary: 'An instrument with its certificate ids and allocated MWh',
      view: InstrumentView,
      returns: 'The instrument',
      problems: { 404: 'No such instrument' },
      handle: async (caller, id) => instrumentView(await ledger.get(caller, id)),
    });
    instruments.update({
      method: 'post',
      sub: '/cancel',
      summary: 'Cancel an instrument entered in error (once, with a reason, only while nothing is allocated)',
      body: LedgerReason,
      view: InstrumentView,
      returns: 'The cancelled instrument',
      problems: {
        400: 'Invalid body',
        404: 'No such instrument',
        409: 'Already cancelled, or still allocated',
      },
      handle: async (caller, id, body) => instrumentView(await ledger.cancel(caller, id, body)),
    });
    instruments.add({
      sub: '/allocations',
      summary: "Allocate part of an instrument to one facility's consumption in a period",
      body: AllocationCreate,
      view: AllocationView,
      returns: 'The allocation',
      problems: { 400: 'Invalid body', 404: 'No such instrument or facility', 409: REFUSED },
      handle: async (caller, id, body) => allocationView(await ledger.allocate(caller, id, body)),
    });

    const allocations = resourceRoutes(app, { path: '/api/allocations', tags: ['Scope 2 instruments'] });
    allocations.list({
      summary: 'Live allocations (released ones when asked), oldest first',
      query: AllocationListQuery,
      item: AllocationView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, page, query) =>
        viewPage(
          await ledger.allocations(caller, {
            ...page,
            includeReleased: query.includeReleased,
            ...(query.instrumentId === undefined ? {} : { instrumentId: query.instrumentId }),
            ...(query.facilityId === undefined ? {} : { facilityId: query.facilityId }),
          }),
          allocationView,
        ),
    });
    allocations.update({
      method: 'post',
      sub: '/release',
      summary: 'Release an allocation (once, with a reason)',
      body: LedgerReason,
      view: AllocationView,
      returns: 'The released allocation',
      problems: {
        400: 'Invalid body',
        404: 'No such allocation',
        409: 'Already released, or a locked period',
      },
      handle: async (caller, id, body) => allocationView(await ledger.release(caller, id, body)),
    });
  };
}
