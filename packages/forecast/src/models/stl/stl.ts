/**
 * Seasonal-trend decomposition by Loess (Cleveland, Cleveland, McRae & Terpenning 1990), a line-by-line
 * port of the Fortran behind R's `stats::stl` (netlib `stl`, as shipped in R's src/library/stats).
 * Arrays inside are 1-based as in the Fortran (index 0 unused), so the port can be read beside it.
 *
 * @module
 */

/** Options as R's `stl()` names them; windows default as R does. */
export interface StlOptions {
  /** Seasonal period (≥ 2). */
  readonly period: number;
  /** Seasonal smoothing window (odd, ≥ 3), or `periodic`. */
  readonly sWindow: number | 'periodic';
  readonly sDegree?: 0 | 1;
  readonly tWindow?: number;
  readonly tDegree?: 0 | 1;
  readonly lWindow?: number;
  readonly lDegree?: 0 | 1;
  /** Robust fitting (inner 1, outer 15 loops, as R), default false (inner 2, outer 0). */
  readonly robust?: boolean;
}

/** The three components, each as long as the series; `seasonal + trend + remainder` is the series. */
export interface StlDecomposition {
  readonly seasonal: number[];
  readonly trend: number[];
  readonly remainder: number[];
  /** Windows actually used (after R's defaults). */
  readonly windows: { readonly s: number; readonly t: number; readonly l: number };
}

const nextOdd = (x: number): number => {
  const r = Math.round(x);
  return r % 2 === 0 ? r + 1 : r;
};

/**
 * Decomposes `y` as R's `stl(ts(y, frequency = period), s.window, …)`.
 *
 * @throws RangeError for a period below 2 or fewer than two full periods.
 */
export function stl(y: readonly number[], options: StlOptions): StlDecomposition {
  const n = y.length;
  const np = options.period;
  if (!(Number.isInteger(np) && np >= 2)) throw new RangeError(`[ctp] stl needs a period ≥ 2, got ${np}`);
  if (n <= 2 * np) throw new RangeError(`[ctp] stl needs more than two periods (${2 * np}), got ${n}`);
  const periodic = options.sWindow === 'periodic';
  const sWindow = periodic ? 10 * n + 1 : (options.sWindow as number);
  const sDegree = periodic ? 0 : (options.sDegree ?? 0);
  const tWindow = options.tWindow ?? nextOdd(Math.ceil((1.5 * np) / (1 - 1.5 / sWindow)));
  const tDegree = options.tDegree ?? 1;
  const lWindow = options.lWindow ?? nextOdd(np);
  const lDegree = options.lDegree ?? tDegree;
  const robust = options.robust ?? false;
  const inner = robust ? 1 : 2;
  const outer = robust ? 15 : 0;
  const sJump = Math.ceil(sWindow / 10);
  const tJump = Math.ceil(tWindow / 10);
  const lJump = Math.ceil(lWindow / 10);

  const yy = [0, ...y];
  const rw = new Float64Array(n + 1);
  const season = new Float64Array(n + 1);
  const trend = new Float64Array(n + 1);
  const work = Array.from({ length: 6 }, () => new Float64Array(n + 2 * np + 1));
  let ns = Math.max(3, sWindow);
  let nt = Math.max(3, tWindow);
  let nl = Math.max(3, lWindow);
  const newnp = Math.max(2, np);
  if (ns % 2 === 0) ns++;
  if (nt % 2 === 0) nt++;
  if (nl % 2 === 0) nl++;
  let userw = false;
  for (let k = 0; ; k++) {
    stlstp(
      yy,
      n,
      newnp,
      ns,
      nt,
      nl,
      sDegree,
      tDegree,
      lDegree,
      sJump,
      tJump,
      lJump,
      inner,
      userw,
      rw,
      season,
      trend,
      work,
    );
    if (k + 1 > outer) break;
    const fit = work[1] as Float64Array;
    for (let i = 1; i <= n; i++) fit[i] = (trend[i] as number) + (season[i] as number);
    robustnessWeights(yy, n, fit, rw);
    userw = true;
  }
  let seasonal = Array.from(season.subarray(1));
  if (periodic) {
    // R makes the seasonal part exactly periodic: the mean of each cycle position.
    const sums = new Array<number>(np).fill(0);
    const counts = new Array<number>(np).fill(0);
    seasonal.forEach((s, i) => {
      sums[i % np] = (sums[i % np] as number) + s;
      counts[i % np] = (counts[i % np] as number) + 1;
    });
    seasonal = seasonal.map((_, i) => (sums[i % np] as number) / (counts[i % np] as number));
  }
  const trendOut = Array.from(trend.subarray(1));
  return {
    seasonal,
    trend: trendOut,
    remainder: y.map((v, i) => v - (seasonal[i] as number) - (trendOut[i] as number)),
    windows: { s: sWindow, t: tWindow, l: lWindow },
  };
}

