import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { baseYearModule } from './base-year-routes.js';
import { movementsModule } from './movements-routes.js';
import { periodsModule } from './routes.js';

/**
 * Period close (draft → submitted → approved → locked, and back to draft with a reason), reopening
 * with restatements, the base-year policy, and the movements against the previous period.
 */
export function periodsRoutes(runtime: Runtime): App {
  return createFeatureApp(periodsModule(runtime), baseYearModule(runtime), movementsModule(runtime));
}
