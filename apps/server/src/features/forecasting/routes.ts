import type { ApiModule } from '../../http/app-env.js';
import type { Runtime } from '../../wiring/runtime.js';
import { forecastingInitiativesModule } from './initiatives-routes.js';
import { createForecastModels } from './model-catalog.js';
import { forecastingModelsModule } from './models-routes.js';
import { forecastingModule } from './projection-routes.js';
import { forecastingScenariosModule } from './scenarios-routes.js';

/** Every `/api/forecasting` route, sharing one registry of forecast models. */
export function forecastingModules(runtime: Runtime): ApiModule {
  const models = createForecastModels();
  const modules = [
    forecastingModule(runtime, models),
    forecastingModelsModule(runtime, models),
    forecastingScenariosModule(runtime),
    forecastingInitiativesModule(runtime),
  ];
  return (app) => {
    for (const register of modules) register(app);
  };
}
