import type { MessageKey } from '../../../i18n/t';

/** A screen where a suggested change would be made by a person. */
export interface SuggestionTarget {
  to:
    | '/activities'
    | '/activities/import'
    | '/facilities'
    | '/factors'
    | '/algorithms/overrides'
    | '/calculations'
    | '/reports'
    | '/settings';
  label: MessageKey;
}

// First match wins: the more specific words come first.
const TARGETS: [RegExp, SuggestionTarget][] = [
  [/\boverrid/i, { to: '/algorithms/overrides', label: 'assistant.target.overrides' }],
  [/\b(?:import|upload|csv|spreadsheet)/i, { to: '/activities/import', label: 'assistant.target.import' }],
  [/\bfacilit|\bsite\b|\bgrid region/i, { to: '/facilities', label: 'assistant.target.facilities' }],
  [/\bfactor|\bdataset/i, { to: '/factors', label: 'assistant.target.factors' }],
  // "Enter the missing activity data and recalculate": the data comes first, the calculation after.
  [/\bactivity data|\bmissing (?:data|months)/i, { to: '/activities', label: 'assistant.target.activities' }],
  [/\brecalculat|\bcalculat/i, { to: '/calculations', label: 'assistant.target.calculations' }],
  [/\breport|\bdisclosure/i, { to: '/reports', label: 'assistant.target.reports' }],
  [
    /\bbase[- ]year|\bconsolidation|\bboundary|\brevenue|\borgani[sz]ation (?:name|settings)/i,
    { to: '/settings', label: 'assistant.target.settings' },
  ],
];

/**
 * The screen where a person would make the change a suggestion describes; activity data (where
 * most suggested corrections land: missing months, wrong quantities) when it names nothing else.
 */
export function suggestionTarget(text: string): SuggestionTarget {
  return (
    TARGETS.find(([words]) => words.test(text))?.[1] ?? {
      to: '/activities',
      label: 'assistant.target.activities',
    }
  );
}
