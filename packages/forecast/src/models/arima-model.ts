import { AUTO_ARIMA_MINIMUM_LENGTH, autoArima } from './arima/index.js';
import { autoFitterModel } from './auto-fitter-model.js';

/**
 * `arima`: seasonal ARIMA with automatic order selection in the manner of R's `forecast::auto.arima`
 * (differencing by unit-root tests, stepwise search over orders by AICc, exact maximum likelihood).
 */
export const arimaModel = autoFitterModel({
  id: 'arima',
  name: 'Seasonal ARIMA (automatic order selection)',
  version: '1.0.0',
  description:
    'Chooses the differencing by unit-root tests and the AR/MA orders (seasonal and not) by a stepwise search on AICc, fits by maximum likelihood, and forecasts with intervals from the model’s innovation variance.',
  assumptions: [
    'After differencing, the series is a stationary linear process driven by independent normal shocks.',
    'The seasonal pattern evolves slowly, as the seasonal differencing and MA terms describe.',
  ],
  limitations: [
    'Needs several years of monthly data to choose seasonal terms reliably.',
    'Intervals assume normal errors and no change in the process; structural breaks are not modelled.',
  ],
  minimumLength: () => AUTO_ARIMA_MINIMUM_LENGTH,
  fitter: autoArima,
});
