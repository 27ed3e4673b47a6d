import { autoFitterModel } from './auto-fitter-model.js';
import { autoEts, etsMinimumLength } from './ets/index.js';

/** Fewest points of the simplest member of the family, ETS(A,N,N); seasonal members need two full years. */
const SIMPLEST = etsMinimumLength({ error: 'A', trend: 'N', season: 'N', period: 1 });

/**
 * `exponential-smoothing`: the error/trend/seasonal (ETS) state-space family, damped trend included,
 * fitted by maximum likelihood with the model chosen by AICc, in the manner of R's `forecast::ets`.
 */
export const exponentialSmoothingModel = autoFitterModel({
  id: 'exponential-smoothing',
  name: 'Exponential smoothing (ETS, automatic selection)',
  version: '1.0.0',
  description:
    'Fits every admissible ETS model (additive or multiplicative error; no, additive or damped trend; no, additive or multiplicative season) by maximum likelihood and keeps the one with the lowest AICc; intervals from the selected state-space model.',
  assumptions: [
    'Level, trend and season evolve gradually, each update a weighted average of the old state and the newest observation.',
    'Errors are independent and normal (on the additive or relative scale of the selected model).',
  ],
  limitations: [
    'Seasonal members need at least two full years; shorter series get non-seasonal models only.',
    'Multiplicative members need strictly positive data.',
    'No explanatory variables: known future changes must come in through scenarios or initiatives.',
  ],
  minimumLength: () => SIMPLEST,
  fitter: autoEts,
});
