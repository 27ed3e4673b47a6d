import type { ResultsSearch } from '../../results';
import type { FigureSource } from './stream';

/**
 * The results screen's filters that show what a figure sums (its period, scope, Scope 2 method,
 * category and facility); `undefined` for a figure quoted from a document, which has no results.
 */
export function resultsSearchOf(figure: FigureSource): ResultsSearch | undefined {
  const s = figure.source;
  if (s === null) return undefined;
  return {
    ...(s.scope ? { scope: s.scope } : {}),
    ...(s.method
      ? { method: s.method === 'market_based' ? ('market' as const) : ('location' as const) }
      : {}),
    ...(s.category ? { category: s.category } : {}),
    ...(s.facilityId ? { facilityId: s.facilityId } : {}),
    ...(s.periodStart ? { from: s.periodStart } : {}),
    ...(s.periodEnd ? { to: s.periodEnd } : {}),
  };
}

/** A piece of an answer: plain text, or a figure with where it comes from. */
export type AnswerPiece =
  | { kind: 'text'; at: number; text: string }
  | { kind: 'figure'; at: number; text: string; figure: FigureSource };

/**
 * Cuts an answer into text and figures by the figures' offsets. A figure whose offsets do not
 * hold its text (a response changed after it was cited) stays plain text rather than a wrong link.
 */
export function piecesOf(response: string, figures: readonly FigureSource[]): AnswerPiece[] {
  const pieces: AnswerPiece[] = [];
  let at = 0;
  const ordered = [...figures].sort((a, b) => a.start - b.start);
  for (const figure of ordered) {
    if (figure.start < at || response.slice(figure.start, figure.end) !== figure.text) continue;
    if (figure.start > at) pieces.push({ kind: 'text', at, text: response.slice(at, figure.start) });
    pieces.push({ kind: 'figure', at: figure.start, text: figure.text, figure });
    at = figure.end;
  }
  if (at < response.length) pieces.push({ kind: 'text', at, text: response.slice(at) });
  return pieces;
}
