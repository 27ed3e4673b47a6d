/**
 * Lag polynomials of seasonal ARIMA models: multiplying the seasonal and non-seasonal parts, the
 * differencing operator, root moduli (stationarity and invertibility checks) and reflecting MA roots
 * into the invertible region, following R's `arima` conventions:
 * AR `x_t = φ₁x_{t-1} + … + e_t`, MA `e_t + θ₁e_{t-1} + …`. Roots come from ml-matrix's
 * eigen-decomposition of the companion matrix (what R's `polyroot` answers, by another method): a
 * maintained, dependency-free linear-algebra package rather than a hand-written QR iteration.
 *
 * @module
 */
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';

/** Multiplies polynomials given by coefficients in increasing powers of the lag operator. */
export function multiply(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++)
      out[i + j] = (out[i + j] as number) + (a[i] as number) * (b[j] as number);
  }
  return out;
}

function seasonalPoly(coefs: readonly number[], sign: number, period: number): number[] {
  const poly = new Array<number>(coefs.length * period + 1).fill(0);
  poly[0] = 1;
  coefs.forEach((c, i) => {
    poly[(i + 1) * period] = sign * c;
  });
  return poly;
}

/** Full AR coefficients of φ(B)Φ(Bᵐ), in the `x_t = Σ φ_i x_{t-i}` convention. */
export function expandAr(ar: readonly number[], sar: readonly number[], period: number): number[] {
  const full = multiply(seasonalPoly(ar, -1, 1), seasonalPoly(sar, -1, period));
  return full.slice(1).map((c) => -c);
}

/** Full MA coefficients of θ(B)Θ(Bᵐ), in the `e_t + Σ θ_i e_{t-i}` convention. */
export function expandMa(ma: readonly number[], sma: readonly number[], period: number): number[] {
  return multiply(seasonalPoly(ma, 1, 1), seasonalPoly(sma, 1, period)).slice(1);
}

/** Coefficients δ of (1-B)^d (1-Bᵐ)^D written as `1 - Σ δ_i Bⁱ`. */
export function differencingCoefficients(d: number, seasonalD: number, period: number): number[] {
  let poly = [1];
  for (let i = 0; i < d; i++) poly = multiply(poly, [1, -1]);
  for (let i = 0; i < seasonalD; i++) poly = multiply(poly, seasonalPoly([1], -1, period));
  return poly.slice(1).map((c) => -c);
}

/** Applies (1-B)^d (1-Bᵐ)^D to a series; the result is shorter by d + D·m. */
export function difference(y: readonly number[], d: number, seasonalD: number, period: number): number[] {
  let x = y.slice();
  for (let i = 0; i < seasonalD; i++) x = x.slice(period).map((v, t) => v - (x[t] as number));
  for (let i = 0; i < d; i++) x = x.slice(1).map((v, t) => v - (x[t] as number));
  return x;
}

/** Roots of `1 + c₁z + … + c_k z^k` as [re, im] pairs, from the eigenvalues of the companion matrix. */
export function polynomialRoots(input: readonly number[]): Array<[number, number]> {
  // The eigen-solver iterates until convergence: never hand it non-finite or subnormal entries.
  if (!input.every(Number.isFinite)) return [[Number.NaN, Number.NaN]];
  const coefs = input.map((c) => (Math.abs(c) < 1e-200 ? 0 : c));
  let k = coefs.length;
  while (k > 0 && Math.abs(coefs[k - 1] as number) < 1e-12) k--;
  if (k === 0) return [];
  const lead = coefs[k - 1] as number;
  // Monic form z^k + a_{k-1} z^{k-1} + … + a_0 with a_0 = 1/lead, a_i = c_i/lead.
  const companion = Matrix.zeros(k, k);
  for (let i = 1; i < k; i++) companion.set(i, i - 1, 1);
  for (let i = 0; i < k; i++) companion.set(i, k - 1, -(i === 0 ? 1 : (coefs[i - 1] as number)) / lead);
  const eig = new EigenvalueDecomposition(companion, { assumeSymmetric: false });
  return eig.realEigenvalues.map((re, i) => [re, eig.imaginaryEigenvalues[i] as number]);
}

/** Smallest modulus among the roots of `1 + Σ c_i zⁱ` (Infinity when the polynomial is constant). */
export function minRootModulus(coefs: readonly number[]): number {
  const moduli = polynomialRoots(coefs).map(([re, im]) => Math.hypot(re, im));
  // A polynomial that cannot be evaluated counts as having a root at zero, so checks reject it.
  return moduli.some(Number.isNaN) ? 0 : Math.min(Infinity, ...moduli);
}

/**
 * Reflects MA roots inside the unit circle to their reciprocals (R's `maInvert`): the exact Gaussian
 * likelihood is unchanged, and the result is the invertible representation used for forecasting.
 */
export function invertMa(ma: readonly number[]): number[] {
  const roots = polynomialRoots(ma);
  if (roots.every(([re, im]) => !(Math.hypot(re, im) < 1))) return ma.slice();
  // Rebuild Π(1 - z/r) with r → 1/r for roots inside the circle; coefficients are complex pairs.
  let re = [1];
  let im = [0];
  for (const [rr, ri] of roots) {
    const mod2 = rr * rr + ri * ri;
    const inside = mod2 < 1;
    const [ur, ui] = inside ? [rr / mod2, -ri / mod2] : [rr, ri];
    const u2 = ur * ur + ui * ui;
    const [ir, ii] = [ur / u2, -ui / u2]; // 1/u
    const nextRe = [...re, 0];
    const nextIm = [...im, 0];
    for (let j = 0; j < re.length; j++) {
      const ar = re[j] as number;
      const ai = im[j] as number;
      nextRe[j + 1] = (nextRe[j + 1] as number) - (ar * ir - ai * ii);
      nextIm[j + 1] = (nextIm[j + 1] as number) - (ar * ii + ai * ir);
    }
    re = nextRe;
    im = nextIm;
  }
  const out = re.slice(1);
  while (out.length < ma.length) out.push(0);
  return out;
}
