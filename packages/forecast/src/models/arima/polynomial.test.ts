import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromStationaryAr, toStationaryAr } from './ar-transform.js';
import { minimizeBfgs } from './bfgs.js';
import {
  difference,
  differencingCoefficients,
  expandAr,
  expandMa,
  invertMa,
  minRootModulus,
} from './polynomial.js';

describe('lag polynomials', () => {
  it('multiplies seasonal and non-seasonal parts in R arima conventions', () => {
    const theta = expandMa([-0.4], [-0.6], 12);
    expect(theta).toHaveLength(13);
    expect(theta[0]).toBeCloseTo(-0.4, 12);
    expect(theta[11]).toBeCloseTo(-0.6, 12);
    expect(theta[12]).toBeCloseTo(0.24, 12);
    // (1 - 0.5B)(1 - 0.3B⁴) = 1 - 0.5B - 0.3B⁴ + 0.15B⁵ → φ = (0.5, 0, 0, 0.3, -0.15)
    expect(expandAr([0.5], [0.3], 4).map((c) => Math.round(c * 1e12) / 1e12 + 0)).toEqual([
      0.5, 0, 0, 0.3, -0.15,
    ]);
  });

  it('differences as (1-B)^d (1-B^m)^D', () => {
    expect(differencingCoefficients(1, 1, 4).map((c) => c + 0)).toEqual([1, 0, 0, 1, -1]);
    expect(difference([1, 4, 9, 16, 25], 2, 0, 1)).toEqual([2, 2, 2]);
    expect(difference([1, 2, 3, 5, 8, 9], 0, 1, 2)).toEqual([2, 3, 5, 4]);
  });

  it('finds root moduli as R polyroot does and reflects non-invertible MA roots', () => {
    // R: polyroot(c(1, -1.5, 0.56)) = 1.25, 1.428571
    expect(minRootModulus([-1.5, 0.56])).toBeCloseTo(1.25, 10);
    expect(invertMa([2])[0]).toBeCloseTo(0.5, 12);
    expect(invertMa([-0.4])).toEqual([-0.4]);
    const flipped = invertMa([2.5, 1]);
    expect(minRootModulus(flipped)).toBeGreaterThanOrEqual(1 - 1e-9);
  });

  it('maps any real vector to a stationary AR polynomial and back', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -3000, max: 3000 }).map((v) => v / 1000),
          { minLength: 1, maxLength: 4 },
        ),
        (raw) => {
          const phi = toStationaryAr(raw);
          expect(minRootModulus(phi.map((c) => -c))).toBeGreaterThan(1 - 1e-9);
          fromStationaryAr(phi).forEach((v, i) => {
            expect(v).toBeCloseTo(raw[i] as number, 4);
          });
        },
      ),
    );
  });
});

describe('minimizeBfgs', () => {
  it("follows R optim(method = 'BFGS') on the Rosenbrock function", () => {
    const rosenbrock = (x: number[]) =>
      100 * ((x[1] as number) - (x[0] as number) ** 2) ** 2 + (1 - (x[0] as number)) ** 2;
    const found = minimizeBfgs(rosenbrock, [-1.2, 1]);
    // R: optim(c(-1.2, 1), fr, method = "BFGS") → par 0.9998044 0.9996084, value 3.827383e-08
    expect(found.x[0]).toBeCloseTo(0.9998044, 5);
    expect(found.x[1]).toBeCloseTo(0.9996084, 5);
    expect(found.value).toBeCloseTo(3.827383e-8, 10);
  });
});
