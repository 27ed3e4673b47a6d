import { canonicalJson } from './canonical.js';
import type { CalculationRecord } from './types.js';

const MAX_SHOWN = 200;
const show = (text: string): string => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

function compareField(path: string, recorded: unknown, recomputed: unknown, out: string[]): void {
  const a = recorded === undefined ? 'absent' : canonicalJson(recorded);
  const b = recomputed === undefined ? 'absent' : canonicalJson(recomputed);
  if (a !== b) out.push(`${path}: recorded ${show(a)}, recomputed ${show(b)}`);
}

/**
 * The fields in which a recomputed record differs from a stored one: each key of `output`, then
 * `terms`, `factor`, `supportingFactors` and `gwpValues` (what the algorithm did). Input fields
 * are not compared: the recomputation starts from them.
 */
export function compareRecords(recorded: CalculationRecord, recomputed: CalculationRecord): string[] {
  const out: string[] = [];
  const rec = (recorded.output ?? {}) as unknown as Record<string, unknown>;
  const now = recomputed.output as unknown as Record<string, unknown>;
  for (const key of [...new Set([...Object.keys(rec), ...Object.keys(now)])].sort()) {
    compareField(`output.${key}`, rec[key], now[key], out);
  }
  compareField('terms', recorded.terms, recomputed.terms, out);
  compareField('factor', recorded.factor, recomputed.factor, out);
  compareField('supportingFactors', recorded.supportingFactors, recomputed.supportingFactors, out);
  compareField('gwpValues', recorded.gwpValues, recomputed.gwpValues, out);
  return out;
}
