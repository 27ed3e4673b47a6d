import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polynomialRoots } from '../arima/polynomial.js';
import { rootsWithinUnitCircle } from './admissible.js';
import { minimizeNelderMead } from './nelder-mead.js';

describe('minimizeNelderMead', () => {
  it("follows R optim(method = 'Nelder-Mead') on the Rosenbrock function", () => {
    const rosenbrock = (x: number[]) =>
      100 * ((x[1] as number) - (x[0] as number) ** 2) ** 2 + (1 - (x[0] as number)) ** 2;
    const found = minimizeNelderMead(rosenbrock, [-1.2, 1]);
    // R: optim(c(-1.2, 1), fr) → par 1.000260 1.000506, value 8.825241e-08
    expect(found.x[0]).toBeCloseTo(1.00026, 5);
    expect(found.x[1]).toBeCloseTo(1.000506, 5);
    expect(found.value).toBeCloseTo(8.825241e-8, 12);
    expect(found.converged).toBe(true);
  });
});

describe('rootsWithinUnitCircle', () => {
  it('decides a self-reciprocal polynomial (reflection coefficient ±1) from its roots', () => {
    // 3z² − 7z + 3 has roots 0.566 and 1.768 (z and 1/z): the step-down recursion stops at κ = −1.
    expect(rootsWithinUnitCircle([-0.003, 0.007, -0.003])).toBe(false);
    // z² + 1 has both roots on the circle: inside the closed disk.
    expect(rootsWithinUnitCircle([1, 0, 1])).toBe(true);
  });

  it('agrees with the eigenvalues of the companion matrix', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -1500, max: 1500 }).map((v) => v / 1000),
          { minLength: 2, maxLength: 14 },
        ),
        (coefs) => {
          fc.pre(Math.abs(coefs[0] as number) > 1e-3 && Math.abs(coefs[coefs.length - 1] as number) > 1e-3);
          // Roots of Σ c_i zⁱ: via 1 + Σ (c_i/c_0) zⁱ, whose roots are the same.
          const roots = polynomialRoots(coefs.slice(1).map((c) => c / (coefs[0] as number)));
          const largest = Math.max(...roots.map(([re, im]) => Math.hypot(re, im)));
          fc.pre(Math.abs(largest - 1) > 1e-3);
          expect(rootsWithinUnitCircle(coefs)).toBe(largest <= 1);
        },
      ),
    );
  });
});
