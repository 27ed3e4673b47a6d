import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { productsModule } from './products-routes.js';
import { pactRequestsModule } from './requests-routes.js';
import { sharingGrantsModule } from './sharing-grants-routes.js';

/** The supplier side of PACT: products, published footprints, sharing grants and incoming requests. */
export function productsAndSharingRoutes(runtime: Runtime): App {
  return createFeatureApp(productsModule(runtime), sharingGrantsModule(runtime), pactRequestsModule(runtime));
}
