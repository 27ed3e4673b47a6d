import type { CalculationWarning } from '../types.js';
import type { AlgorithmOverride } from './schema.js';

/** The override that applies to one calculation, if any, and why the others were ignored. */
export interface OverrideSelection {
  readonly override?: AlgorithmOverride;
  /** `OVERRIDE_IGNORED_UNAPPROVED`, `OVERRIDE_IGNORED_SELF_APPROVED`, `OVERRIDE_IGNORED_OUT_OF_DATES`. */
  readonly warnings: readonly CalculationWarning[];
  /** Human-readable resolution steps. */
  readonly steps: readonly string[];
  /** Every override that passed the checks (more than one is a conflict the caller reports). */
  readonly applicable: readonly AlgorithmOverride[];
}

/** Identities compare without surrounding spaces and case: `Bob@x.org` cannot approve `bob@x.org`'s override. */
const sameIdentity = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why an override of the right organization and category does not apply on `date`, or undefined when it applies. */
export function overrideIgnoreReason(o: AlgorithmOverride, date: string): CalculationWarning | undefined {
  const what = `override ${JSON.stringify(o.id)} (${o.kind}) for ${o.category} is ignored`;
  if (o.approvedBy === null)
    return { code: 'OVERRIDE_IGNORED_UNAPPROVED', message: `${what}: it has not been approved` };
  if (sameIdentity(o.approvedBy, o.createdBy)) {
    return {
      code: 'OVERRIDE_IGNORED_SELF_APPROVED',
      message: `${what}: it was approved by its own creator ${o.createdBy}`,
    };
  }
  if (date < o.effectiveFrom || (o.effectiveTo !== null && date > o.effectiveTo)) {
    return {
      code: 'OVERRIDE_IGNORED_OUT_OF_DATES',
      message: `${what}: the activity date ${date} is outside its effective dates ${o.effectiveFrom}..${o.effectiveTo ?? ''}`,
    };
  }
  return undefined;
}

/**
 * Picks the organization's override for a category on an activity date (the period start). Only
 * overrides of `organizationId` and `category` are considered; each one that is unapproved,
 * self-approved or out of its dates yields a warning.
 */
export function selectOverride(
  overrides: readonly AlgorithmOverride[],
  query: { organizationId: string | undefined; category: string; date: string },
): OverrideSelection {
  const warnings: CalculationWarning[] = [];
  const steps: string[] = [];
  const applicable: AlgorithmOverride[] = [];
  if (query.organizationId === undefined) return { warnings, steps, applicable };
  for (const o of overrides) {
    if (o.organizationId !== query.organizationId || o.category !== query.category) continue;
    const reason = overrideIgnoreReason(o, query.date);
    if (reason === undefined) {
      applicable.push(o);
      steps.push(
        `override ${JSON.stringify(o.id)} (${o.kind}) applies: approved by ${o.approvedBy} at ${o.approvedAt}, effective ${o.effectiveFrom}..${o.effectiveTo ?? ''}`,
      );
    } else {
      warnings.push(reason);
      steps.push(reason.message);
    }
  }
  const [only] = applicable;
  return applicable.length === 1 && only !== undefined
    ? { override: only, warnings, steps, applicable }
    : { warnings, steps, applicable };
}
