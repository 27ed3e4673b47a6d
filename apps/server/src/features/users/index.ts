import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { usersModule } from './routes.js';

/** Users of the organization and their roles. */
export function usersRoutes(runtime: Runtime): App {
  return createFeatureApp(usersModule(runtime));
}

export { accountableAdmin } from './accountable-admin.js';
