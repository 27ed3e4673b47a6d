import { createForecastModels } from '../../domain/forecasting/models.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { ApiModule } from '../app-env.js';
import { forecastingModule } from './forecasting.js';
import { forecastingInitiativesModule } from './forecasting-initiatives.js';
import { forecastingModelsModule } from './forecasting-models.js';
import { forecastingScenariosModule } from './forecasting-scenarios.js';

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
