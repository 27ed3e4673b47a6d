import { Decimal, MethaneSourceSchema } from '@ctp/factors';
import { AlgorithmError } from '../errors/index.js';
import type { CalculationTerm, CalculationWarning } from '../types.js';
import type { RecordingRuntime } from './runtime.js';

/** An algorithm result after the engine's run-time checks. */
export interface CheckedResult {
  readonly terms: readonly CalculationTerm[];
  readonly warnings: readonly CalculationWarning[];
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Guards the plugin contract at run time: `terms` is an array; each term's factor is one the
 * runtime handed out during this call (so provenance is stamped by the engine, never invented by
 * the plugin), its amount a finite, non-negative decimal, its label a non-empty string, its
 * `methaneSource`, when given, `fossil` or `biogenic` (kept; any other field is dropped); warnings
 * have a code and a message. Amounts are copied into the CTP {@link Decimal}.
 * @throws AlgorithmError (code `ALGORITHM_FAILED`) naming the algorithm, the activity and the fault.
 */
export function checkResult(
  result: unknown,
  runtime: RecordingRuntime,
  algorithmId: string,
  activityId: string,
): CheckedResult {
  if (typeof result !== 'object' || result === null)
    throw invalid(algorithmId, activityId, 'expected an object with terms');
  const { terms, warnings } = result as { terms?: unknown; warnings?: unknown };
  if (!Array.isArray(terms)) throw invalid(algorithmId, activityId, 'terms is not an array');
  const checked: CalculationTerm[] = [];
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i] as Partial<CalculationTerm> | null;
    if (typeof t !== 'object' || t === null)
      throw invalid(algorithmId, activityId, `terms[${i}] is not an object`);
    if (t.factor === undefined || !runtime.owns(t.factor))
      throw invalid(
        algorithmId,
        activityId,
        `terms[${i}].factor did not come from runtime.lookupFactor, tryLookupFactor or instrumentFactor`,
      );
    if (!Decimal.isDecimal(t.amount) || !t.amount.isFinite())
      throw invalid(algorithmId, activityId, `terms[${i}].amount is not a finite Decimal`);
    if (t.amount.isNegative() && !t.amount.isZero())
      throw invalid(algorithmId, activityId, `terms[${i}].amount ${t.amount.toFixed()} is negative`);
    if (!isText(t.label)) throw invalid(algorithmId, activityId, `terms[${i}].label is empty`);
    if (t.methaneSource !== undefined && !METHANE_SOURCES.has(t.methaneSource))
      throw invalid(
        algorithmId,
        activityId,
        `terms[${i}].methaneSource ${JSON.stringify(t.methaneSource)} is not fossil or biogenic`,
      );
    const amount = t.amount.isZero()
      ? new Decimal(0)
      : t.amount instanceof Decimal
        ? t.amount
        : new Decimal(t.amount);
    checked.push(
      Object.freeze(
        t.methaneSource === undefined
          ? { factor: t.factor, amount, label: t.label }
          : { factor: t.factor, amount, label: t.label, methaneSource: t.methaneSource },
      ),
    );
  }
  if (warnings !== undefined && !Array.isArray(warnings))
    throw invalid(algorithmId, activityId, 'warnings is not an array');
  if (warnings === undefined || warnings.length === 0)
    return { terms: Object.freeze(checked), warnings: NO_WARNINGS };
  const checkedWarnings: CalculationWarning[] = [];
  for (let i = 0; i < warnings.length; i++) {
    const x = warnings[i] as Partial<CalculationWarning> | null;
    if (x === null || typeof x !== 'object' || !isText(x.code) || typeof x.message !== 'string')
      throw invalid(algorithmId, activityId, `warnings[${i}] needs a code and a message`);
    checkedWarnings.push(Object.freeze({ code: x.code, message: x.message }));
  }
  return { terms: Object.freeze(checked), warnings: checkedWarnings };
}

const NO_WARNINGS: readonly CalculationWarning[] = Object.freeze([]);
const METHANE_SOURCES: ReadonlySet<unknown> = new Set(MethaneSourceSchema.options);

function invalid(algorithmId: string, activityId: string, reason: string): AlgorithmError {
  return new AlgorithmError({ algorithmId, activityId, reason: `returned an invalid result: ${reason}` });
}
