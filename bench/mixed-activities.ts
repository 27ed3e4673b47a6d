import type { ActivityInput } from '@ctp/engine';

/** Templates for a realistic mix: electricity, gas, fleet, refrigerant, travel, commuting, waste, spend. */
const TEMPLATES: Omit<ActivityInput, 'id' | 'quantity' | 'periodStart' | 'periodEnd'>[] = [
  { category: 'scope2.electricity.location_based', unit: 'kWh', region: 'US-CAMX' },
  { category: 'scope2.electricity.location_based', unit: 'kWh', region: 'US-ERCT' },
  { category: 'scope2.electricity.location_based', unit: 'kWh', region: 'GB' },
  { category: 'scope2.electricity.market_based', unit: 'kWh', region: 'DE' },
  {
    category: 'scope1.stationary_combustion',
    unit: 'therm',
    region: 'US',
    attributes: { fuel: 'natural_gas' },
  },
  {
    category: 'scope1.stationary_combustion',
    unit: 'kWh',
    region: 'GB',
    attributes: { fuel: 'natural_gas' },
  },
  { category: 'scope1.mobile_combustion', unit: 'gal', region: 'US', attributes: { fuel: 'diesel' } },
  { category: 'scope1.fugitive_emissions', unit: 'kg', region: 'US', attributes: { refrigerant: 'R-410A' } },
  {
    category: 'scope3.business_travel',
    unit: 'pmi',
    region: 'US',
    attributes: { mode: 'air', haul: 'short' },
  },
  { category: 'scope3.employee_commuting', unit: 'vmi', region: 'US', attributes: { mode: 'car' } },
  {
    category: 'scope3.waste_disposal',
    unit: 'short_ton',
    region: 'US',
    attributes: { wasteType: 'mixed_msw', method: 'landfilled' },
  },
  { category: 'scope3.purchased_goods', unit: 'USD', region: 'US', attributes: { sector: 'naics:334111' } },
];

/**
 * Yields `count` activities lazily (so a streamed run holds none of them), cycling through the
 * templates, twelve months of 2025 and varied quantities with two decimals.
 */
export function* mixedActivities(count: number): Generator<ActivityInput> {
  for (let i = 0; i < count; i++) {
    const template = TEMPLATES[i % TEMPLATES.length] as (typeof TEMPLATES)[number];
    const month = String((i % 12) + 1).padStart(2, '0');
    yield {
      ...template,
      id: `a${i}`,
      quantity: `${(i % 9973) + 1}.${String(i % 100).padStart(2, '0')}`,
      periodStart: `2025-${month}-01`,
      periodEnd: `2025-${month}-28`,
    };
  }
}
