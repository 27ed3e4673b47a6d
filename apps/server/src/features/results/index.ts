import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { resultsModule } from './routes.js';
import { resultsVerificationModule } from './verify-routes.js';

/** Calculation results: lists, the summary by scope and their verification against the records. */
export function resultsRoutes(runtime: Runtime): App {
  return createFeatureApp(resultsModule(runtime), resultsVerificationModule(runtime));
}

export { verificationView } from './verification-schemas.js';
