import { Decimal, type DecimalInput, toDecimal } from '@ctp/factors';
import { InvalidUncertaintyError } from '../errors/index.js';
import { seededRandom } from './random.js';
import { makeRange, type Range95, type RangeOptions, type UncertainValue, Z95 } from './range.js';

/** The seed used when none is given, so a range is the same on every run. */
export const DEFAULT_MONTE_CARLO_SEED = 20_240_101;

/** Draws used when none are given: enough for the 2.5th and 97.5th percentiles to within ~0.5%. */
export const DEFAULT_MONTE_CARLO_ITERATIONS = 100_000;

/** Options of {@link monteCarloRange}. */
export interface MonteCarloOptions extends RangeOptions {
  /** 32-bit integer seed; {@link DEFAULT_MONTE_CARLO_SEED} when absent. */
  readonly seed?: number;
  /** Number of draws, 100 to 10 000 000; {@link DEFAULT_MONTE_CARLO_ITERATIONS} when absent. */
  readonly iterations?: number;
}

/** The q-quantile of sorted samples, interpolating linearly between order statistics. */
function quantile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return (
    (sorted[below] as number) + (position - below) * ((sorted[above] as number) - (sorted[below] as number))
  );
}

function checkOptions(seed: number, iterations: number): void {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new InvalidUncertaintyError({
      field: 'seed',
      value: String(seed),
      reason: 'must be a 32-bit unsigned integer',
    });
  }
  if (!Number.isInteger(iterations) || iterations < 100 || iterations > 10_000_000) {
    throw new InvalidUncertaintyError({
      field: 'iterations',
      value: String(iterations),
      reason: 'must be 100 to 10000000',
    });
  }
}

/**
 * The 95% range of any formula of independent inputs by seeded Monte Carlo simulation: each input
 * is drawn from a normal distribution with its value as mean and its 95% half-width as 1.96 standard
 * deviations, the formula is evaluated on every draw, and the range runs from the 2.5th to the
 * 97.5th percentile of the results. Use it where the formula is not a sum (products, ratios).
 *
 * The samples are binary floating point, as sampling is approximate by nature; the point value is
 * the caller's exact decimal and is never taken from the samples. The range is widened, if a rare
 * draw set requires it, to contain the point.
 *
 * @param inputs the uncertain inputs, in the order `formula` receives them
 * @param formula the calculation on one draw of the inputs
 * @param point the exact point value of `formula` on the inputs' values
 */
export function monteCarloRange(
  inputs: readonly UncertainValue[],
  formula: (values: readonly number[]) => number,
  point: DecimalInput,
  options: MonteCarloOptions = {},
): Range95 {
  const seed = options.seed ?? DEFAULT_MONTE_CARLO_SEED;
  const iterations = options.iterations ?? DEFAULT_MONTE_CARLO_ITERATIONS;
  checkOptions(seed, iterations);
  const means = inputs.map((input) => toDecimal(input.value).toNumber());
  const sigmas = inputs.map((input, i) => {
    const u = toDecimal(input.relativeU95);
    if (!u.isFinite() || u.isNegative()) {
      throw new InvalidUncertaintyError({
        field: `inputs[${i}].relativeU95`,
        value: u.toString(),
        reason: 'must be a finite value ≥ 0',
      });
    }
    return (Math.abs(means[i] as number) * u.toNumber()) / Z95;
  });
  const random = seededRandom(seed);
  const results = new Float64Array(iterations);
  const draw = new Array<number>(inputs.length);
  for (let n = 0; n < iterations; n++) {
    for (let i = 0; i < inputs.length; i++)
      draw[i] = (means[i] as number) + (sigmas[i] as number) * random.normal();
    results[n] = formula(draw);
  }
  results.sort();
  const low = quantile(results, 0.025);
  const high = quantile(results, 0.975);
  if (!Number.isFinite(low) || !Number.isFinite(high)) {
    throw new InvalidUncertaintyError({
      field: 'formula',
      value: `${low}..${high}`,
      reason: 'gave a non-finite result',
    });
  }
  return makeRange(toDecimal(point), new Decimal(low), new Decimal(high), 'monte-carlo', options);
}
