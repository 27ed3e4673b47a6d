/**
 * The built-in statistics as plain-array candidates for cross-validation: each has a minimum length
 * for a seasonal period and a fitter. Growth curves are left out: they describe a saturating series,
 * and their nonlinear fit fails on most others.
 *
 * @module
 */
import { AUTO_ARIMA_MINIMUM_LENGTH, autoArima } from '../arima/auto-arima.js';
import { type ArimaFit, fitArima } from '../arima/fit-arima.js';
import { autoEts } from '../ets/auto-ets.js';
import { type EtsFit, etsMinimumLength, fitEts } from '../ets/fit-ets.js';
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
  /**
   * Refits `y` with the structure `first` chose (ARIMA orders, ETS form), re-estimating only the
   * coefficients. Rolling origins use it after the first origin, so an automatic search runs once per
   * cross-validation rather than once per origin; absent, every origin gets a full `fit`.
   */
  refit?(first: SeriesFit, y: readonly number[], period: number): SeriesFit;
}

/** ETS with the error, trend and season `first` chose, its weights and initial states re-estimated. */
function refitEts(first: SeriesFit, y: readonly number[]): SeriesFit {
  return fitEts(y, (first as EtsFit).spec);
}

/** ARIMA with the orders and constant `first` chose, its coefficients re-estimated by exact likelihood. */
function refitArima(first: SeriesFit, y: readonly number[]): SeriesFit {
  const chosen = first as ArimaFit;
  return fitArima(y, {
    order: chosen.order,
    seasonal: chosen.seasonal,
    period: chosen.period,
    includeConstant: 'drift' in chosen.parameters || 'intercept' in chosen.parameters,
  });
}

const SES_MINIMUM = etsMinimumLength({ error: 'A', trend: 'N', season: 'N', period: 1 });

const ETS_CANDIDATE: Candidate = {
  id: 'exponential-smoothing',
  minimumLength: () => SES_MINIMUM,
  fit: (y, period) => autoEts(y, { period }),
  refit: refitEts,
};

const ARIMA_CANDIDATE: Candidate = {
  id: 'arima',
  minimumLength: () => AUTO_ARIMA_MINIMUM_LENGTH,
  fit: (y, period) => autoArima(y, { period }),
  refit: refitArima,
};

/**
 * The three members of the `combination` model: automatic ETS, automatic ARIMA and the Theta method, the
 * trio of Petropoulos & Svetunkov's M4 entry and of the "SHD/comb" family, each fitted automatically.
 * Theta enters with the seasonal-strength test rather than thetaf's autocorrelation test, so that three
 * years of a trending seasonal series are seasonally adjusted before the theta lines are drawn, and in
 * its optimised form (θ chosen by in-sample one-step error, Fiorucci et al. 2016), the better of the two
 * Theta variants alone (`optimised-theta` against `theta` in `bench/forecast`). Inside the benchmark's
 * training data (its method moved one, two and three years back; the held-out year never consulted)
 * the median with optimised Theta scored a mean MASE of 1.095 against 1.102 with θ = 2 on the full
 * histories and 1.057 against 1.057 on the last 36 points: a small gain on long histories, a tie on
 * short ones (`bench/forecast/README.md` has the years).
 */
export const COMBINATION_MEMBERS: readonly Candidate[] = [
  ETS_CANDIDATE,
  ARIMA_CANDIDATE,
  {
    id: 'optimised-theta-strength',
    minimumLength: () => THETA_MINIMUM_LENGTH,
    fit: (y, period) => fitTheta(y, { period, seasonalTest: 'strength', variant: 'optimised' }),
  },
];

/** Every single model `auto` chooses among (the combination is added from its members' forecasts). */
export const SINGLE_CANDIDATES: readonly Candidate[] = [
  { id: 'linear-trend', minimumLength: () => 3, fit: (y, period) => fitTrendWithSeason(y, period) },
  {
    id: 'seasonal',
    minimumLength: (period) => (period > 1 ? stlMinimumLength(period) : undefined),
    fit: (y, period) => fitStlf(y, period),
  },
  ETS_CANDIDATE,
  ARIMA_CANDIDATE,
  { id: 'theta', minimumLength: () => THETA_MINIMUM_LENGTH, fit: (y, period) => fitTheta(y, { period }) },
  {
    id: 'optimised-theta',
    minimumLength: () => THETA_MINIMUM_LENGTH,
    fit: (y, period) => fitTheta(y, { period, variant: 'optimised' }),
  },
];
