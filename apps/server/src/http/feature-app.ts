import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiModule, App, AppEnv } from './app-env.js';
import { validationHook } from './validation-problem.js';

/**
 * A feature's routes as one Hono sub-app (the "larger application" pattern): the feature registers
 * its route groups on it, and the composition root mounts it with `app.route('/', sub)`, which also
 * merges its OpenAPI definitions. Invalid requests get the same problem+json as on the root app.
 *
 * @example
 * export const facilitiesRoutes = (runtime: Runtime) => createFeatureApp(facilityRoutes(runtime));
 */
export function createFeatureApp(...groups: ApiModule[]): App {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const register of groups) register(app);
  return app;
}

/** Mounts a feature's sub-app on the root app at `/` (its routes carry their full paths). */
export const mount =
  (feature: App): ApiModule =>
  (app) => {
    app.route('/', feature);
  };
