/**
 * @ctp/forecast: emissions forecasting models, scenarios, gap analysis and reduction initiatives.
 *
 * @packageDocumentation
 */
export const FORECAST_PACKAGE = '@ctp/forecast';
