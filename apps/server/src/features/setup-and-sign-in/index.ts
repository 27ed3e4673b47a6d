import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { setupModule } from './setup-routes.js';
import type { SetupState } from './setup-state.js';
import { signInOptionsModule } from './sign-in-options-routes.js';
import { authModule } from './sign-in-routes.js';

/**
 * First-time setup (`POST /api/setup`, `GET /api/setup/status`), what sign-in offers
 * (`GET /api/auth/sign-in-options`), the session API (password sign-in, sign-out, the current
 * session) with the per-address sign-in throttle, and `/login`, which leads to the web app's `/sign-in`.
 */
export function setupAndSignInRoutes(runtime: Runtime, setupState: SetupState): App {
  return createFeatureApp(
    setupModule(runtime, setupState),
    signInOptionsModule(runtime, setupState),
    authModule(runtime),
  );
}

export { setupGate } from './setup-gate.js';
export { createSetupState, type SetupState } from './setup-state.js';

export { FAILURES_PER_ACCOUNT } from './sign-in-throttle.js';
