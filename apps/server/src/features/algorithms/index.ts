import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { algorithmsModule } from './routes.js';

/** The calculation algorithms the server resolves, with their versions and methodology. */
export function algorithmsRoutes(runtime: Runtime): App {
  return createFeatureApp(algorithmsModule(runtime));
}
