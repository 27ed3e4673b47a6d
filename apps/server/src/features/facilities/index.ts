import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { facilitiesModule } from './routes.js';

/** Facilities (sites) of the organization. */
export function facilitiesRoutes(runtime: Runtime): App {
  return createFeatureApp(facilitiesModule(runtime));
}
