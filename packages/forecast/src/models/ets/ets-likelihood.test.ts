import { describe, expect, it } from 'vitest';
import { polynomialRoots } from '../arima/polynomial.js';
import { parametersAllowed } from './admissible.js';
import { etsCriterion, etsWorkspace } from './ets-likelihood.js';
import { type EtsSpec, runEts } from './ets-recursions.js';
import deaths from './us-accidental-deaths.json' with { type: 'json' };

const y = deaths.values;
const specs: EtsSpec[] = [];
for (const error of ['A', 'M'] as const)
  for (const trend of ['N', 'A', 'Ad'] as const)
    for (const season of ['N', 'A', 'M'] as const) specs.push({ error, trend, season, period: 12 });

const smoothing = { alpha: 0.31, beta: 0.07, gamma: 0.12, phi: 0.93 };
function initial(spec: EtsSpec) {
  const seasons =
    spec.season === 'N'
      ? []
      : Array.from({ length: 12 }, (_, j) =>
          spec.season === 'A' ? 600 * Math.sin(j / 2) : 1 + 0.07 * Math.sin(j / 2),
        );
  return { level: 8800, slope: spec.trend === 'N' ? 0 : -12, seasons };
}

describe('etsCriterion', () => {
  it.each(specs.map((s) => [`ETS(${s.error},${s.trend},${s.season})`, s] as const))(
    'equals runEts’s criterion bit for bit for %s',
    (_, spec) => {
      const start = initial(spec);
      const workspace = etsWorkspace(12);
      const pass = runEts(y, spec, smoothing, start);
      const lik = etsCriterion(y, spec, smoothing, start.level, start.slope, start.seasons, 'lik', workspace);
      expect(lik).toBe(pass.lik);
      // R's running mean of e², accumulated in the same order.
      let mean = 0;
      pass.residuals.forEach((e, i) => {
        mean = (mean * i + e * e) / (i + 1);
      });
      const mse = etsCriterion(y, spec, smoothing, start.level, start.slope, start.seasons, 'mse', workspace);
      expect(mse).toBe(mean);
    },
  );

  it('reports a degenerate path as NaN, as runEts does', () => {
    // A zero level makes the multiplicative error (y − 0)/0 infinite.
    const spec: EtsSpec = { error: 'M', trend: 'N', season: 'N', period: 1 };
    expect(runEts([1, 2, 3], spec, smoothing, { level: 0, slope: 0, seasons: [] }).lik).toBeNaN();
    expect(etsCriterion([1, 2, 3], spec, smoothing, 0, 0, [], 'lik', etsWorkspace(1))).toBeNaN();
  });
});

describe('admissible region without a trend', () => {
  it('agrees with the roots of the full characteristic polynomial, as R checks it', () => {
    const m = 12;
    let disagreements = 0;
    let inside = 0;
    for (let a = 0.02; a < 1; a += 0.07) {
      for (let g = 0.0001; g < 1 - a; g += 0.05) {
        const allowed = parametersAllowed(
          { error: 'A', trend: 'N', season: 'A', period: m },
          { alpha: a, beta: 0, gamma: g, phi: 1 },
        );
        // R's polynomial for φ = 1, β = 0: (1−α−γ) + (γ−1)z + (α−1)z^m + z^{m+1}.
        const coefs = [1 - a - g, g - 1, ...new Array<number>(m - 2).fill(0), a - 1, 1];
        const roots = polynomialRoots(coefs.slice(1).map((c) => c / (coefs[0] as number)));
        const byRoots = roots.every(([re, im]) => Math.hypot(re, im) <= 1 + 1e-10);
        if (allowed !== byRoots) disagreements++;
        if (allowed) inside++;
      }
    }
    expect(disagreements).toBe(0);
    expect(inside).toBeGreaterThan(10);
  });
});
