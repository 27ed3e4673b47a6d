import { levenbergMarquardt } from 'ml-levenberg-marquardt';
import { inverse, Matrix } from 'ml-matrix';
import { z } from 'zod';
import { FitFailedError } from '../errors.js';
import { defineForecastModel } from '../model.js';
import { quadraticForm, tIntervals } from './least-squares.js';
import type { SeriesFit } from './series-fit.js';

const ID = 'growth-curve';

/** The two S-shaped curves the model offers. */
export type GrowthCurve = 'logistic' | 'gompertz';

interface Curve {
  /** Value at time t for parameters p. */
  f(p: readonly number[], t: number): number;
  /** Gradient with respect to p. */
  grad(p: readonly number[], t: number): number[];
  names: readonly string[];
  /** Starting points for the optimiser, from the data. */
  starts(y: readonly number[]): number[][];
  describe(p: readonly number[]): string;
}

// Logistic: K / (1 + exp(−r (t − t0))). r < 0 describes a decline from K towards zero.
const logistic: Curve = {
  f: ([K, r, t0], t) => (K as number) / (1 + Math.exp(-(r as number) * (t - (t0 as number)))),
  grad: ([K, r, t0], t) => {
    const e = Math.exp(-(r as number) * (t - (t0 as number)));
    const d = 1 + e;
    return [
      1 / d,
      ((K as number) * (t - (t0 as number)) * e) / (d * d),
      (-(K as number) * (r as number) * e) / (d * d),
    ];
  },
  names: ['asymptote', 'rate', 'midpoint'],
  starts(y) {
    const n = y.length;
    const max = Math.max(...y.map(Math.abs));
    const rising = (y[n - 1] as number) >= (y[0] as number);
    const out: number[][] = [];
    for (const kf of [1.05, 1.5, 3]) {
      for (const rf of [1, 4, 10]) {
        for (const mid of [0, 0.5, 1, 1.5]) out.push([kf * max, ((rising ? 1 : -1) * rf) / n, mid * (n - 1)]);
      }
    }
    return out;
  },
  describe: ([K, r, t0]) => `logistic: ${fmt(K)} / (1 + exp(−${fmt(r)}·(t − ${fmt(t0)})))`,
};

// Gompertz: K · exp(−b · exp(−c t)). c < 0 describes a decline towards zero.
const gompertz: Curve = {
  f: ([K, b, c], t) => (K as number) * Math.exp(-(b as number) * Math.exp(-(c as number) * t)),
  grad: ([K, b, c], t) => {
    const ect = Math.exp(-(c as number) * t);
    const g = Math.exp(-(b as number) * ect);
    return [g, -(K as number) * g * ect, (K as number) * g * (b as number) * t * ect];
  },
  names: ['asymptote', 'displacement', 'rate'],
  starts(y) {
    const n = y.length;
    const max = Math.max(...y.map(Math.abs));
    const rising = (y[n - 1] as number) >= (y[0] as number);
    const out: number[][] = [];
    for (const kf of [1.05, 1.5, 3]) {
      for (const cf of [1, 3, 8]) {
        for (const b of [0.1, 1, 3]) out.push([kf * max, b, ((rising ? 1 : -1) * cf) / n]);
      }
    }
    return out;
  },
  describe: ([K, b, c]) => `gompertz: ${fmt(K)} · exp(−${fmt(b)}·exp(−${fmt(c)}·t))`,
};

const CURVES: Record<GrowthCurve, Curve> = { logistic, gompertz };

function fmt(x: number | undefined): string {
  return Number((x as number).toPrecision(6)).toString();
}

function sse(curve: Curve, p: readonly number[], y: readonly number[]): number {
  let s = 0;
  for (let t = 0; t < y.length; t++) {
    const e = (y[t] as number) - curve.f(p, t);
    s += e * e;
  }
  return s;
}

/**
 * Fits a logistic or Gompertz curve to `y` (t = 0, 1, …) by nonlinear least squares
 * (Levenberg–Marquardt from several data-driven starting points, the best kept). Prediction intervals
 * use the delta method: variance σ²(1 + gᵀ(JᵀJ)⁻¹g), with J the Jacobian at the estimate, g the
 * gradient at the forecast time, σ² = SSE/(n − 3), and t quantiles with n − 3 degrees of freedom,
 * the approximation R's nls-based tools use.
 */
