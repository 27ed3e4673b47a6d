/**
 * Ordinary least squares and t-based prediction intervals, shared by the regression models.
 * Linear algebra is ml-matrix (QR least squares, inverse); the t quantile is stdlib's, which is
 * accurate in the far tails and for few degrees of freedom where approximations drift.
 *
 * @module
 */
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { inverse, Matrix, solve } from 'ml-matrix';

/** Result of an OLS fit `y = X β + ε`. */
export interface OlsFit {
  /** Coefficients β. */
  readonly coefficients: number[];
  /** (XᵀX)⁻¹, for the variance of predictions. */
  readonly xtxInverse: Matrix;
  /** Residual sum of squares. */
  readonly sse: number;
  /** Residual degrees of freedom (n − p, less any extra estimated quantities). */
  readonly df: number;
  /** Residual variance SSE / df. */
  readonly sigma2: number;
}

/**
 * Fits `y` on the design rows by least squares (QR decomposition).
 *
 * @param extraDf Parameters estimated outside the regression (for example seasonal indices)
 *   that also use up residual degrees of freedom.
 * @throws Error when the design is rank deficient or leaves no residual degrees of freedom.
 */
export function ols(rows: readonly (readonly number[])[], y: readonly number[], extraDf = 0): OlsFit {
  const X = new Matrix(rows.map((r) => [...r]));
  const p = X.columns;
  const df = y.length - p - extraDf;
  if (df < 1)
    throw new Error(
      `${y.length} observations leave no residual degrees of freedom for ${p + extraDf} parameters`,
    );
  const beta = solve(X, Matrix.columnVector([...y]));
  const coefficients = beta.getColumn(0);
  if (!coefficients.every(Number.isFinite)) throw new Error('the design matrix is rank deficient');
  const xtxInverse = inverse(X.transpose().mmul(X));
  let sse = 0;
  for (let i = 0; i < y.length; i++) {
    const e = (y[i] as number) - dot(rows[i] as readonly number[], coefficients);
    sse += e * e;
  }
  return { coefficients, xtxInverse, sse, df, sigma2: sse / df };
}

/** Dot product of two equally long vectors. */
export function dot(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

/** xᵀ M x for a square matrix M. */
export function quadraticForm(x: readonly number[], m: Matrix): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) {
    for (let j = 0; j < x.length; j++) s += (x[i] as number) * m.get(i, j) * (x[j] as number);
  }
  return s;
}

/**
 * Two-sided Student-t quantile for a confidence level in percent: the `t` with
 * P(|T| ≤ t) = level / 100 for `df` degrees of freedom.
 */
export function tCritical(level: number, df: number): number {
  return tQuantile(1 - (1 - level / 100) / 2, df);
}

/**
 * Symmetric prediction intervals `mean ± t(level, df) · se` at every level, in the shape of
 * `SeriesFit.forecast`. `transform` maps each bound afterwards (for example a seasonal factor).
 */
export function tIntervals(
  mean: readonly number[],
  se: readonly number[],
  df: number,
  levels: readonly number[],
  transform: (value: number, step: number) => number = (v) => v,
): { mean: number[]; lower: Record<number, number[]>; upper: Record<number, number[]> } {
  const lower: Record<number, number[]> = {};
  const upper: Record<number, number[]> = {};
  for (const level of levels) {
    const t = tCritical(level, df);
    lower[level] = mean.map((m, h) => transform(m - t * (se[h] as number), h));
    upper[level] = mean.map((m, h) => transform(m + t * (se[h] as number), h));
  }
  return { mean: mean.map((m, h) => transform(m, h)), lower, upper };
}
