import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { resultsModule } from './routes.js';

/** Calculation results: lists and the summary by scope. */
export function resultsRoutes(runtime: Runtime): App {
  return createFeatureApp(resultsModule(runtime));
}
