/**
 * What the exact ARMA likelihood needs of the stationary state covariance Π (the solution of
 * Π = T Π Tᵀ + R Rᵀ that starts the Kalman filter, so the likelihood is exact rather than conditional on
 * pre-sample values): only its first column Π e₁, the covariances of the observation with each state
 * element, because the Chandrasekhar recursions of {@link armaKalmanFilter} start from it. It follows
 * from the autocovariances γ(0…r−1) and ψ-weights of the ARMA process (Brockwell & Davis 1991, §3.3),
 * at the cost of one (p+1)×(p+1) linear solve instead of the O(r³) per evaluation of the full matrix.
 *
 * @module
 */

/** State dimension of the ARMA state-space form: max(p, q + 1). */
export function stateDimension(p: number, q: number): number {
  return Math.max(p, q + 1);
}

/**
 * Solves A x = b for the leading `size` entries of `x` (b on entry, x on return) by Gaussian elimination
 * with partial pivoting; false when A is singular. Written out rather than taken from ml-matrix, whose
 * Matrix objects cost more than the arithmetic for a system this small
 * (a few dozen unknowns) that is solved at every likelihood evaluation: the solve was a fifth of autoArima's time.
 */
function solveInPlace(A: Float64Array, x: Float64Array, size: number): boolean {
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let row = col + 1; row < size; row++)
      if (Math.abs(A[row * size + col] as number) > Math.abs(A[pivot * size + col] as number)) pivot = row;
    const top = A[pivot * size + col] as number;
    if (!(Math.abs(top) > 0)) return false;
    if (pivot !== col) {
      for (let j = col; j < size; j++) {
        const swap = A[col * size + j] as number;
        A[col * size + j] = A[pivot * size + j] as number;
        A[pivot * size + j] = swap;
      }
      const swap = x[col] as number;
      x[col] = x[pivot] as number;
      x[pivot] = swap;
    }
    for (let row = col + 1; row < size; row++) {
      const factor = (A[row * size + col] as number) / top;
      if (factor === 0) continue;
      for (let j = col + 1; j < size; j++)
        A[row * size + j] = (A[row * size + j] as number) - factor * (A[col * size + j] as number);
      x[row] = (x[row] as number) - factor * (x[col] as number);
    }
  }
  for (let row = size - 1; row >= 0; row--) {
    let value = x[row] as number;
    for (let j = row + 1; j < size; j++) value -= (A[row * size + j] as number) * (x[j] as number);
    x[row] = value / (A[row * size + row] as number);
  }
  return true;
}

/**
 * Autocovariances γ(0…count−1) of the unit-variance ARMA process
 * y_t = Σ φ_i y_{t−i} + e_t + Σ θ_j e_{t−j}, with its ψ-weights ψ_0…ψ_{count−1}: γ(0…p) from the
 * p+1 equations γ(k) − Σ φ_i γ(|k−i|) = Σ_{j≥k} θ_j ψ_{j−k}, the rest by the AR recursion.
 */
export function armaAutocovariances(
  phi: readonly number[],
  theta: readonly number[],
  count: number,
): { readonly gamma: Float64Array; readonly psi: Float64Array } {
  const p = phi.length;
  const q = theta.length;
  const lags = Math.max(count, p + 1, q + 1);
  const psi = new Float64Array(lags);
  psi[0] = 1;
  for (let j = 1; j < lags; j++) {
    let value = j <= q ? (theta[j - 1] as number) : 0;
    for (let i = 1; i <= Math.min(j, p); i++) value += (phi[i - 1] as number) * (psi[j - i] as number);
    psi[j] = value;
  }
  // b_k = Σ_{j=k}^{q} θ_j ψ_{j−k} with θ_0 = 1: the covariance of y_t's MA part with y_{t−k}.
  const b = new Float64Array(lags);
  for (let k = 0; k <= q; k++) {
    let value = 0;
    for (let j = k; j <= q; j++) value += (j === 0 ? 1 : (theta[j - 1] as number)) * (psi[j - k] as number);
    b[k] = value;
  }
  const gamma = new Float64Array(lags);
  if (p === 0) {
    gamma.set(b);
  } else {
    const size = p + 1;
    const system = new Float64Array(size * size);
    for (let k = 0; k <= p; k++) {
      system[k * size + k] = 1;
      for (let i = 1; i <= p; i++) {
        const at = k * size + Math.abs(k - i);
        system[at] = (system[at] as number) - (phi[i - 1] as number);
      }
      gamma[k] = b[k] as number;
    }
    if (!solveInPlace(system, gamma, size)) gamma.fill(Number.NaN);
    for (let k = p + 1; k < lags; k++) {
      let value = b[k] as number;
      for (let i = 1; i <= p; i++) value += (phi[i - 1] as number) * (gamma[k - i] as number);
      gamma[k] = value;
    }
  }
  return { gamma, psi };
}

/**
 * First column Π e₁ of the stationary state covariance for the state-space form with transition T (φ in
 * the first column, ones above the diagonal) and loading R = (1, θ₁, …, θ_{r−1}): element k ≥ 1 is
 * Cov(y_t, α_t[k]) = Σ_{m=k}^{r−1} (φ_{m+1} γ(m+1−k) + θ_m ψ_{m−k}), element 0 is γ(0). Innovation
 * variance 1.
 */
export function stationaryFirstColumn(phi: readonly number[], theta: readonly number[]): Float64Array {
  const r = stateDimension(phi.length, theta.length);
  const { gamma, psi } = armaAutocovariances(phi, theta, r + 1);
  const column = new Float64Array(r);
  column[0] = gamma[0] as number;
  for (let k = 1; k < r; k++) {
    let value = 0;
    for (let m = k; m < r; m++) {
      if (m < phi.length) value += (phi[m] as number) * (gamma[m + 1 - k] as number);
      if (m <= theta.length) value += (theta[m - 1] as number) * (psi[m - k] as number);
    }
    column[k] = value;
  }
  return column;
}
