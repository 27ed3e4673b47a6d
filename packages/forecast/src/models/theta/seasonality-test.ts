/**
 * The seasonality test R's `forecast::thetaf` applies before deciding to seasonally adjust: the
 * autocorrelation at the seasonal lag against its standard error under Bartlett's formula, one-sided
 * at 90% (Assimakopoulos & Nikolopoulos 2000; Hyndman & Billah 2003).
 *
 * @module
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** Sample autocorrelations at lags 1..maxLag, as R's `acf` (mean removed, divided by the lag-0 sum). */
export function autocorrelations(y: readonly number[], maxLag: number): number[] {
  const n = y.length;
  const mean = y.reduce((a, b) => a + b, 0) / n;
  let c0 = 0;
  for (const v of y) c0 += (v - mean) * (v - mean);
  const out: number[] = [];
  for (let k = 1; k <= maxLag; k++) {
    let c = 0;
    for (let t = k; t < n; t++) c += ((y[t] as number) - mean) * ((y[t - k] as number) - mean);
    out.push(c / c0);
  }
  return out;
}

/**
 * Whether `y` is seasonal with period `m` by thetaf's rule: `m > 1`, more than two full cycles, not
 * constant, and |r_m| / √((1 + 2 Σ_{k<m} r_k²) / n) above the 95% normal quantile.
 */
export function isSeasonal(y: readonly number[], m: number): boolean {
  const n = y.length;
  if (m <= 1 || n <= 2 * m) return false;
  if (y.every((v) => v === y[0])) return false;
  const r = autocorrelations(y, m);
  let sum = 0;
  for (let k = 0; k < m - 1; k++) sum += (r[k] as number) ** 2;
  const stat = Math.sqrt((1 + 2 * sum) / n);
  return Math.abs(r[m - 1] as number) / stat > normalQuantile(0.95, 0, 1);
}
