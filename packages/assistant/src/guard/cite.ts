import { periodOfLabel } from '../context/periods.js';
import type { AssistantContext } from '../context/schema.js';
import type { Subject } from '../query/entries.js';
import { type ContextValue, contextValues } from './context-values.js';
import { extractFigures } from './extract.js';
import { matchFigure } from './match.js';
import { sameSubject, subjectOf } from './subject.js';

/**
 * Where one figure of an answer comes from: the context value it quotes and what that value is
 * about, so a reader can open the results (or record) behind it.
 */
export interface FigureCitation {
  /** The figure as written, e.g. `1,234.57 t CO2e`. */
  readonly text: string;
  /** Offset of the figure in the answer text. */
  readonly index: number;
  /** The context value quoted (JSON-path-like, as in guard findings). */
  readonly path: string;
  readonly measure: ContextValue['measure'];
  /** What the value is about; `null` for figures quoted from documents. */
  readonly subject: Subject | null;
  /** The facility of the subject, resolved to its id; `null` for the whole organization. */
  readonly facilityId: string | null;
  /** The dates the subject's periods span (both periods of a change); `null` when it names none. */
  readonly period: { readonly start: string; readonly end: string } | null;
}

const RANGE = /^(\d{4}-\d\d-\d\d)\.\.(\d{4}-\d\d-\d\d)$/;

function spanOf(labels: readonly string[]): FigureCitation['period'] {
  const periods = labels.flatMap((label) => {
    const range = RANGE.exec(label);
    if (range) return [{ start: range[1] as string, end: range[2] as string }];
    const p = periodOfLabel(label);
    return p ? [p] : [];
  });
  if (periods.length === 0) return null;
  return {
    start: periods.map((p) => p.start).sort()[0] as string,
    end: periods
      .map((p) => p.end)
      .sort()
      .at(-1) as string,
  };
}

/** Lines, then sentences within a line, each with its offset in `text` (as the guard reads them). */
function sentencesWithOffsets(text: string): { sentence: string; offset: number }[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  const out: { sentence: string; offset: number }[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    for (const s of segmenter.segment(line)) out.push({ sentence: s.segment, offset: lineStart + s.index });
    lineStart += line.length + 1;
  }
  return out;
}

/**
 * The source of every figure of an answer the guard let through, matched the way the guard matches
 * it (against the values about its own sentence's subject). A figure with no match (it cannot
 * happen in an answer the guard passed, but the text may be any text) is left out.
 */
export function citeFigures(text: string, context: AssistantContext): FigureCitation[] {
  const values = contextValues(context);
  const byPath = new Map(values.map((v) => [v.path, v]));
  const facilities = context.organizationProfile.facilities;
  const citations: FigureCitation[] = [];
  for (const { sentence, offset } of sentencesWithOffsets(text)) {
    const about = subjectOf(sentence, context);
    const fitting = values.filter((v) => v.subject === undefined || sameSubject(v.subject, about, v.measure));
    for (const figure of extractFigures(sentence)) {
      const match = matchFigure(figure, fitting);
      if (!match.ok) continue;
      const value = byPath.get(match.path) as ContextValue;
      const subject = value.subject ?? null;
      citations.push({
        text: figure.text,
        index: offset + figure.index,
        path: match.path,
        measure: value.measure,
        subject,
        facilityId:
          subject?.facility == null
            ? null
            : (facilities.find((f) => f.name === subject.facility || f.id === subject.facility)?.id ?? null),
        period: subject ? spanOf(subject.periods) : null,
      });
    }
  }
  return citations;
}
