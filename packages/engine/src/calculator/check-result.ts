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
  const fail = (reason: string): never => {
    throw new AlgorithmError({ algorithmId, activityId, reason: `returned an invalid result: ${reason}` });
  };
  if (typeof result !== 'object' || result === null) fail('expected an object with terms');
  const { terms, warnings } = result as { terms?: unknown; warnings?: unknown };
  if (!Array.isArray(terms)) fail('terms is not an array');
  const checked = (terms as unknown[]).map((term, i): CalculationTerm => {
    const t = term as Partial<CalculationTerm> | null;
    if (typeof t !== 'object' || t === null) return fail(`terms[${i}] is not an object`);
    if (t.factor === undefined || !runtime.owns(t.factor))
      return fail(
        `terms[${i}].factor did not come from runtime.lookupFactor, tryLookupFactor or instrumentFactor`,
      );
    if (!Decimal.isDecimal(t.amount) || !t.amount.isFinite())
      return fail(`terms[${i}].amount is not a finite Decimal`);
    if (t.amount.isNegative() && !t.amount.isZero())
      return fail(`terms[${i}].amount ${t.amount.toFixed()} is negative`);
    if (!isText(t.label)) return fail(`terms[${i}].label is empty`);
    if (t.methaneSource !== undefined && !MethaneSourceSchema.safeParse(t.methaneSource).success)
      return fail(`terms[${i}].methaneSource ${JSON.stringify(t.methaneSource)} is not fossil or biogenic`);
    const amount = t.amount.isZero()
      ? new Decimal(0)
      : t.amount instanceof Decimal
        ? t.amount
        : new Decimal(t.amount);
    return Object.freeze({
      factor: t.factor,
      amount,
      label: t.label,
      ...(t.methaneSource === undefined ? {} : { methaneSource: t.methaneSource }),
    });
  });
  if (warnings !== undefined && !Array.isArray(warnings)) fail('warnings is not an array');
  const checkedWarnings = ((warnings ?? []) as unknown[]).map((w, i): CalculationWarning => {
    const x = w as Partial<CalculationWarning> | null;
    if (x === null || typeof x !== 'object' || !isText(x.code) || typeof x.message !== 'string')
      return fail(`warnings[${i}] needs a code and a message`);
    return Object.freeze({ code: x.code, message: x.message });
  });
  return { terms: Object.freeze(checked), warnings: checkedWarnings };
}
