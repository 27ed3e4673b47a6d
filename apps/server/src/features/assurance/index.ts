import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { auditRequestsModule } from './requests-routes.js';
import { assuranceModule } from './routes.js';

/** The auditor's workspace: a period's population as a file, seeded stratified samples, recalculation, request lists. */
export function assuranceRoutes(runtime: Runtime): App {
  return createFeatureApp(assuranceModule(runtime), auditRequestsModule(runtime));
}
