/**
 * Parameter restrictions of R forecast's `ets(bounds = "both")`: the usual region
 * (0 < β < α < 1, 0 < γ < 1 − α, 0.8 ≤ φ ≤ 0.98 by default) and the admissible region in which the model
 * forgets its initial state (Hyndman, Akram & Archibald 2008), checked through the roots of the
 * characteristic polynomial for seasonal models.
 *
 * @module
 */
import { polynomialRoots } from '../arima/polynomial.js';
import type { EtsSmoothing, EtsSpec } from './ets-recursions.js';

/** R's default bounds for α, β, γ, φ. */
export const LOWER = { alpha: 1e-4, beta: 1e-4, gamma: 1e-4, phi: 0.8 } as const;
export const UPPER = { alpha: 0.9999, beta: 0.9999, gamma: 0.9999, phi: 0.98 } as const;

/**
 * Whether every root of Σ c_i zⁱ lies in the closed unit disk (to R's 1e-10 tolerance), by the
 * Schur–Cohn step-down recursion: the monic polynomial is read as an AR polynomial and its reflection
 * coefficients must stay inside (−1, 1). O(k²), in place, and without an eigen-decomposition in the
 * likelihood loop.
 */
export function rootsWithinUnitCircle(coefs: ArrayLike<number>): boolean {
  let k = coefs.length - 1;
  while (k > 0 && Math.abs(coefs[k] as number) < 1e-14) k--;
  if (k === 0) return true;
  const lead = coefs[k] as number;
  const phi = new Float64Array(k);
  for (let j = 0; j < k; j++) phi[j] = -(coefs[k - j - 1] as number) / lead;
  for (let p = k; p > 0; p--) {
    const kappa = phi[p - 1] as number;
    if (Math.abs(kappa) > 1 + 1e-10) return false;
    const denominator = 1 - kappa * kappa;
    // |κ| = 1: the remaining polynomial is self-reciprocal (its roots pair as z and 1/z), so the
    // recursion cannot step down and says nothing either way; decide from the roots themselves.
    if (Math.abs(denominator) < 1e-14) return rootsInClosedDisk(Array.from(coefs));
    // φ'_j = (φ_j + κ φ_{p−2−j}) / (1 − κ²), j < p − 1: each pair (j, p−2−j) is updated together.
    for (let j = 0, i = p - 2; j <= i; j++, i--) {
      const a = phi[j] as number;
      const b = phi[i] as number;
      phi[j] = (a + kappa * b) / denominator;
      if (i !== j) phi[i] = (b + kappa * a) / denominator;
    }
  }
  return true;
}

/** The same question answered from the eigenvalues of the companion matrix (the rare degenerate case). */
function rootsInClosedDisk(coefs: readonly number[]): boolean {
  let first = 0;
  // Leading zero coefficients are roots at z = 0, inside the disk.
  while (first < coefs.length - 1 && Math.abs(coefs[first] as number) < 1e-14) first++;
  const c0 = coefs[first] as number;
  const roots = polynomialRoots(coefs.slice(first + 1).map((c) => c / c0));
  return roots.every(([re, im]) => Math.hypot(re, im) <= 1 + 1e-10);
}

function admissible(spec: EtsSpec, sm: EtsSmoothing): boolean {
  const phi = spec.trend === 'Ad' ? sm.phi : 1;
  const { alpha } = sm;
  const beta = spec.trend === 'N' ? 0 : sm.beta;
  if (phi < 0 || phi > 1 + 1e-8) return false;
  if (spec.season === 'N') {
    if (alpha < 1 - 1 / phi || alpha > 1 + 1 / phi) return false;
    if (spec.trend !== 'N' && (beta < alpha * (phi - 1) || beta > (1 + phi) * (2 - alpha))) return false;
    return true;
  }
  const m = spec.period;
  const { gamma } = sm;
  if (gamma < Math.max(1 - 1 / phi - alpha, 0) || gamma > 1 + 1 / phi - alpha) return false;
  if (alpha < 1 - 1 / phi - (gamma * (1 - m + phi + phi * m)) / (2 * phi * m)) return false;
  if (beta < -(1 - phi) * (gamma / m + alpha)) return false;
  if (spec.trend === 'N') {
    // Without a trend (φ = 1, β = 0) the polynomial below is (z − 1)·Q(z) with
    // Q(z) = (α + γ − 1) + α z + … + α z^{m−1} + z^m, exactly. The root z = 1 lies on the circle, which
    // stops the step-down recursion (|κ| reaches 1) and sent every evaluation to the eigen-solver; the
    // rest of the roots are Q's.
    const q = new Float64Array(m + 1);
    q[0] = alpha + gamma - 1;
    q.fill(alpha, 1, m);
    q[m] = 1;
    return rootsWithinUnitCircle(q);
  }
  const P = new Float64Array(m + 2);
  P[0] = phi * (1 - alpha - gamma);
  P[1] = alpha + beta - alpha * phi + gamma - 1;
  P.fill(alpha + beta - alpha * phi, 2, m);
  P[m] = alpha + beta - phi;
  P[m + 1] = 1;
  return rootsWithinUnitCircle(P);
}

/** True when the smoothing weights lie in both the usual and the admissible region. */
export function parametersAllowed(spec: EtsSpec, sm: EtsSmoothing): boolean {
  if (sm.alpha < LOWER.alpha || sm.alpha > UPPER.alpha) return false;
  if (spec.trend !== 'N' && (sm.beta < LOWER.beta || sm.beta > sm.alpha || sm.beta > UPPER.beta))
    return false;
  if (spec.trend === 'Ad' && (sm.phi < LOWER.phi || sm.phi > UPPER.phi)) return false;
  if (spec.season !== 'N' && (sm.gamma < LOWER.gamma || sm.gamma > 1 - sm.alpha || sm.gamma > UPPER.gamma))
    return false;
  return admissible(spec, sm);
}
