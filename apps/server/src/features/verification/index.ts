import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { verifyModule } from './routes.js';

/** Public verification of a report by its code: the lookup API (the web app's `/verify` screen shows it). */
export function verificationRoutes(runtime: Runtime): App {
  return createFeatureApp(verifyModule(runtime));
}
