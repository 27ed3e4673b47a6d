import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { reportTemplatesModule } from './routes.js';

/** Report templates: narrative texts per disclosure, versioned. */
export function reportTemplatesRoutes(runtime: Runtime): App {
  return createFeatureApp(reportTemplatesModule(runtime));
}
