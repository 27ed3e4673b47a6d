import type { ForecastModel } from './model.js';
import { arimaModel } from './models/arima-model.js';
import { autoModel, combinationModel } from './models/combination-model.js';
import { exponentialSmoothingModel } from './models/exponential-smoothing-model.js';
import { growthCurveModel } from './models/growth-curve.js';
import { linearTrendModel } from './models/linear-trend.js';
import { seasonalModel } from './models/seasonal.js';
import { optimisedThetaModel, thetaModel } from './models/theta-model.js';
import { ForecastModelRegistry } from './registry.js';

/** The models shipped with @ctp/forecast. */
export const BUILT_IN_MODELS: readonly ForecastModel[] = Object.freeze([
  linearTrendModel as ForecastModel,
  seasonalModel as ForecastModel,
  growthCurveModel as ForecastModel,
  arimaModel,
  exponentialSmoothingModel,
  thetaModel,
  optimisedThetaModel,
  combinationModel,
  autoModel,
]);

/** A new registry holding the built-in models; register plugins on it. */
export function createDefaultRegistry(): ForecastModelRegistry {
  return new ForecastModelRegistry(BUILT_IN_MODELS);
}
