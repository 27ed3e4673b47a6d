/**
 * Seasonal ARIMA: exact maximum-likelihood fitting and automatic order selection.
 *
 * @module
 */

export { AUTO_ARIMA_MINIMUM_LENGTH, type AutoArimaOptions, autoArima } from './auto-arima.js';
export { type ArimaFit, type ArimaOptions, fitArima } from './fit-arima.js';
export { SeriesTooShortError } from './series-too-short.js';
