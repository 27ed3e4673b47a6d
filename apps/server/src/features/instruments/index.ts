import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { instrumentsModule } from './routes.js';

/** The Scope 2 instrument ledger: contractual instruments and their allocations to consumption. */
export function instrumentsRoutes(runtime: Runtime): App {
  return createFeatureApp(instrumentsModule(runtime));
}
