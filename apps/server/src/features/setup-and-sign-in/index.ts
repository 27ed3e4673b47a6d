import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { setupModule } from './setup-routes.js';
import type { SetupState } from './setup-state.js';
import { authModule } from './sign-in-routes.js';

/**
 * First-time setup (`/setup`, `POST /api/setup`), the sign-in pages and the session API
 * (password sign-in, sign-out, the current session), with the per-address sign-in throttle.
 */
export function setupAndSignInRoutes(runtime: Runtime, setupState: SetupState): App {
  return createFeatureApp(setupModule(runtime, setupState), authModule(runtime));
}

export { setupGate } from './setup-gate.js';
export { createSetupState, type SetupState } from './setup-state.js';
