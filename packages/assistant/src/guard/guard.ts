import type { AssistantContext } from '../context/schema.js';
import { type ActionClaimFinding, removeActionClaims } from './action-claims.js';
import { type ComplianceFinding, removeComplianceClaims } from './compliance.js';
import { contextValues } from './context-values.js';
import { extractFigures } from './extract.js';
import { type MismatchReason, matchFigure } from './match.js';
import { markSuggestions, type Suggestion } from './suggestions.js';

/** A figure of the answer that no context value supports. */
export interface FigureFinding {
  readonly kind: 'unsupported_figure';
  readonly text: string;
  readonly reason: MismatchReason;
}

/** A suggested change to data, marked for a person's confirmation. */
export interface SuggestionFinding {
  readonly kind: 'suggestion';
  readonly index: number;
  readonly text: string;
}

/** Everything the guard noticed. */
export type GuardFinding = FigureFinding | ComplianceFinding | ActionClaimFinding | SuggestionFinding;

/**
 * The guard's verdict: `passed` (shown as written), `modified` (compliance claims removed and/or
 * suggestions marked) or `withheld` (an unsupported figure: the answer is not shown, `text` says why).
 */
export interface GuardResult {
  readonly status: 'passed' | 'modified' | 'withheld';
  /** What the user sees. */
  readonly text: string;
  readonly findings: readonly GuardFinding[];
  readonly suggestions: readonly Suggestion[];
  /** How many figures were checked and found in the context. */
  readonly figuresChecked: number;
}

const REASONS: Record<MismatchReason, [string, string]> = {
  not_in_context: [
    'figure does not match any value in your data',
    'figures do not match any value in your data',
  ],
  over_precise: [
    'figure states more precision than your data has',
    'figures state more precision than your data has',
  ],
};

// The figures themselves are not repeated here: an unverified number should not reach the reader
// at all (the findings carry them for the log and for administrators).
function withheldText(findings: readonly FigureFinding[]): string {
  const lines = (Object.keys(REASONS) as MismatchReason[]).flatMap((reason) => {
    const n = findings.filter((f) => f.reason === reason).length;
    if (n === 0) return [];
    const [one, many] = REASONS[reason];
    return [`- ${n} ${n === 1 ? one : many}`];
  });
  return [
    "The answer was withheld: it contained figures that could not be verified against your organization's data, and the assistant never shows an emission value that is not in the data.",
    ...lines,
    'Ask again, or look at the figures directly in the results and reports.',
  ].join('\n');
}

/**
 * Checks an answer against the context it was built from: every figure that could be an emission
 * quantity (masses, emission factors, percentages, unit-less decimals) must quote a context value
 * (see {@link matchFigure} for the rounding rule), or the whole answer is withheld; compliance
 * claims and claims to have changed data are removed; suggested changes to data are marked as
 * suggestions a person must confirm.
 */
export function guardAnswer(answer: string, context: AssistantContext): GuardResult {
  const values = contextValues(context);
  const figures = extractFigures(answer);
  const unsupported: FigureFinding[] = [];
  for (const figure of figures) {
    const match = matchFigure(figure, values);
    if (!match.ok) unsupported.push({ kind: 'unsupported_figure', text: figure.text, reason: match.reason });
  }
  if (unsupported.length > 0) {
    return {
      status: 'withheld',
      text: withheldText(unsupported),
      findings: unsupported,
      suggestions: [],
      figuresChecked: figures.length,
    };
  }
  const compliance = removeComplianceClaims(answer);
  const actions = removeActionClaims(compliance.text);
  const marked = markSuggestions(actions.text);
  const findings: GuardFinding[] = [
    ...compliance.findings,
    ...actions.findings,
    ...marked.suggestions.map((s) => ({ kind: 'suggestion' as const, index: s.index, text: s.text })),
  ];
  let text = marked.text;
  if (compliance.findings.length > 0) {
    text =
      `${text}\n\n(A statement about compliance was removed: the assistant does not judge compliance; that is for your organization and its auditors.)`.trim();
  }
  if (actions.findings.length > 0) {
    text =
      `${text}\n\n(A statement that data was changed was removed: the assistant cannot change data, and nothing was changed.)`.trim();
  }
  return {
    status: findings.length === 0 ? 'passed' : 'modified',
    text,
    findings,
    suggestions: marked.suggestions,
    figuresChecked: figures.length,
  };
}
