import type { ReductionInitiative } from './initiative.js';

/** Costs and returns of an initiative at a stated discount rate. Money in the initiative's currency. */
export interface InitiativeEconomics {
  /** Tonnes CO2e avoided per year at full effect (the input). */
  readonly annualAbatement: number;
  /** Capital recovery factor r / (1 − (1 + r)^−L) (1/L at r = 0): the annuity that repays 1 over the lifetime. */
  readonly capitalRecoveryFactor: number;
  /** Equivalent annual cost: capex · CRF + opex − savings (negative when the initiative pays). */
  readonly annualizedCost: number;
  /** Annualized cost per tonne avoided (negative: saves money); `null` when nothing is avoided. */
  readonly costPerTonne: number | null;
  /** Years of net savings to recover the capex (undiscounted); `null` when it never pays back (net savings not positive, unless there is nothing to recover). */
  readonly paybackYears: number | null;
  /** Net present value of −capex then (savings − opex) for each year of the lifetime, at `discountRate`. */
  readonly npv: number;
  /** The discount rate used (a fraction, e.g. 0.08). */
  readonly discountRate: number;
}

/**
 * Economics of an initiative: cost per tonne (the marginal abatement cost), simple payback and NPV.
 * Cost per tonne is the equivalent annual cost over the annual abatement, which equals −NPV divided
 * by the discounted tonnes over the lifetime, the usual levelized marginal abatement cost.
 *
 * @param discountRate Annual discount rate as a fraction (0.08 for 8%); must be above −1.
 * @param annualAbatement Tonnes avoided per year at full effect (for a percentage initiative, the
 *   percent applied to the emissions it affects).
 */
export function initiativeEconomics(
  initiative: Pick<ReductionInitiative, 'capex' | 'opexPerYear' | 'savingsPerYear' | 'lifetimeYears'>,
  discountRate: number,
  annualAbatement: number,
): InitiativeEconomics {
  if (!(Number.isFinite(discountRate) && discountRate > -1)) {
    throw new RangeError(`[ctp] discount rate must be a finite fraction above -1, got ${discountRate}`);
  }
  const r = discountRate;
  const L = initiative.lifetimeYears;
  // Sum of discount factors, summed term by term: the closed form (1 − (1 + r)^−L) / r cancels badly for tiny r.
  let annuity = 0;
  for (let t = 1; t <= L; t++) annuity += (1 + r) ** -t;
  const crf = 1 / annuity;
  const net = initiative.savingsPerYear - initiative.opexPerYear;
  const annualizedCost = initiative.capex * crf - net;
  return {
    annualAbatement,
    capitalRecoveryFactor: crf,
    annualizedCost,
    costPerTonne: annualAbatement > 0 ? annualizedCost / annualAbatement : null,
    paybackYears: net > 0 ? initiative.capex / net : initiative.capex === 0 && net === 0 ? 0 : null,
    npv: -initiative.capex + net * annuity,
    discountRate,
  };
}
