/**
 * The stationary covariance of the ARMA state vector, which starts the Kalman filter so that the
 * likelihood is exact (Gardner, Harvey & Phillips 1980 solve the same equation by another route).
 *
 * @module
 */

/** State dimension of the ARMA state-space form: max(p, q + 1). */
export function stateDimension(p: number, q: number): number {
  return Math.max(p, q + 1);
}

/** out = a·b (or a·bᵀ) for r×r row-major matrices; `symmetric` fills only the upper triangle and mirrors it. */
function matmul(
  a: Float64Array,
  b: Float64Array,
  r: number,
  out: Float64Array,
  transposeB: boolean,
  symmetric = false,
): void {
  for (let i = 0; i < r; i++) {
    for (let j = symmetric ? i : 0; j < r; j++) {
      let s = 0;
      if (transposeB) for (let k = 0; k < r; k++) s += (a[i * r + k] as number) * (b[j * r + k] as number);
      else for (let k = 0; k < r; k++) s += (a[i * r + k] as number) * (b[k * r + j] as number);
      out[i * r + j] = s;
      if (symmetric) out[j * r + i] = s;
    }
  }
}

/**
 * Stationary covariance P of the state, the solution of P = T P Tᵀ + R Rᵀ. For a pure MA the state is
 * a finite sum of shocks and P_ij = Σ_k R_{i+k} R_{j+k} exactly; otherwise the doubling recursion
 * P ← P + A P Aᵀ, A ← A² (A = T^(2^k)) converges quadratically for a stationary AR part.
 */
export function stationaryCovariance(phi: readonly number[], theta: readonly number[]): Float64Array {
  const r = stateDimension(phi.length, theta.length);
  const loading = new Float64Array(r);
  loading[0] = 1;
  for (let i = 1; i < r; i++) loading[i] = theta[i - 1] ?? 0;
  const P = new Float64Array(r * r);
  if (phi.every((c) => c === 0)) {
    for (let i = 0; i < r; i++) {
      for (let j = i; j < r; j++) {
        let s = 0;
        for (let k = 0; j + k < r; k++) s += (loading[i + k] as number) * (loading[j + k] as number);
        P[i * r + j] = s;
        P[j * r + i] = s;
      }
    }
    return P;
  }
  for (let i = 0; i < r; i++)
    for (let j = 0; j < r; j++) P[i * r + j] = (loading[i] as number) * (loading[j] as number);
  let A = new Float64Array(r * r);
  for (let i = 0; i < r; i++) {
    A[i * r] = phi[i] ?? 0;
    if (i + 1 < r) A[i * r + i + 1] = 1;
  }
  const AP = new Float64Array(r * r);
  const APA = new Float64Array(r * r);
  let A2 = new Float64Array(r * r);
  for (let iter = 0; iter < 64; iter++) {
    matmul(A, P, r, AP, false);
    matmul(AP, A, r, APA, true, true);
    let change = 0;
    let size = 0;
    for (let k = 0; k < r * r; k++) {
      P[k] = (P[k] as number) + (APA[k] as number);
      change = Math.max(change, Math.abs(APA[k] as number));
      size = Math.max(size, Math.abs(P[k] as number));
    }
    if (change <= 1e-14 * size) break;
    matmul(A, A, r, A2, false);
    [A, A2] = [A2, A];
  }
  return P;
}
