/**
 * Nelder–Mead simplex minimisation, a port of `nmmin` from R's `optim` (src/appl/optim.c), which R's
 * `forecast::ets` uses to maximise the likelihood. Porting R's routine (its simplex construction,
 * shrink rule and relative-tolerance stop) keeps the search on the reference implementation's path; the
 * npm `fmin` package has no maintained release and a different stopping rule.
 *
 * @module
 */

/** Options mirroring R's `optim(method = "Nelder-Mead")` controls. */
export interface NelderMeadOptions {
  /** Function evaluations allowed (R's ets uses 2000). */
  readonly maxit?: number;
  /** Relative convergence tolerance (R default 1e-8). */
  readonly reltol?: number;
}

/** Best vertex found, its value and whether the simplex converged. */
export interface SimplexMinimum {
  readonly x: number[];
  readonly value: number;
  readonly converged: boolean;
}

const BIG = 1.0e35;

/** Minimises `fn` from `start`; non-finite values count as a very large objective, as in R. */
export function minimizeNelderMead(
  fn: (x: number[]) => number,
  start: readonly number[],
  options: NelderMeadOptions = {},
): SimplexMinimum {
  const n = start.length;
  const maxit = options.maxit ?? 500;
  const reltol = options.reltol ?? 1e-8;
  const evaluate = (x: number[]): number => {
    const v = fn(x);
    return Number.isFinite(v) ? v : BIG;
  };
  const first = fn(start.slice());
  if (!Number.isFinite(first)) throw new Error('[ctp] function cannot be evaluated at initial parameters');
  if (n === 0) return { x: [], value: first, converged: true };
  const convtol = reltol * (Math.abs(first) + reltol);
  // Vertices as columns: points[j] is a vertex, values[j] its objective.
  const points: number[][] = [start.slice()];
  const values: number[] = [first];
  let step = 0;
  for (const v of start) step = Math.max(step, 0.1 * Math.abs(v));
  if (step === 0) step = 0.1;
  let size = 0;
  for (let j = 1; j <= n; j++) {
    const vertex = start.slice();
    let trystep = step;
    while (vertex[j - 1] === start[j - 1]) {
      vertex[j - 1] = (start[j - 1] as number) + trystep;
      trystep *= 10;
    }
    size += trystep;
    points.push(vertex);
    values.push(Number.NaN);
  }
  let oldsize = size;
  let calcvert = true;
  let funcount = 1;
  let L = 0;
  let converged = false;
  for (;;) {
    if (calcvert) {
      for (let j = 0; j <= n; j++) {
        if (j === L) continue;
        values[j] = evaluate(points[j] as number[]);
        funcount++;
      }
      calcvert = false;
    }
    let VL = values[L] as number;
    let VH = VL;
    let H = L;
    for (let j = 0; j <= n; j++) {
      const f = values[j] as number;
      if (f < VL) {
        L = j;
        VL = f;
      }
      if (f > VH) {
        H = j;
        VH = f;
      }
    }
    if (VH <= VL + convtol) {
      converged = true;
      break;
    }
    if (funcount > maxit) break;
    const centroid = new Array<number>(n).fill(0);
    for (let j = 0; j <= n; j++) {
      if (j === H) continue;
      const pj = points[j] as number[];
      for (let i = 0; i < n; i++) centroid[i] = (centroid[i] as number) + (pj[i] as number) / n;
    }
    const high = points[H] as number[];
    const reflected = centroid.map((c, i) => 2 * c - (high[i] as number));
    const VR = evaluate(reflected);
    funcount++;
    if (VR < VL) {
      const extended = reflected.map((r, i) => 2 * r - (centroid[i] as number));
      const VE = evaluate(extended);
      funcount++;
      points[H] = VE < VR ? extended : reflected;
      values[H] = Math.min(VE, VR);
    } else {
      if (VR < VH) {
        points[H] = reflected;
        values[H] = VR;
      }
      const current = points[H] as number[];
      const contracted = current.map((v, i) => 0.5 * v + 0.5 * (centroid[i] as number));
      const VC = evaluate(contracted);
      funcount++;
      if (VC < (values[H] as number)) {
        points[H] = contracted;
        values[H] = VC;
      } else if (VR >= VH) {
        // Shrink towards the best vertex; give up when the simplex no longer gets smaller.
        calcvert = true;
        size = 0;
        const best = points[L] as number[];
        for (let j = 0; j <= n; j++) {
          if (j === L) continue;
          const pj = points[j] as number[];
          for (let i = 0; i < n; i++) {
            pj[i] = 0.5 * ((pj[i] as number) - (best[i] as number)) + (best[i] as number);
            size += Math.abs((pj[i] as number) - (best[i] as number));
          }
        }
        if (size < oldsize) oldsize = size;
        else break;
      }
    }
  }
  return { x: (points[L] as number[]).slice(), value: values[L] as number, converged };
}
