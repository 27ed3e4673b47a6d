/**
 * The permitted uses of the assistant. Anything else is answered as `general` from the same
 * grounded context (and the same guard).
 */
export const PERMITTED_USES = [
  'explain_report',
  'summarize_changes',
  'draft_narrative',
  'flag_missing_data',
  'answer_methodology',
] as const;
export type PermittedUse = (typeof PERMITTED_USES)[number];
export type Use = PermittedUse | 'general';

/** What a question asks for: the use, the periods it names (labels such as `2025`, `2025-Q1`) and scopes. */
export interface Intent {
  readonly use: Use;
  readonly periods: readonly string[];
  readonly scopes: readonly (1 | 2 | 3)[];
}

// Checked in order: the first use whose words appear wins (a "narrative about changes" is a narrative).
const USE_WORDS: readonly [PermittedUse, RegExp][] = [
  ['flag_missing_data', /\b(missing|gaps?|incomplete|no data|without data|coverage|lacking)\b/i],
  ['draft_narrative', /\b(narrative|draft|write[- ]?up|write|story|paragraph)\b/i],
  [
    'summarize_changes',
    /\b(chang\w*|compare\w*|comparison|versus|vs\.?|differen\w*|increas\w*|decreas\w*|trend|year[- ]over[- ]year|yoy|between)\b/i,
  ],
  [
    'answer_methodology',
    /\b(factors?|methodolog\w*|method|calculat\w*|source|citation|dataset|algorithm|how (is|are|was|were|do|does))\b/i,
  ],
  ['explain_report', /\b(explain|report|summar\w*|overview|breakdown|total|what (is|are|were))\b/i],
];

const PERIOD =
  /\b((?:Q[1-4]|H[12])\s*[-/ ]?\s*(?:19|20)\d\d|(?:19|20)\d\d\s*[-/ ]?\s*(?:Q[1-4]|H[12])|(?:19|20)\d\d)\b/gi;

/** `Q1 2025`, `2025 Q1`, `2025-q1` → `2025-Q1`; `2025` → `2025`. */
function periodLabel(raw: string): string {
  const year = /(?:19|20)\d\d/.exec(raw)?.[0] ?? raw;
  const part = /[QH][1-4]/i.exec(raw)?.[0]?.toUpperCase();
  return part === undefined ? year : `${year}-${part}`;
}

/** Reads the use, periods and scopes a question asks about (plain keyword rules: predictable, testable). */
export function detectIntent(query: string): Intent {
  const use = USE_WORDS.find(([, words]) => words.test(query))?.[0] ?? 'general';
  const periods = [...new Set([...query.matchAll(PERIOD)].map((m) => periodLabel(m[0])))];
  const scopes = [
    ...new Set([...query.matchAll(/\bscope\s*([123])\b/gi)].map((m) => Number(m[1]) as 1 | 2 | 3)),
  ];
  return { use, periods, scopes: scopes.sort() };
}
