import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { factorCompareModule } from './compare-routes.js';
import { factorImportModule } from './import-routes.js';
import { factorsModule } from './routes.js';

/** The factor library: search, datasets, and custom datasets of the organization. */
export function factorsRoutes(runtime: Runtime): App {
  return createFeatureApp(factorsModule(runtime), factorImportModule(runtime), factorCompareModule(runtime));
}

export { factorLibraryFor } from './factor-library.js';
