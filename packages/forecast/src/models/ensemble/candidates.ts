/**
 * The built-in statistics as plain-array candidates for cross-validation: each has a minimum length
 * for a seasonal period and a fitter. Growth curves are left out: they describe a saturating series,
 * and their nonlinear fit fails on most others.
 *
 * @module
 */
import { AUTO_ARIMA_MINIMUM_LENGTH, autoArima } from '../arima/auto-arima.js';
import { autoEts } from '../ets/auto-ets.js';
import { etsMinimumLength } from '../ets/fit-ets.js';
import { fitTrendWithSeason } from '../linear-trend.js';
import type { SeriesFit } from '../series-fit.js';
import { fitStlf, stlMinimumLength } from '../stl/stlf.js';
import { fitTheta, THETA_MINIMUM_LENGTH } from '../theta/theta.js';

/** A model the automatic choice can cross-validate. */
export interface Candidate {
  /** The registered model id it stands for. */
  readonly id: string;
  /** Fewest observations for this seasonal period; `undefined` when it does not apply at all. */
  minimumLength(period: number): number | undefined;
  fit(y: readonly number[], period: number): SeriesFit;
}

const SES_MINIMUM = etsMinimumLength({ error: 'A', trend: 'N', season: 'N', period: 1 });

/** The three members of the `combination` model. */
export const COMBINATION_MEMBERS: readonly Candidate[] = [
  {
    id: 'exponential-smoothing',
    minimumLength: () => SES_MINIMUM,
    fit: (y, period) => autoEts(y, { period }),
  },
  {
    id: 'arima',
    minimumLength: () => AUTO_ARIMA_MINIMUM_LENGTH,
    fit: (y, period) => autoArima(y, { period }),
  },
  { id: 'theta', minimumLength: () => THETA_MINIMUM_LENGTH, fit: (y, period) => fitTheta(y, { period }) },
];

/** Every single model `auto` chooses among (the combination is added from its members' forecasts). */
export const SINGLE_CANDIDATES: readonly Candidate[] = [
  { id: 'linear-trend', minimumLength: () => 3, fit: (y, period) => fitTrendWithSeason(y, period) },
  {
    id: 'seasonal',
    minimumLength: (period) => (period > 1 ? stlMinimumLength(period) : undefined),
    fit: (y, period) => fitStlf(y, period),
  },
  ...COMBINATION_MEMBERS,
  {
    id: 'optimised-theta',
    minimumLength: () => THETA_MINIMUM_LENGTH,
    fit: (y, period) => fitTheta(y, { period, variant: 'optimised' }),
  },
];
