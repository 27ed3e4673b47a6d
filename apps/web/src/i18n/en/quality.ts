/** Data-quality and uncertainty strings, in English (keys start with `quality.`). */
export const qualityEn = {
  'quality.range': '95% range: {low} – {high}',
  'quality.rangeNote':
    'Each total’s 95% range comes from the quality score of the activities behind it (1: ±5% to 5: ±50%), added as independent uncertainties. The totals themselves are exact and never change with it.',
} as const;
