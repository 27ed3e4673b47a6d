import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { authConfigModule } from './auth-config-routes.js';
import { roleMappingsModule } from './role-mappings-routes.js';
import { oidcSignInModule } from './sign-in-routes.js';

/** Single sign-on through the organization's own OpenID provider: sign-in, configuration, role mappings. */
export function oidcRoutes(runtime: Runtime): App {
  return createFeatureApp(oidcSignInModule(runtime), authConfigModule(runtime), roleMappingsModule(runtime));
}

export { machineTrusts } from './machine-trust.js';
export { OIDC_CALLBACK_PATH } from './settings.js';
export { resolveOrganizationId } from './start-sign-in.js';
