/** What a forecasting request's `Prefer` header (RFC 7240) asks. */
export interface ForecastPreference {
  /** `respond-async`: queue the computation whatever it costs and answer 202. */
  readonly respondAsync: boolean;
  /** `wait=N`: the client waits at most N seconds for a computed answer. */
  readonly waitSeconds: number | null;
}

/**
 * Reads the preferences this server honours from `Prefer` headers (several headers arrive joined
 * with commas): `respond-async` and `wait=N`. Tokens are case-insensitive, values may be quoted,
 * parameters after `;` and unknown preferences are ignored, as RFC 7240 asks; of repeated `wait`
 * values the first counts.
 */
export function parsePrefer(header: string | undefined): ForecastPreference {
  let respondAsync = false;
  let waitSeconds: number | null = null;
  for (const item of (header ?? '').split(',')) {
    const [token = '', rawValue] = (item.split(';')[0] ?? '').split('=').map((p) => p.trim());
    const name = token.toLowerCase();
    const value = rawValue?.replace(/^"(.*)"$/, '$1');
    if (name === 'respond-async') respondAsync = true;
    if (name === 'wait' && waitSeconds === null && value !== undefined && /^\d{1,6}$/.test(value)) {
      waitSeconds = Number(value);
    }
  }
  return { respondAsync, waitSeconds };
}
