import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { overrideImpactModule } from './impact-routes.js';
import { overridesModule } from './routes.js';

/** Organization overrides of algorithms and factors: created with a justification, approved by a second administrator. */
export function overridesRoutes(runtime: Runtime): App {
  return createFeatureApp(overridesModule(runtime), overrideImpactModule(runtime));
}

export { overrideState } from './schemas.js';
