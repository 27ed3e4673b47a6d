/**
 * One colour per scope, used alike by the application, the HTML report and the PDF. Taken from the
 * Okabe–Ito palette, which stays distinguishable with the common colour-vision deficiencies; the two
 * Scope 2 methods share a hue family (blue) because they are two views of the same electricity.
 */
export const SCOPE_COLOURS = {
  scope1: '#D55E00',
  scope2Location: '#0072B2',
  scope2Market: '#56B4E9',
  scope2Unspecified: '#7F9FBF',
  scope3: '#009E73',
} as const;

/** A key of {@link SCOPE_COLOURS}: one series of a scope chart or one scope total. */
export type ScopeSeries = keyof typeof SCOPE_COLOURS;

/** The series of a result or summary group (`scope` 1–3, `method` for Scope 2). */
export function seriesOf(scope: number, method: string | null | undefined): ScopeSeries {
  if (scope === 1) return 'scope1';
  if (scope === 3) return 'scope3';
  if (method === 'location_based') return 'scope2Location';
  if (method === 'market_based') return 'scope2Market';
  return 'scope2Unspecified';
}