function robustnessWeights(y: ArrayLike<number>, n: number, fit: Float64Array, rw: Float64Array): void {
  const r = new Float64Array(n);
  for (let i = 1; i <= n; i++) r[i - 1] = Math.abs((y[i] as number) - (fit[i] as number));
  const sorted = Array.from(r).sort((a, b) => a - b);
  const mid1 = Math.floor(n / 2) + 1;
  const mid2 = n - mid1 + 1;
  const cmad = 3 * ((sorted[mid1 - 1] as number) + (sorted[mid2 - 1] as number));
  const c9 = 0.999 * cmad;
  const c1 = 0.001 * cmad;
  for (let i = 1; i <= n; i++) {
    const d = r[i - 1] as number;
    rw[i] = d <= c1 ? 1 : d <= c9 ? (1 - (d / cmad) ** 2) ** 2 : 0;
  }
}

function stlstp(
  y: ArrayLike<number>,
  n: number,
  np: number,
  ns: number,
  nt: number,
  nl: number,
  isdeg: number,
  itdeg: number,
  ildeg: number,
  nsjump: number,
  ntjump: number,
  nljump: number,
  ni: number,
  userw: boolean,
  rw: Float64Array,
  season: Float64Array,
  trend: Float64Array,
  work: Float64Array[],
): void {
  const [, w1, w2, w3, w4, w5] = work as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  for (let j = 1; j <= ni; j++) {
    for (let i = 1; i <= n; i++) w1[i] = (y[i] as number) - (trend[i] as number);
    stlss(w1, n, np, ns, isdeg, nsjump, userw, rw, w2, w3, w4, w5);
    stlfts(w2, n + 2 * np, np, w3, w1);
    stless(w3, 0, n, nl, ildeg, nljump, false, w4, w1, 0, w5);
    for (let i = 1; i <= n; i++) season[i] = (w2[np + i] as number) - (w1[i] as number);
    for (let i = 1; i <= n; i++) w1[i] = (y[i] as number) - (season[i] as number);
    stless(w1, 0, n, nt, itdeg, ntjump, userw, rw, trend, 0, w3);
  }
}

/** Moving average of length `len` over x[1..n] into ave[1..n−len+1]. */
function stlma(x: Float64Array, n: number, len: number, ave: Float64Array): void {
  const newn = n - len + 1;
  let v = 0;
  for (let i = 1; i <= len; i++) v += x[i] as number;
  ave[1] = v / len;
  let k = len;
  let m = 0;
  for (let j = 2; j <= newn; j++) {
    k++;
    m++;
    v = v - (x[m] as number) + (x[k] as number);
    ave[j] = v / len;
  }
}

function stlfts(x: Float64Array, n: number, np: number, trend: Float64Array, work: Float64Array): void {
  stlma(x, n, np, trend);
  stlma(trend, n - np + 1, np, work);
  stlma(work, n - 2 * np + 2, 3, trend);
}

/** Smooths each cycle-subseries and extends it one cycle at each end: season[1..n+2np]. */
function stlss(
  y: Float64Array,
  n: number,
  np: number,
  ns: number,
  isdeg: number,
  nsjump: number,
  userw: boolean,
  rw: Float64Array,
  season: Float64Array,
  work1: Float64Array,
  work2: Float64Array,
  work3: Float64Array,
): void {
  const work4 = new Float64Array(n + 2 * np + 1);
  for (let j = 1; j <= np; j++) {
    const k = Math.floor((n - j) / np) + 1;
    for (let i = 1; i <= k; i++) work1[i] = y[(i - 1) * np + j] as number;
    if (userw) for (let i = 1; i <= k; i++) work3[i] = rw[(i - 1) * np + j] as number;
    // ys written from work2(2): offset 1.
    stless(work1, 0, k, ns, isdeg, nsjump, userw, work3, work2, 1, work4);
    const nright = Math.min(ns, k);
    const left = stlest(work1, k, ns, isdeg, 0, 1, nright, work4, userw, work3);
    work2[1] = left ?? (work2[2] as number);
    const nleft = Math.max(1, k - ns + 1);
    const right = stlest(work1, k, ns, isdeg, k + 1, nleft, k, work4, userw, work3);
    work2[k + 2] = right ?? (work2[k + 1] as number);
    for (let m = 1; m <= k + 2; m++) season[(m - 1) * np + j] = work2[m] as number;
  }
}

