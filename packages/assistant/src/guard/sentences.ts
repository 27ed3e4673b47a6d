const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * Splits text into sentences with the platform's Unicode sentence segmenter (decimals such as
 * `0.2163` stay whole); each keeps its trailing whitespace, so joining them gives the text back.
 */
export function sentences(text: string): string[] {
  return [...segmenter.segment(text)].map((s) => s.segment);
}
