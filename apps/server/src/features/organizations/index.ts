import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { organizationsModule } from './routes.js';

/** The signed-in organization and its settings. */
export function organizationsRoutes(runtime: Runtime): App {
  return createFeatureApp(organizationsModule(runtime));
}