export function fitGrowthCurve(y: readonly number[], kind: GrowthCurve): SeriesFit {
  const curve = CURVES[kind];
  // Scale to unit size so the optimiser's fixed step and damping constants suit any units.
  const scale = Math.max(...y.map(Math.abs)) || 1;
  const ys = y.map((v) => v / scale);
  const x = ys.map((_, t) => t);
  const run = (start: readonly number[], maxIterations: number): { p: number[]; sse: number } | undefined => {
    try {
      const p = levenbergMarquardt({ x, y: ys }, (q) => (t) => curve.f(q, t), {
        initialValues: start,
        maxIterations,
        errorTolerance: 1e-14,
        improvementThreshold: 1e-6,
        jacobianFunction: (q) => (t) => curve.grad(q, t),
      }).parameterValues;
      const s = sse(curve, p, ys);
      return p.every(Number.isFinite) && Number.isFinite(s) ? { p, sse: s } : undefined;
    } catch {
      // A start far from the optimum can make the damped normal equations singular; skip it.
      return undefined;
    }
  };
  // A short run from every start, then a long one from the two most promising: the optimiser spends
  // its whole iteration budget whatever its progress, so polishing every start would be wasted work.
  const coarse = curve
    .starts(ys)
    .map((start) => run(start, 60))
    .filter((r): r is { p: number[]; sse: number } => r !== undefined)
    .sort((u, v) => u.sse - v.sse)
    .slice(0, 2);
  let best: { p: number[]; sse: number } | undefined;
  for (const c of coarse) {
    const r = run(c.p, 500) ?? c;
    if (best === undefined || r.sse < best.sse) best = r;
  }
  if (best === undefined)
    throw new FitFailedError({
      modelId: ID,
      reason: `the ${kind} curve did not converge from any starting point`,
    });
  // Back to the data's units: K scales, the shape parameters do not.
  const p = [(best.p[0] as number) * scale, ...best.p.slice(1)];
  const n = y.length;
  const df = n - 3;
  const residualSse = sse(curve, p, y);
  const sigma2 = residualSse / df;
  const J = new Matrix(x.map((t) => curve.grad(p, t)));
  let jtjInverse: Matrix;
  try {
    jtjInverse = inverse(J.transpose().mmul(J));
  } catch (cause) {
    throw new FitFailedError(
      { modelId: ID, reason: 'the fitted curve is degenerate (parameters not identifiable)' },
      { cause },
    );
  }
  const logLik = -(n / 2) * (Math.log((2 * Math.PI * residualSse) / n) + 1);
  const k = 4;
  const estimates: Record<string, number> = { sigma: Math.sqrt(sigma2), df };
  curve.names.forEach((name, i) => {
    estimates[name] = p[i] as number;
  });
  return {
    description: curve.describe(p),
    aicc: -2 * logLik + 2 * k + (2 * k * (k + 1)) / Math.max(n - k - 1, 1),
    parameters: estimates,
    forecast(horizon, levels) {
      const mean: number[] = [];
      const se: number[] = [];
      for (let h = 1; h <= horizon; h++) {
        const t = n - 1 + h;
        mean.push(curve.f(p, t));
        se.push(Math.sqrt(sigma2 * (1 + quadraticForm(curve.grad(p, t), jtjInverse))));
      }
      return tIntervals(mean, se, df, levels);
    },
  };
}

/** `growth-curve`: logistic or Gompertz S-curve by nonlinear least squares, for emissions approaching a saturation level (or declining towards zero). */
export const growthCurveModel = defineForecastModel({
  id: ID,
  name: 'Growth curve (logistic or Gompertz)',
  type: 'statistical',
  version: '1.0.0',
  description:
    'Fits an S-shaped logistic or Gompertz curve by nonlinear least squares (Levenberg–Marquardt) and extends it; intervals from the residual variance by the delta method.',
  assumptions: [
    'The series follows an S-shaped path towards an asymptote (growth that saturates, or a decline that levels off).',
    'Errors are independent with constant variance.',
  ],
  limitations: [
    'Ignores seasonality; fit it on annual or seasonally adjusted data for best results.',
    'The asymptote is poorly determined until the series has passed its inflection point; intervals can then be very wide.',
    'Intervals are a linear (delta-method) approximation.',
  ],
  parameterSchema: z.object({
    curve: z
      .enum(['logistic', 'gompertz'])
      .default('logistic')
      .describe(
        'logistic: symmetric S-curve; gompertz: S-curve that approaches its asymptote more slowly than it leaves the start.',
      ),
  }),
  minimumLength: () => 6,
  estimate: (series, { curve }) => fitGrowthCurve(series.values, curve),
});
