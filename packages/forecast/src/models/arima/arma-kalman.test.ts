import { describe, expect, it } from 'vitest';
import { toStationaryAr } from './ar-transform.js';
import { armaKalmanFilter } from './arma-kalman.js';
import { expandAr, expandMa } from './polynomial.js';
import { armaAutocovariances, stateDimension, stationaryFirstColumn } from './stationary-covariance.js';

/** Π by iterating Π ← TΠTᵀ + RRᵀ until it stops moving: slow, but independent of the code under test. */
function lyapunovByIteration(phi: readonly number[], theta: readonly number[]): Float64Array {
  const r = stateDimension(phi.length, theta.length);
  const R = Array.from({ length: r }, (_, i) => (i === 0 ? 1 : (theta[i - 1] ?? 0)));
  let P = new Float64Array(r * r);
  for (let iter = 0; iter < 20_000; iter++) {
    const next = new Float64Array(r * r);
    for (let i = 0; i < r; i++)
      for (let j = 0; j < r; j++) {
        const at = (a: number, b: number) => (a < r && b < r ? (P[a * r + b] as number) : 0);
        const pi = phi[i] ?? 0;
        const pj = phi[j] ?? 0;
        next[i * r + j] =
          pi * pj * at(0, 0) +
          pi * at(0, j + 1) +
          pj * at(i + 1, 0) +
          at(i + 1, j + 1) +
          (R[i] as number) * (R[j] as number);
      }
    P = next;
  }
  return P;
}

/** The textbook Riccati-form Kalman filter, O(r²) per step, as the reference for the fast recursions. */
function riccatiFilter(w: readonly number[], phi: readonly number[], theta: readonly number[]) {
  const r = stateDimension(phi.length, theta.length);
  const R = Array.from({ length: r }, (_, i) => (i === 0 ? 1 : (theta[i - 1] ?? 0)));
  const T = (i: number, j: number) => (j === 0 ? (phi[i] ?? 0) : 0) + (j === i + 1 ? 1 : 0);
  let P = lyapunovByIteration(phi, theta);
  let a = new Float64Array(r);
  let ssq = 0;
  let sumLogF = 0;
  let filtered = new Float64Array(r);
  for (let t = 0; t < w.length; t++) {
    const F = P[0] as number;
    const v = (w[t] as number) - (a[0] as number);
    ssq += (v * v) / F;
    sumLogF += Math.log(F);
    filtered = a.map((ai, i) => ai + ((P[i * r] as number) * v) / F);
    const Pf = P.map((pij, k) => pij - ((P[Math.floor(k / r) * r] as number) * (P[k % r] as number)) / F);
    const next = new Float64Array(r * r);
    for (let i = 0; i < r; i++)
      for (let j = 0; j < r; j++) {
        let s = (R[i] as number) * (R[j] as number);
        for (let k = 0; k < r; k++)
          for (let l = 0; l < r; l++) s += T(i, k) * (Pf[k * r + l] as number) * T(j, l);
        next[i * r + j] = s;
      }
    P = next;
    a = new Float64Array(r).map((_, i) => {
      let s = 0;
      for (let k = 0; k < r; k++) s += T(i, k) * (filtered[k] as number);
      return s;
    });
  }
  return { ssq, sumLogF, state: filtered };
}

const series = Array.from({ length: 80 }, (_, t) => Math.sin(t / 2.5) + 0.3 * Math.cos(t * 1.7) + 0.01 * t);

const models = [
  { name: 'AR(1)', ar: [0.6], ma: [], sar: [], sma: [], period: 1 },
  { name: 'ARMA(1,1)', ar: [0.5], ma: [0.4], sar: [], sma: [], period: 1 },
  { name: 'MA(2)', ar: [], ma: [-0.5, 0.3], sar: [], sma: [], period: 1 },
  {
    name: 'ARMA(2,1)(1,1)[4]',
    ar: toStationaryAr([0.8, -0.4]),
    ma: [0.3],
    sar: [-0.5],
    sma: [0.6],
    period: 4,
  },
  {
    name: 'ARMA(1,2)(0,1)[12], MA near the unit circle',
    ar: [0.3],
    ma: [0.2, -0.1],
    sar: [],
    sma: [-0.98],
    period: 12,
  },
] as const;

describe('stationary state covariance', () => {
  it('gives the AR(1) and ARMA(1,1) variances in closed form', () => {
    expect(armaAutocovariances([0.6], [], 1).gamma[0]).toBeCloseTo(1 / (1 - 0.36), 12);
    // ARMA(1,1): γ(0) = (1 + 2φθ + θ²)/(1 − φ²).
    expect(armaAutocovariances([0.5], [0.4], 1).gamma[0]).toBeCloseTo((1 + 0.4 + 0.16) / 0.75, 12);
  });

  it.each(models)('is the first column of the Lyapunov solution for $name', (m) => {
    const phi = expandAr(m.ar, m.sar, m.period);
    const theta = expandMa(m.ma, m.sma, m.period);
    const r = stateDimension(phi.length, theta.length);
    const P = lyapunovByIteration(phi, theta);
    const column = stationaryFirstColumn(phi, theta);
    for (let k = 0; k < r; k++) expect(column[k]).toBeCloseTo(P[k * r] as number, 9);
  });
});

describe('armaKalmanFilter (Chandrasekhar recursions)', () => {
  it.each(models)('gives the Riccati filter’s likelihood and final state for $name', (m) => {
    const phi = expandAr(m.ar, m.sar, m.period);
    const theta = expandMa(m.ma, m.sma, m.period);
    const fast = armaKalmanFilter(series, phi, theta);
    const slow = riccatiFilter(series, phi, theta);
    expect(fast).toBeDefined();
    expect(fast?.count).toBe(series.length);
    expect(fast?.ssq).toBeCloseTo(slow.ssq, 8);
    expect(fast?.sumLogF).toBeCloseTo(slow.sumLogF, 8);
    slow.state.forEach((v, i) => {
      expect(fast?.state[i]).toBeCloseTo(v, 8);
    });
  });

  it('refuses a model whose AR part is not stationary', () => {
    expect(armaKalmanFilter(series, [1.2], [])).toBeUndefined();
  });
});
