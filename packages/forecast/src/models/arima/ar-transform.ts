/**
 * The reparametrisation R's `arima` uses while maximising the likelihood (`transform.pars = TRUE`): AR
 * coefficients are mapped from unconstrained values through tanh to partial autocorrelations in (-1, 1)
 * and then, by the Durbin–Levinson recursion, to coefficients of a stationary AR polynomial. So every
 * point the optimiser tries is a stationary model.
 *
 * @module
 */

/** Unconstrained values → stationary AR coefficients (R's `partrans`). */
export function toStationaryAr(raw: readonly number[]): number[] {
  const p = raw.length;
  const work = raw.map((v) => Math.tanh(v));
  const next = work.slice();
  for (let j = 1; j < p; j++) {
    const a = next[j] as number;
    for (let k = 0; k < j; k++) work[k] = (work[k] as number) - a * (next[j - k - 1] as number);
    for (let k = 0; k < j; k++) next[k] = work[k] as number;
  }
  return next;
}

/** Stationary AR coefficients → unconstrained values (R's `invpartrans`), the inverse of {@link toStationaryAr}. */
export function fromStationaryAr(phi: readonly number[]): number[] {
  const p = phi.length;
  const next = phi.slice();
  const work = next.slice();
  for (let j = p - 1; j > 0; j--) {
    const a = next[j] as number;
    for (let k = 0; k < j; k++)
      work[k] = ((next[k] as number) + a * (next[j - k - 1] as number)) / (1 - a * a);
    for (let k = 0; k < j; k++) next[k] = work[k] as number;
  }
  return next.map((v) => Math.atanh(Math.max(-0.999999, Math.min(0.999999, v))));
}
