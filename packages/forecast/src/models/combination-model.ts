import { autoFitterModel } from './auto-fitter-model.js';
import { fitAuto } from './ensemble/auto.js';
import { COMBINATION_MINIMUM_LENGTH, fitCombination } from './ensemble/combination.js';

/**
 * `combination`: the median of the `exponential-smoothing`, `arima` and Theta forecasts (Theta seasonally
 * adjusted by the seasonal-strength test), intervals scaled by the combined forecast's errors on rolling
 * origins; members a short history cannot support are left out.
 */
export const combinationModel = autoFitterModel({
  id: 'combination',
  name: 'Combination of ETS, ARIMA and Theta',
  version: '1.1.0',
  description:
    'Combines the forecasts of automatic exponential smoothing, automatic ARIMA and the Theta method with equal weight, taking their median at each step so that one member going astray cannot drag the forecast; the intervals are the members’ mean intervals scaled so that they match the combination’s own errors on rolling origins.',
  assumptions: [
    'Each member describes the series in part; their errors partly cancel when combined.',
    'The combination’s errors on recent rolling origins are representative of its future errors.',
  ],
  limitations: [
    'Fits three models and refits them at up to five origins: slower than any single model.',
    'On a short history few rolling-origin errors exist, and the interval scaling leans on the members’ own intervals.',
    'A member the history cannot support (automatic ARIMA below 8 points) is left out; with fewer than two members the model refuses the series.',
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
  version: '1.1.0',
  description:
    'Refits linear-trend, seasonal (STL), exponential-smoothing, arima, theta, optimised-theta and the combination at up to five recent origins (automatic ARIMA and ETS choose their form once, at the earliest origin, and re-estimate their coefficients at the later ones), scores their forecasts of what followed (MASE), and projects with the best; its intervals are widened when they proved too narrow on those origins.',
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
