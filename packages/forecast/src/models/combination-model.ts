import { autoFitterModel } from './auto-fitter-model.js';
import { fitAuto } from './ensemble/auto.js';
import { COMBINATION_MINIMUM_LENGTH, fitCombination } from './ensemble/combination.js';

/**
 * `combination`: the equal-weight mean of the `exponential-smoothing`, `arima` and `theta` forecasts,
 * intervals scaled by the combined forecast's errors on rolling origins.
 */
export const combinationModel = autoFitterModel({
  id: 'combination',
  name: 'Combination of ETS, ARIMA and Theta',
  version: '1.0.0',
  description:
    'Averages the forecasts of automatic exponential smoothing, automatic ARIMA and the Theta method with equal weights; the intervals are the members’ mean intervals scaled so that they match the combination’s own errors on rolling origins.',
  assumptions: [
    'Each member describes the series in part; their errors partly cancel when averaged.',
    'The combination’s errors on recent rolling origins are representative of its future errors.',
  ],
  limitations: [
    'Fits three models and refits them at up to five origins: slower than any single model.',
    'On a short history few rolling-origin errors exist, and the interval scaling leans on the members’ own intervals.',
  ],
  minimumLength: () => COMBINATION_MINIMUM_LENGTH,
  fitter: fitCombination,
});

/**
 * `auto`: chooses among the built-in models and the combination by time-series cross-validation on
 * rolling origins, says which it chose and every candidate's cross-validated error.
 */
export const autoModel = autoFitterModel({
  id: 'auto',
  name: 'Automatic choice by cross-validation',
  version: '1.0.0',
  description:
    'Refits linear-trend, seasonal (STL), exponential-smoothing, arima, theta, optimised-theta and their combination at up to five recent origins, scores their forecasts of what followed (MASE), and projects with the best; its intervals are widened when they proved too narrow on those origins.',
  assumptions: [
    'The model that forecast the recent past best will forecast the near future best.',
    'Each candidate’s own assumptions, for the one chosen.',
  ],
  limitations: [
    'On a short history the comparison rests on few forecasts and may pick by chance; the notes give the count.',
    'Slower than a single model: every candidate is refitted at each origin.',
    'growth-curve is not a candidate (it suits saturating series only).',
  ],
  minimumLength: () => 3,
  fitter: fitAuto,
});
