/**
 * How many differences a series needs, as R's forecast package decides it: seasonal differencing when
 * the seasonal strength of a decomposition exceeds 0.64 (`nsdiffs(test = "seas")`, Wang, Smith &
 * Hyndman 2006), then first differences while the KPSS level-stationarity test rejects at 5%
 * (`ndiffs(test = "kpss")`, Kwiatkowski et al. 1992). The seasonal strength uses a classical
 * moving-average decomposition where R uses STL; both estimate the same quantity.
 *
 * @module
 */

/** 5% critical value of the KPSS level-stationarity statistic (Kwiatkowski et al. 1992, table 1). */
const KPSS_CRITICAL_5 = 0.463;

function mean(x: readonly number[]): number {
  return x.reduce((s, v) => s + v, 0) / x.length;
}

function variance(x: readonly number[]): number {
  const m = mean(x);
  return x.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, x.length - 1);
}

/** True when every value equals the first. */
export function isConstant(x: readonly number[]): boolean {
  return x.every((v) => v === x[0]);
}

/** KPSS statistic for level stationarity with R forecast's lag truncation ⌊3√n/13⌋ and Bartlett weights. */
export function kpssStatistic(x: readonly number[]): number {
  const n = x.length;
  const m = mean(x);
  const e = x.map((v) => v - m);
  let cumulative = 0;
  let eta = 0;
  for (const v of e) {
    cumulative += v;
    eta += cumulative * cumulative;
  }
  eta /= n * n;
  let s2 = e.reduce((s, v) => s + v * v, 0) / n;
  const lags = Math.trunc((3 * Math.sqrt(n)) / 13);
  for (let i = 1; i <= lags; i++) {
    let cov = 0;
    for (let t = i; t < n; t++) cov += (e[t] as number) * (e[t - i] as number);
    s2 += (2 * (1 - i / (lags + 1)) * cov) / n;
  }
  return eta / s2;
}

/** Number of first differences (0..maxD) after which KPSS no longer rejects level stationarity at 5%. */
export function firstDifferencesNeeded(x: readonly number[], maxD = 2): number {
  let series = x.slice();
  let d = 0;
  if (series.length < 3 || isConstant(series)) return 0;
  while (d < maxD && kpssStatistic(series) > KPSS_CRITICAL_5) {
    d++;
    series = series.slice(1).map((v, t) => v - (series[t] as number));
    if (series.length < 3 || isConstant(series)) return d;
  }
  return d;
}

/**
 * Local tricube-weighted mean over the `span` nearest points (STL's degree-0 loess for the seasonal
 * sub-series), so the seasonal pattern may evolve over the years as in R's `mstl`.
 */
function localMean(values: readonly number[], span: number): number[] {
  const n = values.length;
  return values.map((_, i) => {
    const distances = values.map((__, j) => Math.abs(i - j)).sort((a, b) => a - b);
    const h =
      span <= n
        ? (distances[span - 1] as number) + 1e-9
        : (distances[n - 1] as number) + Math.floor((span - n) / 2) + 1e-9;
    let sw = 0;
    let sv = 0;
    values.forEach((v, j) => {
      const u = Math.abs(i - j) / Math.max(h, 1);
      if (u >= 1) return;
      const w = (1 - u ** 3) ** 3;
      sw += w;
      sv += w * v;
    });
    return sv / sw;
  });
}

/**
 * Seasonal strength max(0, 1 − var(remainder)/var(seasonal + remainder)) of an additive decomposition:
 * centred moving-average trend, then each seasonal sub-series of the detrended values smoothed by a local
 * mean over 11 years (the seasonal window of R's `mstl`), centred to sum to zero over a cycle.
 */
export function seasonalStrength(x: readonly number[], period: number): number {
  const n = x.length;
  const half = Math.floor(period / 2);
  const detrended: Array<number | undefined> = new Array(n).fill(undefined);
  for (let t = half; t < n - half; t++) {
    let s = 0;
    if (period % 2 === 0) {
      s = 0.5 * ((x[t - half] as number) + (x[t + half] as number));
      for (let k = -half + 1; k < half; k++) s += x[t + k] as number;
    } else {
      for (let k = -half; k <= half; k++) s += x[t + k] as number;
    }
    detrended[t] = (x[t] as number) - s / period;
  }
  const seasonal: Array<number | undefined> = new Array(n).fill(undefined);
  for (let k = 0; k < period; k++) {
    const index: number[] = [];
    for (let t = k; t < n; t += period) if (detrended[t] !== undefined) index.push(t);
    const smooth = localMean(
      index.map((t) => detrended[t] as number),
      11,
    );
    index.forEach((t, i) => {
      seasonal[t] = smooth[i];
    });
  }
  const seasonalPlusRemainder: number[] = [];
  const remainder: number[] = [];
  for (let t = half; t < n - half; t++) {
    // Centre the seasonal component by its moving average over one cycle, as STL's low-pass step does.
    let centre = 0;
    let count = 0;
    for (let k = Math.max(half, t - half); k <= Math.min(n - half - 1, t + half); k++) {
      centre += seasonal[k] as number;
      count++;
    }
    const s = (seasonal[t] as number) - centre / count;
    seasonalPlusRemainder.push(detrended[t] as number);
    remainder.push((detrended[t] as number) - s);
  }
  const total = variance(seasonalPlusRemainder);
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(1, 1 - variance(remainder) / total));
}

/** Seasonal differences (0 or 1) by the seasonal-strength rule; 0 when fewer than two full years exist. */
export function seasonalDifferencesNeeded(x: readonly number[], period: number): number {
  if (period < 2 || x.length < 2 * period || isConstant(x)) return 0;
  return seasonalStrength(x, period) > 0.64 ? 1 : 0;
}
