import { Decimal } from '@ctp/engine';
import { parseReportInput } from '../input.js';
import { demoReportInput } from '../testing/demo-input.js';

/**
 * For the built-in frameworks' golden tables: figures summed from the demo fixture's own lines,
 * independently of the mapper, so a golden row checks the mapper rather than repeating it.
 */

/** The demo input the golden tables are computed from (the kit's default fixture). */
export const demoInput = parseReportInput(demoReportInput());
type Line = (typeof demoInput.emissions)[number];

/** Sum of `of` (default the line's kg CO2e) over the demo lines `pick` selects, as a decimal string. */
export const demoKg = (pick: (l: Line) => boolean, of: (l: Line) => string = (l) => l.co2eKg): string =>
  demoInput.emissions
    .filter(pick)
    .reduce((acc, l) => acc.plus(of(l)), new Decimal(0))
    .toFixed();

/** The scope sums most golden tables check. */
export const demoSums = {
  scope1: demoKg((l) => l.scope === 1),
  scope2Location: demoKg((l) => l.scope2Method === 'location_based'),
  scope2Market: demoKg((l) => l.scope2Method === 'market_based'),
  scope3: demoKg((l) => l.scope === 3),
};

/** CO2e of each gas over the demo lines `pick` selects. */
export const demoKgByGas = (pick: (l: Line) => boolean): Record<string, string> =>
  Object.fromEntries(
    [...new Set(demoInput.emissions.filter(pick).flatMap((l) => l.gases.map((g) => g.gas)))].map((gas) => [
      gas,
      demoKg(pick, (l) => l.gases.find((g) => g.gas === gas)?.co2eKg ?? '0'),
    ]),
  );

/** Where the scope sums come from, for the golden rows' `source`. */
export const SUMS = 'the demo fixture lines of that scope (and Scope 2 method) summed';
