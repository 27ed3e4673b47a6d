import type { AssistantContext } from '../context/schema.js';
import { type ActionClaimFinding, removeActionClaims } from './action-claims.js';
import { type ComplianceFinding, removeComplianceClaims } from './compliance.js';
import { contextValues } from './context-values.js';
import { checkExistenceClaims, type ExistenceFinding } from './existence-claims.js';
import { extractFigures, type Figure } from './extract.js';
import { type MismatchReason, matchFigure } from './match.js';
import { sameSubject, sentencesOf, subjectOf } from './subject.js';
import { markSuggestions, type Suggestion } from './suggestions.js';

/** A figure of the answer that no context value supports. */
export interface FigureFinding {
  readonly kind: 'unsupported_figure';
  readonly text: string;
  /** `wrong_subject`: the value exists, but about another facility, category, period or method. */
  readonly reason: MismatchReason | 'wrong_subject';
  /** The sentence that stated it. */
  readonly sentence?: string;
}

/** A suggested change to data, marked for a person's confirmation. */
export interface SuggestionFinding {
  readonly kind: 'suggestion';
  readonly index: number;
  readonly text: string;
}

/** Everything the guard noticed. */
export type GuardFinding =
  | FigureFinding
  | ComplianceFinding
  | ActionClaimFinding
  | ExistenceFinding
  | SuggestionFinding;

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

const REASONS: Record<FigureFinding['reason'], [string, string]> = {
  wrong_subject: [
    'figure is in your data, but about another facility, category, period or method than the sentence states',
    'figures are in your data, but about another facility, category, period or method than their sentences state',
  ],
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
  const lines = (Object.keys(REASONS) as FigureFinding['reason'][]).flatMap((reason) => {
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
  const figures: Figure[] = [];
  const unsupported: FigureFinding[] = [];
  // Each figure is checked against the values about the subject of its own sentence.
  for (const sentence of sentencesOf(answer)) {
    const about = subjectOf(sentence, context);
    const fitting = values.filter((v) => v.subject === undefined || sameSubject(v.subject, about, v.measure));
    for (const figure of extractFigures(sentence)) {
      figures.push(figure);
      const match = matchFigure(figure, fitting);
      if (match.ok) continue;
      const anywhere = matchFigure(figure, values);
      unsupported.push({
        kind: 'unsupported_figure',
        text: figure.text,
        reason: anywhere.ok ? 'wrong_subject' : anywhere.reason,
        sentence: sentence.trim(),
      });
    }
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
  const existence = checkExistenceClaims(actions.text, context);
  if (existence.text.trim() === '' && existence.findings.length > 0) {
    return {
      status: 'withheld',
      text: [
        "The answer was withheld: what it said exists or is missing does not match your organization's data.",
        ...existence.findings.map((f) => `- ${f.reason}`),
      ].join('\n'),
      findings: existence.findings,
      suggestions: [],
      figuresChecked: figures.length,
    };
  }
  const marked = markSuggestions(existence.text);
  const findings: GuardFinding[] = [
    ...compliance.findings,
    ...actions.findings,
    ...existence.findings,
    ...marked.suggestions.map((s) => ({ kind: 'suggestion' as const, index: s.index, text: s.text })),
  ];
  let text = marked.text;
  if (compliance.findings.length > 0) {
    text =
      `${text}\n\n(A statement about compliance was removed: the assistant does not judge compliance; that is for your organization and its auditors.)`.trim();
  }
  if (existence.findings.length > 0) {
    text =
      `${text}\n\n(${existence.findings.length === 1 ? 'A statement' : 'Statements'} about what exists or is missing ${existence.findings.length === 1 ? 'was' : 'were'} removed because your data does not bear ${existence.findings.length === 1 ? 'it' : 'them'} out: ${existence.findings.map((f) => f.reason).join('; ')}.)`.trim();
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