/**
 * Loess smoothing of y[1..n] into ys[1+offset..n+offset], evaluating every `njump`-th point and
 * interpolating linearly between them.
 */
function stless(
  y: Float64Array,
  _yOffset: 0,
  n: number,
  len: number,
  ideg: number,
  njump: number,
  userw: boolean,
  rw: Float64Array,
  ysArray: Float64Array,
  offset: number,
  res: Float64Array,
): void {
  const ys = (i: number) => ysArray[i + offset] as number;
  const set = (i: number, v: number) => {
    ysArray[i + offset] = v;
  };
  if (n < 2) {
    set(1, y[1] as number);
    return;
  }
  const newnj = Math.min(njump, n - 1);
  let nleft = 1;
  let nright = n;
  const estimate = (i: number) => {
    const v = stlest(y, n, len, ideg, i, nleft, nright, res, userw, rw);
    set(i, v ?? (y[i] as number));
  };
  if (len >= n) {
    nleft = 1;
    nright = n;
    for (let i = 1; i <= n; i += newnj) estimate(i);
  } else if (newnj === 1) {
    const nsh = Math.floor((len + 1) / 2);
    nleft = 1;
    nright = len;
    for (let i = 1; i <= n; i++) {
      if (i > nsh && nright !== n) {
        nleft++;
        nright++;
      }
      estimate(i);
    }
  } else {
    const nsh = Math.floor((len + 1) / 2);
    for (let i = 1; i <= n; i += newnj) {
      if (i < nsh) {
        nleft = 1;
        nright = len;
      } else if (i >= n - nsh + 1) {
        nleft = n - len + 1;
        nright = n;
      } else {
        nleft = i - nsh + 1;
        nright = len + i - nsh;
      }
      estimate(i);
    }
  }
  if (newnj !== 1) {
    for (let i = 1; i <= n - newnj; i += newnj) {
      const delta = (ys(i + newnj) - ys(i)) / newnj;
      for (let j = i + 1; j <= i + newnj - 1; j++) set(j, ys(i) + delta * (j - i));
    }
    const k = Math.floor((n - 1) / newnj) * newnj + 1;
    if (k !== n) {
      estimate(n);
      if (k !== n - 1) {
        const delta = (ys(n) - ys(k)) / (n - k);
        for (let j = k + 1; j <= n - 1; j++) set(j, ys(k) + delta * (j - k));
      }
    }
  }
}

/** Local (tricube-weighted) constant or line fitted on y[nleft..nright], evaluated at xs; undefined when all weights vanish. */
function stlest(
  y: Float64Array,
  n: number,
  len: number,
  ideg: number,
  xs: number,
  nleft: number,
  nright: number,
  w: Float64Array,
  userw: boolean,
  rw: Float64Array,
): number | undefined {
  const range = n - 1;
  let h = Math.max(xs - nleft, nright - xs);
  if (len > n) h += Math.trunc((len - n) / 2);
  const h9 = 0.999 * h;
  const h1 = 0.001 * h;
  let a = 0;
  for (let j = nleft; j <= nright; j++) {
    w[j] = 0;
    const r = Math.abs(j - xs);
    if (r <= h9) {
      w[j] = r <= h1 ? 1 : (1 - (r / h) ** 3) ** 3;
      if (userw) w[j] = (rw[j] as number) * (w[j] as number);
      a += w[j] as number;
    }
  }
  if (a <= 0) return undefined;
  for (let j = nleft; j <= nright; j++) w[j] = (w[j] as number) / a;
  if (h > 0 && ideg > 0) {
    a = 0;
    for (let j = nleft; j <= nright; j++) a += (w[j] as number) * j;
    let b = xs - a;
    let c = 0;
    for (let j = nleft; j <= nright; j++) c += (w[j] as number) * (j - a) ** 2;
    if (Math.sqrt(c) > 0.001 * range) {
      b /= c;
      for (let j = nleft; j <= nright; j++) w[j] = (w[j] as number) * (b * (j - a) + 1);
    }
  }
  let ys = 0;
  for (let j = nleft; j <= nright; j++) ys += (w[j] as number) * (y[j] as number);
  return ys;
}
