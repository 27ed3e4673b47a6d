import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { activityCoverageModule } from './coverage-routes.js';
import { activityHistoryModule } from './history-routes.js';
import { activitiesModule } from './routes.js';

/** Activity data: entry, corrections and the version history of each activity. */
export function activitiesRoutes(runtime: Runtime): App {
  return createFeatureApp(
    activityCoverageModule(runtime), // before /api/activities/{id}
    activitiesModule(runtime),
    activityHistoryModule(runtime),
  );
}
