import type { CalculationWarning } from '../types.js';
import type { CONSOLIDATION_APPROACHES, LEASE_TYPES } from './leased-asset-inputs.js';
import { invalidInput, warning } from './support.js';

/** Who reports the asset in Scope 3: the lessee (category 8), the lessor (13) or the franchisor (14). */
export type ReportingRole = 'lessee' | 'lessor' | 'franchisor';

type LeaseType = (typeof LEASE_TYPES)[number];
type Approach = (typeof CONSOLIDATION_APPROACHES)[number];

/**
 * Where the Scope 3 Standard (Appendix A, Table A.1 for lessees and A.2 for lessors; Corporate
 * Standard Appendix F) puts the operation of a leased asset for the reporting company:
 * - lessee, finance lease: Scope 1 and 2 under every approach;
 * - lessee, operating lease: Scope 3 category 8 under equity share or financial control, Scope 1
 *   and 2 under operational control (the lessee operates the asset);
 * - lessor, finance lease: Scope 3 category 13 under every approach;
 * - lessor, operating lease: Scope 1 and 2 under equity share or financial control, Scope 3
 *   category 13 under operational control.
 * `undefined` when what is stated does not decide it.
 */
export function leaseScope(
  role: 'lessee' | 'lessor',
  leaseType: LeaseType | undefined,
  approach: Approach | undefined,
): 'scope3' | 'scope1_2' | undefined {
  if (leaseType === undefined) return undefined;
  if (role === 'lessee' && leaseType === 'finance') return 'scope1_2';
  if (role === 'lessor' && leaseType === 'finance') return 'scope3';
  if (approach === undefined) return undefined;
  const operates = approach === 'operational_control';
  return (role === 'lessee') === operates ? 'scope1_2' : 'scope3';
}

/**
 * Applies the boundary rule: an asset whose operation belongs in the reporting company's own
 * Scope 1 and 2 is refused (INVALID_INPUT, it would be counted twice); an undecided one is
 * calculated with warning `LEASE_BOUNDARY_NOT_STATED`. Franchises are not checked: whether the
 * franchisor consolidates an outlet is not an attribute of the activity.
 */
export function checkLeaseBoundary(
  algorithmId: string,
  role: ReportingRole,
  leaseType: LeaseType | undefined,
  approach: Approach | undefined,
): CalculationWarning[] {
  if (role === 'franchisor') return [];
  const scope = leaseScope(role, leaseType, approach);
  if (scope === 'scope1_2') {
    throw invalidInput(
      algorithmId,
      `a ${role} with a ${leaseType} lease${approach === undefined ? '' : ` under the ${approach.replaceAll('_', ' ')} approach`} reports the asset's fuel in Scope 1 and its electricity in Scope 2 (Scope 3 Standard, Appendix A); enter it there, not in Scope 3`,
      { role, leaseType, consolidationApproach: approach },
    );
  }
  if (scope === 'scope3') return [];
  return [
    warning(
      'LEASE_BOUNDARY_NOT_STATED',
      `leaseType and consolidationApproach were not both stated, so it was not checked that this asset is outside the ${role}'s Scope 1 and 2 (Scope 3 Standard, Appendix A)`,
    ),
  ];
}
