import { type GwpSet, type GwpTimeframe, gwpEntry } from '@ctp/engine';
import type { ReportInput } from '../input.js';

/**
 * The methodology's methane GWP rule in one sentence, stated next to the GWP set: under AR6 with
 * `by_source`, the fossil and non-fossil values (IPCC AR6 WG1 Table 7.15) and how the source is
 * chosen; otherwise the one CH4 value applied.
 */
export function methaneRuleText(calculation: ReportInput['calculation']): string {
  const { gwpSet, gwpTimeframe, methaneGwp } = calculation;
  const value = (gas: string): string | null => {
    try {
      // The input holds them as strings; gwpEntry checks them against the vocabulary.
      return gwpEntry(gas, gwpSet as GwpSet, gwpTimeframe as GwpTimeframe).value.toFixed();
    } catch {
      return null; // a set or horizon outside the GWP tables: state the rule without numbers
    }
  };
  if (methaneGwp === 'by_source' && gwpSet === 'AR6') {
    const fossil = value('CH4_fossil');
    const nonFossil = value('CH4_nonfossil');
    return `By source (IPCC AR6 WG1 Table 7.15, as the GHG Protocol's GWP table applies it): fossil methane ${fossil} for fugitive fossil methane; non-fossil methane ${nonFossil} for methane from combustion (fossil or biomass fuels) and biogenic sources (landfill, waste); a source an algorithm does not state is taken as combustion`;
  }
  const single = value('CH4');
  const why = methaneGwp === 'by_source' ? `; ${gwpSet} has no fossil and non-fossil split applied` : '';
  return `One CH4 value for all methane${single === null ? '' : `: ${single}`}${why}`;
}
