import { type FactorMatch, REGION_GROUPS, type ResolvedFactor } from '@ctp/factors';
import type { Confidence, DataQuality } from '../types.js';

const RANK: Readonly<Record<Confidence, number>> = { low: 0, medium: 1, high: 2 };
const BY_RANK: readonly Confidence[] = ['low', 'medium', 'high'];

/** Data quality as confidence: measured = high, calculated = medium, estimated = low. */
export const DATA_QUALITY_CONFIDENCE: Readonly<Record<DataQuality, Confidence>> = Object.freeze({
  measured: 'high',
  calculated: 'medium',
  estimated: 'low',
});

/** The lower of two confidences. */
export function minConfidence(a: Confidence, b: Confidence): Confidence {
  return BY_RANK[Math.min(RANK[a], RANK[b])] as Confidence;
}

/** True for `GLOBAL` and region groups (`EU`, `EUROPE`, `NORTH_AMERICA`, `APAC`, unknown group codes). */
export function isRegionGroup(region: string): boolean {
  return (REGION_GROUPS as readonly string[]).includes(region) || !/^[A-Z]{2}(-[A-Z0-9]+)*$/.test(region);
}

function hasCode(warnings: readonly { readonly code: string }[], code: string): boolean {
  for (const w of warnings) if (w.code === code) return true;
  return false;
}

/**
 * How well one factor fits the activity:
 * - low: spend-based (`purchased_goods`), or the region fell back to a group or `GLOBAL`;
 * - medium: the region fell back within a country (`US-CAMX` → `US`), the factor's status is
 *   `secondary` or `derived`, or its CO2e was published under another GWP set (`GWP_SET_MISMATCH`);
 * - high otherwise (exact region, status confirmed / confirmed-copy / not stated, matching GWP basis).
 */
export function factorFit(match: FactorMatch, resolved: ResolvedFactor | undefined): Confidence {
  const f = match.factor;
  if (f.category === 'purchased_goods') return 'low';
  const fellBack = match.matchedRegion !== match.requestedRegion;
  if (fellBack && isRegionGroup(match.matchedRegion)) return 'low';
  const gwpMismatch =
    hasCode(match.warnings, 'GWP_SET_MISMATCH') ||
    (resolved !== undefined && hasCode(resolved.warnings, 'GWP_SET_MISMATCH'));
  if (fellBack || f.status === 'secondary' || f.status === 'derived' || gwpMismatch) return 'medium';
  return 'high';
}

/**
 * Confidence of a result: the minimum of the activity's data quality and the fit of every term's factor
 * (`resolved` in term order). A result without terms takes the data quality alone.
 */
export function resultConfidence(
  dataQuality: DataQuality,
  terms: readonly { readonly factor: FactorMatch }[],
  resolved: readonly ResolvedFactor[],
): Confidence {
  let confidence = DATA_QUALITY_CONFIDENCE[dataQuality];
  for (let i = 0; i < terms.length; i++)
    confidence = minConfidence(
      confidence,
      factorFit((terms[i] as { factor: FactorMatch }).factor, resolved[i]),
    );
  return confidence;
}
