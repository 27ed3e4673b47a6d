import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { assuranceModule } from './routes.js';

/** The auditor's workspace: a period's population as a file, seeded stratified samples, recalculation. */
export function assuranceRoutes(runtime: Runtime): App {
  return createFeatureApp(assuranceModule(runtime));
}
