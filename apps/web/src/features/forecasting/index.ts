/** The forecasting feature's public face: the search parameters its routes validate. */
export { validateCompareSearch, validateForecastsSearch } from './api/search';
