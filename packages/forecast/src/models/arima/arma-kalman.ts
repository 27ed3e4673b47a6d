/**
 * Exact Gaussian likelihood of a stationary ARMA process by the Kalman filter, in the state-space form
 * R's `arima` uses (Harvey 1989; Durbin & Koopman 2012): state dimension r = max(p, q+1), transition
 * T with φ in the first column and ones above the diagonal, disturbance loading (1, θ₁, …, θ_{r-1}),
 * observation = first state. The filter starts from the stationary state covariance, so the likelihood
 * is exact rather than conditional on pre-sample values.
 *
 * @module
 */
import { stateDimension, stationaryCovariance } from './stationary-covariance.js';

/** Result of one filter pass, in units where the innovation variance is 1 (σ² is concentrated out). */
export interface KalmanPass {
  /** Σ v_t² / F_t: the weighted sum of squared one-step prediction errors. */
  readonly ssq: number;
  /** Σ log F_t. */
  readonly sumLogF: number;
  /** Observations used. */
  readonly count: number;
  /** Filtered state after the last observation, from which forecasts start. */
  readonly state: Float64Array;
  /** Standardised one-step residuals v_t / √F_t. */
  readonly residuals: Float64Array;
}

/**
 * Runs the Kalman filter over a demeaned stationary series `w` for the ARMA model (full, expanded φ and
 * θ). Returns undefined when a prediction variance is not positive (a degenerate model).
 */
export function armaKalmanFilter(
  w: ArrayLike<number>,
  phi: readonly number[],
  theta: readonly number[],
): KalmanPass | undefined {
  const p = phi.length;
  const r = stateDimension(p, theta.length);
  // Zero-padded φ and the constant R Rᵀ, so the inner loops have no branches.
  const phiFull = new Float64Array(r);
  for (let i = 0; i < p; i++) phiFull[i] = phi[i] as number;
  const loading = new Float64Array(r);
  loading[0] = 1;
  for (let i = 1; i < r; i++) loading[i] = theta[i - 1] ?? 0;
  const RR = new Float64Array(r * r);
  for (let i = 0; i < r; i++)
    for (let j = 0; j < r; j++) RR[i * r + j] = (loading[i] as number) * (loading[j] as number);
  const P = stationaryCovariance(phi, theta);
  const Pnew = new Float64Array(r * r);
  const M = new Float64Array(r * r);
  const a = new Float64Array(r);
  const anew = new Float64Array(r);
  const residuals = new Float64Array(w.length);
  let ssq = 0;
  let sumLogF = 0;
  let steady = false;
  let lastF = Number.NaN;
  let stableSteps = 0;
  for (let t = 0; t < w.length; t++) {
    // Predict: anew = T a; Pnew = T P Tᵀ + R Rᵀ (P is already the prior for t = 0).
    const a0 = a[0] as number;
    for (let i = 0; i < r - 1; i++) anew[i] = (a[i + 1] as number) + (phiFull[i] as number) * a0;
    anew[r - 1] = (phiFull[r - 1] as number) * a0;
    if (t === 0) {
      Pnew.set(P);
    } else if (!steady) {
      // M = T P: row i is φ_i·(row 0 of P) + row i+1 of P.
      for (let i = 0; i < r; i++) {
        const f = phiFull[i] as number;
        const row = i * r;
        if (i + 1 < r) {
          const below = (i + 1) * r;
          for (let j = 0; j < r; j++) M[row + j] = f * (P[j] as number) + (P[below + j] as number);
        } else {
          for (let j = 0; j < r; j++) M[row + j] = f * (P[j] as number);
        }
      }
      // Pnew = M Tᵀ + R Rᵀ, symmetric: fill the upper triangle and mirror it.
      for (let i = 0; i < r; i++) {
        const row = i * r;
        const mi0 = M[row] as number;
        for (let j = i; j < r - 1; j++) {
          const value = (phiFull[j] as number) * mi0 + (M[row + j + 1] as number) + (RR[row + j] as number);
          Pnew[row + j] = value;
          Pnew[j * r + i] = value;
        }
        const last = (phiFull[r - 1] as number) * mi0 + (RR[row + r - 1] as number);
        Pnew[row + r - 1] = last;
        Pnew[(r - 1) * r + i] = last;
      }
    }
    const F = Pnew[0] as number;
    if (!(F > 0)) return undefined;
    const v = (w[t] as number) - (anew[0] as number);
    const gain = v / F;
    for (let i = 0; i < r; i++) a[i] = (anew[i] as number) + (Pnew[i * r] as number) * gain;
    if (!steady) {
      for (let i = 0; i < r; i++) {
        const ki = (Pnew[i * r] as number) / F;
        const row = i * r;
        for (let j = i; j < r; j++) {
          const value = (Pnew[row + j] as number) - ki * (Pnew[j * r] as number);
          P[row + j] = value;
          P[j * r + i] = value;
        }
      }
      // Once the prediction variance has not moved for r steps, the filter is in its steady state
      // (as R's KalmanLike `fast` mode assumes): the gain is reused and P is no longer propagated.
      stableSteps = Math.abs(F - lastF) < 1e-12 * F ? stableSteps + 1 : 0;
      if (stableSteps > r) steady = true;
      lastF = F;
    }
    ssq += (v * v) / F;
    sumLogF += Math.log(F);
    residuals[t] = v / Math.sqrt(F);
  }
  return { ssq, sumLogF, count: w.length, state: a, residuals };
}
