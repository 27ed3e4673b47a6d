import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { forecastingModules } from './routes.js';

/** Forecasts, scenarios and targets, reduction initiatives and custom forecast models. */
export function forecastingRoutes(runtime: Runtime): App {
  return createFeatureApp(forecastingModules(runtime));
}
export { forecastJob, registerForecastJob } from './forecast-job.js';
