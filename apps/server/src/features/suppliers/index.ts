import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { supplierExchangeModule } from './exchange-routes.js';
import { suppliersModule } from './routes.js';

/** The host side of PACT: suppliers, purchases, sync, footprints received and requests sent. */
export function suppliersRoutes(runtime: Runtime): App {
  return createFeatureApp(suppliersModule(runtime), supplierExchangeModule(runtime));
}

export { hostEventHandlers } from './host-event-handlers.js';
export { supplierSpecificPurchasedGoods } from './supplier-algorithm.js';
export { registerSupplierSync, supplierSyncJob } from './sync-job.js';
