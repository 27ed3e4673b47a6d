import { autoFitterModel } from './auto-fitter-model.js';
import { fitTheta, THETA_MINIMUM_LENGTH } from './theta/theta.js';

const assumptions = [
  'The series continues along a damped local level with a constant drift (the least-squares slope), after removing a multiplicative season when one is detected.',
  'Errors are independent and normal on the seasonally adjusted scale.',
];

/**
 * `theta`: the standard Theta method, point forecasts identical to R's `forecast::thetaf` (simple
 * exponential smoothing with drift, after classical multiplicative seasonal adjustment when the
 * seasonal-lag autocorrelation is significant at 90%).
 */
export const thetaModel = autoFitterModel({
  id: 'theta',
  name: 'Theta method',
  version: '1.0.0',
  description:
    'Simple exponential smoothing with drift equal to half the least-squares slope (the Theta method with θ = 2, as R’s thetaf), on the seasonally adjusted series when a seasonality test says so; the season is multiplied back.',
  assumptions,
  limitations: [
    'The drift is a straight line fitted to the whole history; a recent change of direction is followed only through the smoothed level.',
    'Seasonal adjustment needs more than two full years and strictly positive values; shorter histories are forecast without a season.',
    'Intervals are those of simple exponential smoothing and ignore the uncertainty of the drift and of the season.',
  ],
  minimumLength: () => THETA_MINIMUM_LENGTH,
  fitter: (y, { period }) => fitTheta(y, { period }),
});

/**
 * `optimised-theta`: the Theta method with θ chosen by the in-sample one-step mean squared error
 * (Fiorucci et al. 2016) instead of fixed at 2.
 */
export const optimisedThetaModel = autoFitterModel({
  id: 'optimised-theta',
  name: 'Optimised Theta method',
  version: '1.0.0',
  description:
    'Combines the extended least-squares line (weight 1 − 1/θ) with simple exponential smoothing of the theta line θ·y + (1 − θ)·line (weight 1/θ), θ between 1 and 10 chosen by the in-sample one-step mean squared error; seasonal adjustment as the Theta method.',
  assumptions,
  limitations: [
    'θ is chosen in sample; on short histories it can follow noise.',
    'Seasonal adjustment needs more than two full years and strictly positive values.',
    'Intervals are those of simple exponential smoothing on the theta line and ignore the uncertainty of θ.',
  ],
  minimumLength: () => THETA_MINIMUM_LENGTH,
  fitter: (y, { period }) => fitTheta(y, { period, variant: 'optimised' }),
});
