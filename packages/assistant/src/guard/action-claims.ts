import { sentences } from './sentences.js';

/**
 * A first-person claim to have changed data ("I have updated the March entry"). The assistant has no
 * write path, so such a claim is always false: the sentence is removed and flagged.
 */
const CLAIM =
  /\b(?:I|I've|I have|I've now|we have|we've)\s+(?:now\s+|already\s+|just\s+)?(?:updated|changed|corrected|deleted|removed|added|edited|modified|replaced|entered|fixed|adjusted|recalculated|imported|saved|applied)\b/i;

/** A removed claim of having changed data. */
export interface ActionClaimFinding {
  readonly kind: 'action_claim';
  readonly text: string;
}

/** Removes sentences in which the answer claims to have changed data. */
export function removeActionClaims(text: string): { text: string; findings: ActionClaimFinding[] } {
  const findings: ActionClaimFinding[] = [];
  const kept = sentences(text).filter((s) => {
    if (!CLAIM.test(s)) return true;
    findings.push({ kind: 'action_claim', text: s.trim() });
    return false;
  });
  return { text: kept.join('').trim(), findings };
}
