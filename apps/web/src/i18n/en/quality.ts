/** Data-quality and uncertainty strings, in English (keys start with `quality.`). */
export const qualityEn = {
  'quality.range': '95% range: {low} – {high}',
  'quality.rangeNote':
    'Each total’s 95% range combines the quality score of the activities behind it (1: ±5% to 5: ±50%) with the uncertainty of their emission factors, added as independent uncertainties. The totals themselves are exact and never change with it.',
  'quality.col.range': '95% range (t CO2e)',
  'quality.rangeCell': '{low} – {high}',
  'quality.rangeLoading': 'Computing…',
} as const;
