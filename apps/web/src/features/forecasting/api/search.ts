/** Search of `/forecasts`: the model the form starts with (`auto`, a built-in id or `custom:<uuid>`). */
export function validateForecastsSearch(search: Record<string, unknown>): { model?: string } {
  const model = typeof search.model === 'string' ? search.model : '';
  return /^(custom:[0-9a-f-]{36}|[a-z0-9-]{1,100})$/i.test(model) ? { model } : {};
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : '');

/** Search of `/forecasts/compare`: the two runs (`a`, `b`); anything else is dropped. */
export function validateCompareSearch(search: Record<string, unknown>): { a: string; b: string } {
  return { a: id(search.a), b: id(search.b) };
}
