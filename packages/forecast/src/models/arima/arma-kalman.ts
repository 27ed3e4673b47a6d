/**
 * Exact Gaussian likelihood of a stationary ARMA process by the Kalman filter, in the state-space form
 * R's `arima` uses (Harvey 1989; Durbin & Koopman 2012): state dimension r = max(p, q+1), transition
 * T with φ in the first column and ones above the diagonal, disturbance loading (1, θ₁, …, θ_{r-1}),
 * observation = first state. The filter starts from the stationary state covariance Π, so the likelihood
 * is exact rather than conditional on pre-sample values.
 *
 * The covariance is propagated by the Chandrasekhar recursions (Morf, Sidhu & Kailath 1974; Herbst 2015)
 * rather than the Riccati equation: for a time-invariant model started at Π, the step P_{t+1} − P_t keeps
 * rank one, P_{t+1} − P_t = M_t W_t W_tᵀ, so each observation costs O(r) instead of O(r²), and Π itself
 * is needed only through its first column. The results are the Riccati filter's to rounding; what made
 * long seasonal series slow (r up to 27 with a seasonal MA near the unit circle, whose filter never
 * settles) is gone.
 *
 * @module
 */
import { stateDimension, stationaryFirstColumn } from './stationary-covariance.js';

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
  const phiFull = new Float64Array(r);
  for (let i = 0; i < p; i++) phiFull[i] = phi[i] as number;
  // h = P_t e₁ (the prediction covariance's first column; F_t = h[0]), starting at Π e₁.
  const h = stationaryFirstColumn(phi, theta);
  let F = h[0] as number;
  if (!(F > 0) || !Number.isFinite(F)) return undefined;
  // P_2 − P_1 = −(T h)(T h)ᵀ / F_1 because Π is stationary: W_1 = T h, M_1 = −1/F_1.
  const W = new Float64Array(r);
  for (let i = 0; i < r - 1; i++) W[i] = (phiFull[i] as number) * F + (h[i + 1] as number);
  W[r - 1] = (phiFull[r - 1] as number) * F;
  let M = -1 / F;
  const a = new Float64Array(r); // predicted state a_{t|t−1}
  let ssq = 0;
  let sumLogF = 0;
  const n = w.length;
  for (let t = 0; t < n - 1; t++) {
    const v = (w[t] as number) - (a[0] as number);
    const gain = v / F;
    ssq += (v * v) / F;
    sumLogF += Math.log(F);
    // One pass per step, each element i reading only elements i and i+1 of the previous values:
    //   a_{t+1} = T (a + h·gain)                       (predict from the filtered state)
    //   h_{t+1} = h + M c W, with c = W[0]              (F_{t+1} = h_{t+1}[0])
    //   W_{t+1} = T (W − h_{t+1} c / F_{t+1}), whose first element is c − F_{t+1}·c/F_{t+1} = 0, so
    //             the φ column of T adds nothing: W_{t+1}[i] = W[i+1] − h_{t+1}[i+1]·c/F_{t+1}
    //   M_{t+1} = M F_{t+1} / F_t
    const c = W[0] as number;
    const mc = M * c;
    const f0 = (a[0] as number) + (h[0] as number) * gain;
    const next = (h[0] as number) + mc * c;
    if (!(next > 0)) return undefined;
    const k = c / next;
    h[0] = next;
    for (let i = 0; i < r - 1; i++) {
      const phiI = phiFull[i] as number;
      const hBelow = (h[i + 1] as number) + mc * (W[i + 1] as number);
      a[i] = phiI * f0 + (a[i + 1] as number) + (h[i + 1] as number) * gain;
      W[i] = (W[i + 1] as number) - hBelow * k;
      h[i + 1] = hBelow;
    }
    a[r - 1] = (phiFull[r - 1] as number) * f0;
    W[r - 1] = 0;
    M = (M * next) / F;
    F = next;
  }
  // The last observation: the filtered state a + h·gain is where forecasts start.
  const filtered = new Float64Array(r);
  if (n > 0) {
    const v = (w[n - 1] as number) - (a[0] as number);
    const gain = v / F;
    ssq += (v * v) / F;
    sumLogF += Math.log(F);
    for (let i = 0; i < r; i++) filtered[i] = (a[i] as number) + (h[i] as number) * gain;
  }
  return { ssq, sumLogF, count: n, state: filtered };
}
