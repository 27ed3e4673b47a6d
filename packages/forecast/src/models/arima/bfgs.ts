/**
 * Variable-metric (BFGS) minimisation with central-difference gradients, a port of `vmmin` from R's
 * `optim` (src/appl/optim.c). R's `arima` estimates with exactly this routine, so porting it (rather than
 * using a generic optimiser) keeps our estimates on the same path as the reference implementation; no
 * maintained npm package offers BFGS with R's stopping rules (`fmin` has none and is unmaintained).
 *
 * @module
 */

/** Options mirroring R's `optim(control = ...)` defaults for method "BFGS". */
export interface BfgsOptions {
  /** Iteration limit (R default 100). */
  readonly maxit?: number;
  /** Relative convergence tolerance on the objective (R default 1e-8). */
  readonly reltol?: number;
  /** Step of the central-difference gradient, on the parameter scale (R default 1e-3). */
  readonly ndeps?: number;
}

/** Result of a minimisation: the best point, its value and whether it converged within `maxit`. */
export interface MinimumFound {
  readonly x: number[];
  readonly value: number;
  readonly converged: boolean;
}

function gradient(fn: (x: number[]) => number, x: number[], eps: number): number[] | undefined {
  const g = new Array<number>(x.length);
  const probe = x.slice();
  for (let i = 0; i < x.length; i++) {
    const xi = x[i] as number;
    probe[i] = xi + eps;
    const up = fn(probe);
    probe[i] = xi - eps;
    const down = fn(probe);
    probe[i] = xi;
    if (!Number.isFinite(up) || !Number.isFinite(down)) return undefined;
    g[i] = (up - down) / (2 * eps);
  }
  return g;
}

/** Minimises `fn` from `start`; returns the start itself when the objective cannot be evaluated there. */
export function minimizeBfgs(
  fn: (x: number[]) => number,
  start: readonly number[],
  options: BfgsOptions = {},
): MinimumFound {
  const n = start.length;
  const maxit = options.maxit ?? 100;
  const reltol = options.reltol ?? 1e-8;
  const eps = options.ndeps ?? 1e-3;
  const b = start.slice();
  let f = fn(b);
  if (!Number.isFinite(f) || n === 0) return { x: b, value: f, converged: n === 0 };
  let fmin = f;
  let g = gradient(fn, b, eps);
  if (g === undefined) return { x: b, value: f, converged: false };
  let iter = 1;
  let gradcount = 1;
  let ilast = gradcount;
  const B: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const t = new Array<number>(n).fill(0);
  const X = new Array<number>(n).fill(0);
  const c = new Array<number>(n).fill(0);
  let count = 0;
  do {
    if (ilast === gradcount)
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) (B[i] as number[])[j] = i === j ? 1 : 0;
    for (let i = 0; i < n; i++) {
      X[i] = b[i] as number;
      c[i] = g[i] as number;
    }
    let gradproj = 0;
    for (let i = 0; i < n; i++) {
      let s = 0;
      const Bi = B[i] as number[];
      for (let j = 0; j < n; j++) s -= (Bi[j] as number) * (g[j] as number);
      t[i] = s;
      gradproj += s * (g[i] as number);
    }
    if (gradproj < 0) {
      let steplength = 1;
      let accpoint = false;
      do {
        count = 0;
        for (let i = 0; i < n; i++) {
          b[i] = (X[i] as number) + steplength * (t[i] as number);
          if (10 + (X[i] as number) === 10 + (b[i] as number)) count++;
        }
        if (count < n) {
          f = fn(b);
          accpoint = Number.isFinite(f) && f <= fmin + gradproj * steplength * 1e-4;
          if (!accpoint) steplength *= 0.2;
        }
      } while (!(count === n || accpoint));
      const enough = Math.abs(f - fmin) > reltol * (Math.abs(fmin) + reltol);
      if (!enough) {
        count = n;
        fmin = f;
      }
      if (count < n) {
        fmin = f;
        const next = gradient(fn, b, eps);
        if (next === undefined) return { x: X.slice(), value: fn(X), converged: false };
        g = next;
        gradcount++;
        iter++;
        let D1 = 0;
        for (let i = 0; i < n; i++) {
          t[i] = steplength * (t[i] as number);
          c[i] = (g[i] as number) - (c[i] as number);
          D1 += (t[i] as number) * (c[i] as number);
        }
        if (D1 > 0) {
          let D2 = 0;
          for (let i = 0; i < n; i++) {
            let s = 0;
            const Bi = B[i] as number[];
            for (let j = 0; j < n; j++) s += (Bi[j] as number) * (c[j] as number);
            X[i] = s;
            D2 += s * (c[i] as number);
          }
          D2 = 1 + D2 / D1;
          for (let i = 0; i < n; i++) {
            const Bi = B[i] as number[];
            for (let j = 0; j < n; j++) {
              const ti = t[i] as number;
              const tj = t[j] as number;
              Bi[j] = (Bi[j] as number) + (D2 * ti * tj - (X[i] as number) * tj - ti * (X[j] as number)) / D1;
            }
          }
        } else {
          ilast = gradcount;
        }
      } else if (ilast < gradcount) {
        count = 0;
        ilast = gradcount;
      }
    } else {
      count = 0;
      if (ilast === gradcount) count = n;
      else ilast = gradcount;
    }
    if (iter >= maxit) return { x: b, value: fmin, converged: false };
    if (gradcount - ilast > 2 * n) ilast = gradcount;
  } while (count !== n || ilast !== gradcount);
  return { x: b, value: fmin, converged: true };
}
