import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { tokensModule } from './routes.js';

/** API tokens for non-browser clients. */
export function tokensRoutes(runtime: Runtime): App {
  return createFeatureApp(tokensModule(runtime));
}
