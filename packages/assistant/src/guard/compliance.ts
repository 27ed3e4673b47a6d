import { sentences } from './sentences.js';

/**
 * Phrases that claim compliance, conformity or alignment with a standard, law or framework. The
 * assistant may explain what a framework asks; whether an organization complies is for people
 * (and auditors) to judge, so such sentences are removed.
 */
const CLAIMS: readonly RegExp[] = [
  /\b(?:compl(?:y|ies|ied|ying)|is\s+compliant|are\s+compliant|in\s+(?:full\s+)?compliance)\s+with\b/i,
  /\b[\w-]+[- ]compliant\b/i,
  /\b(?:meets?|meeting|satisf(?:y|ies|ied|ying)|fulfil(?:l|ls|led|ling|s)?)\s+(?:all\s+)?(?:of\s+)?the\s+requirements\b/i,
  /\b(?:is|are|was|were|be|being|fully|remains?)\s+(?:fully\s+)?aligned\s+with\b/i,
  /\b(?:conforms?|conforming|conformant)\s+(?:to|with)\b/i,
  /\b(?:is|are)\s+in\s+(?:line|accordance)\s+with\s+(?:the\s+)?(?:requirements|CSRD|ESRS|SEC|ISSB|IFRS|GRI|TCFD|CDP|SBTi|law|regulation)/i,
  /\b(?:certified|approved|validated)\s+(?:as|by|under)\b/i,
];

/** A removed compliance claim. */
export interface ComplianceFinding {
  readonly kind: 'compliance_claim';
  /** The removed sentence. */
  readonly text: string;
}

/** Removes every sentence that makes a compliance claim; returns the rest and what was removed. */
export function removeComplianceClaims(text: string): { text: string; findings: ComplianceFinding[] } {
  const findings: ComplianceFinding[] = [];
  const kept = sentences(text).filter((s) => {
    if (!CLAIMS.some((claim) => claim.test(s))) return true;
    findings.push({ kind: 'compliance_claim', text: s.trim() });
    return false;
  });
  return { text: kept.join('').trim(), findings };
}
