import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { recordsModule } from './routes.js';

/** Calculation records: the immutable trail of one result, and its replay. */
export function recordsRoutes(runtime: Runtime): App {
  return createFeatureApp(recordsModule(runtime));
}
