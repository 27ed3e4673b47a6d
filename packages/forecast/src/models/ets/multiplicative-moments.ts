/**
 * Analytic forecast means and variances of the multiplicative-error ETS classes (Hyndman, Koehler, Ord
 * & Snyder 2008, ch. 6; the classes R forecast's `forecast.ets` computes analytically):
 * class 2, multiplicative error with no multiplicative season, from the linear class's impulse weights;
 * class 3, multiplicative error and season, from the moment recursions of the level/trend ⊗ season state.
 *
 * @module
 */
import { Matrix } from 'ml-matrix';
import type { EtsSmoothing, EtsSpec, EtsState } from './ets-recursions.js';

/** Forecast means and variances for h = 1..horizon. */
export interface ForecastMoments {
  readonly mean: number[];
  readonly variance: number[];
}

/**
 * Class 2: θ₁ = μ₁², θ_j = μ_j² + σ² Σ_{i<j} c_i² θ_{j−i}, variance (1 + σ²)θ_j − μ_j², where μ are the
 * point forecasts and c the impulse weights of the same model with additive errors.
 */
export function classTwoMoments(
  mean: readonly number[],
  impulse: readonly number[],
  sigma2: number,
): ForecastMoments {
  const theta: number[] = [];
  mean.forEach((mu, j) => {
    let t = mu * mu;
    for (let i = 1; i <= j; i++) t += sigma2 * (impulse[i - 1] as number) ** 2 * (theta[j - i] as number);
    theta.push(t);
  });
  return { mean: mean.slice(), variance: theta.map((t, j) => (1 + sigma2) * t - (mean[j] as number) ** 2) };
}

/**
 * Class 3: the level/trend vector x₁ and the seasons x₂ evolve as x₁F₁ᵀ + G₁x₁e and F₂x₂ + G₂x₂e; the
 * moments of M = x₁x₂ᵀ give the mean H₁MH₂ᵀ and the variance. The damped trend enters as
 * H₁ = (1, φ), F₁ = [[1, φ], [0, φ]], G₁ = [[α, αφ], [β, βφ]], the model's own equations (R's
 * `class3` uses 1 where φ stands in the level row, which only agrees for an undamped trend).
 */
export function classThreeMoments(
  spec: EtsSpec,
  sm: EtsSmoothing,
  state: EtsState,
  sigma2: number,
  horizon: number,
): ForecastMoments {
  const m = spec.period;
  const hasTrend = spec.trend !== 'N';
  const phi = spec.trend === 'Ad' ? sm.phi : 1;
  const H1 = hasTrend ? new Matrix([[1, phi]]) : new Matrix([[1]]);
  const F1 = hasTrend
    ? new Matrix([
        [1, phi],
        [0, phi],
      ])
    : new Matrix([[1]]);
  const G1 = hasTrend
    ? new Matrix([
        [sm.alpha, sm.alpha * phi],
        [sm.beta, sm.beta * phi],
      ])
    : new Matrix([[sm.alpha]]);
  const H2 = Matrix.zeros(1, m);
  H2.set(0, m - 1, 1);
  const F2 = Matrix.zeros(m, m);
  F2.set(0, m - 1, 1);
  for (let i = 1; i < m; i++) F2.set(i, i - 1, 1);
  const G2 = Matrix.zeros(m, m);
  G2.set(0, m - 1, sm.gamma);
  const x1 = hasTrend ? Matrix.columnVector([state.level, state.slope]) : Matrix.columnVector([state.level]);
  let M = x1.mmul(Matrix.rowVector(state.seasons));
  const size = M.rows * M.columns;
  let V = Matrix.zeros(size, size);
  const H21 = H2.kroneckerProduct(H1);
  const F21 = F2.kroneckerProduct(F1);
  const G21 = G2.kroneckerProduct(G1);
  const K = G2.kroneckerProduct(F1).add(F2.kroneckerProduct(G1));
  const mean: number[] = [];
  const variance: number[] = [];
  for (let h = 0; h < horizon; h++) {
    const mu = H1.mmul(M).mmul(H2.transpose()).get(0, 0);
    mean.push(mu);
    variance.push((1 + sigma2) * H21.mmul(V).mmul(H21.transpose()).get(0, 0) + sigma2 * mu * mu);
    // vec(M) column by column, matching the Kronecker identities vec(AMBᵀ) = (B ⊗ A) vec(M).
    const vec = Matrix.columnVector(
      Array.from({ length: size }, (_, k) => M.get(k % M.rows, Math.floor(k / M.rows))),
    );
    const outer = vec.mmul(vec.transpose());
    const next = F21.mmul(V).mmul(F21.transpose());
    const cross = F21.mmul(V).mmul(G21.transpose()).add(G21.mmul(V).mmul(F21.transpose()));
    const kTerm = K.mmul(V.clone().add(outer)).mmul(K.transpose());
    const gTerm = G21.mmul(V.clone().mul(3).add(outer.clone().mul(2)))
      .mmul(G21.transpose())
      .mul(sigma2);
    V = next.add(cross.add(kTerm).add(gTerm).mul(sigma2));
    M = F1.mmul(M).mmul(F2.transpose()).add(G1.mmul(M).mmul(G2.transpose()).mul(sigma2));
  }
  return { mean, variance };
}
