import { autoFitterModel } from './auto-fitter-model.js';
import { fitAuto } from './ensemble/auto.js';
import { COMBINATION_MINIMUM_LENGTH, fitCombination } from './ensemble/combination.js';

/**
 * `combination`: the median of the `exponential-smoothing`, `arima` and optimised Theta forecasts
 * (Theta seasonally adjusted by the seasonal-strength test), its 80% and 95% intervals each calibrated on the combined
 * forecast's errors at origins that forecast the full horizon (the recent rolling origins when the
 * history is too short); members a short history cannot support are left out.
 */
export const combinationModel = autoFitterModel({
  id: 'combination',
  name: 'Combination of ETS, ARIMA and Theta',
  version: '1.3.0',
  description:
    'Combines the forecasts of automatic exponential smoothing, automatic ARIMA and the optimised Theta method (seasonally adjusted when the seasonal-strength test finds a season) with equal weight, taking their median at each step so that one member going astray cannot drag the forecast; the intervals are the members’ mean intervals, each level scaled by the conformal quantile of the combination’s own errors at up to five origins that forecast the full horizon, spread up to a year apart (on too short a history, at the recent rolling origins), shrunk towards the members’ width when the errors are few.',
  assumptions: [
    'Each member describes the series in part; their errors partly cancel when combined.',
    'The combination’s errors on recent rolling origins are representative of its future errors.',
  ],
  limitations: [
    'Fits three models and refits them at up to five origins: slower than any single model.',
    'On a short history few rolling-origin errors exist, and the interval scaling leans on the members’ own intervals; with three years of months no origin forecasts a full year, so the intervals are calibrated on forecasts of one to ten months ahead.',
    'A member the history cannot support (automatic ARIMA below 8 points) is left out; with fewer than two members the model refuses the series.',
  ],
  minimumLength: () => COMBINATION_MINIMUM_LENGTH,
  fitter: fitCombination,
});

/**
 * `auto`: chooses among the built-in models and the combination by time-series cross-validation on
 * rolling origins (the combination unless a single model beat it significantly there), says which it
 * chose, the test behind the choice and every candidate's cross-validated error.
 */
export const autoModel = autoFitterModel({
  id: 'auto',
  name: 'Automatic choice by cross-validation',
  version: '1.3.0',
  description:
    'Refits linear-trend, seasonal (STL), exponential-smoothing, arima, theta, optimised-theta and the combination at up to five recent origins (automatic ARIMA and ETS choose their form once, at the earliest origin, and re-estimate their coefficients at the later ones), scores their forecasts of what followed (MASE), and projects with the combination unless the single model that scored lowest beat it significantly at those origins (one-sided paired t-test at 5% over the origins’ mean errors), in which case it projects with that model; the 80% and 95% intervals of the one chosen are each calibrated, narrowed or widened, on its errors at up to five origins that forecast the full horizon, spread up to a year apart (on too short a history, at the recent rolling origins), and the notes say when they proved too narrow.',
  assumptions: [
    'A model that forecast the recent past significantly better than the combination will forecast the near future better too; short of that, the combination is the safer forecast.',
    'Each candidate’s own assumptions, for the one chosen.',
  ],
  limitations: [
    'On a short history the comparison rests on few forecasts and may pick by chance; the notes give the count.',
    'Slower than a single model: every candidate is refitted at each origin, and the chosen one again at the calibration origins.',
    'growth-curve is not a candidate (it suits saturating series only).',
  ],
  minimumLength: () => 3,
  fitter: fitAuto,
});
