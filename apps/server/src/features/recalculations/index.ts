import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { recalculationsModule } from './routes.js';

/** Recalculation with newer dataset versions: preview (old, new, delta) and acceptance. */
export function recalculationsRoutes(runtime: Runtime): App {
  return createFeatureApp(recalculationsModule(runtime));
}
