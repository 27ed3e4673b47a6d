import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { baseYearModule } from './base-year-routes.js';
import { periodsModule } from './routes.js';

/** Period close (draft → submitted → approved → locked), reopening with restatements, and the base-year policy. */
export function periodsRoutes(runtime: Runtime): App {
  return createFeatureApp(periodsModule(runtime), baseYearModule(runtime));
}
