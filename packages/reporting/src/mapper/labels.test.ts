import { describe, expect, it } from 'vitest';
import { categoryLabel, codeWords } from './labels.js';

describe('categoryLabel', () => {
  it.each([
    ['scope1.fugitive_emissions', 'Fugitive emissions (Scope 1)'],
    ['scope2.electricity.location_based', 'Electricity, location-based (Scope 2)'],
    ['scope3.business_travel', 'Business travel (Scope 3, category 6)'],
    [
      'scope3.upstream_leased_assets.asset_specific',
      'Upstream leased assets, asset-specific (Scope 3, category 8)',
    ],
    [
      'scope3.upstream_leased_assets.average_data',
      'Upstream leased assets, average-data (Scope 3, category 8)',
    ],
    ['scope3.franchises.franchise_specific', 'Franchises, franchise-specific (Scope 3, category 14)'],
    ['scope3.investments.investment_specific', 'Investments, investment-specific (Scope 3, category 15)'],
    [
      'scope3.purchased_goods.supplier_specific',
      'Purchased goods and services, supplier-specific (Scope 3, category 1)',
    ],
    [
      'scope3.fuel_energy_related.wtt_fuels',
      'Fuel- and energy-related activities, well-to-tank of fuels (Scope 3, category 3)',
    ],
    [
      'scope3.fuel_energy_related.wtt_electricity',
      'Fuel- and energy-related activities, well-to-tank and T&D losses of electricity (Scope 3, category 3)',
    ],
    [
      'scope3.processing_sold_products.site_specific',
      'Processing of sold products, site-specific (Scope 3, category 10)',
    ],
    [
      'scope3.use_of_sold_products.energy_using_products',
      'Use of sold products, energy-using products (Scope 3, category 11)',
    ],
    ['scope3.use_of_sold_products.fuels_sold', 'Use of sold products, fuels sold (Scope 3, category 11)'],
    [
      'scope3.end_of_life_treatment.waste_type_specific',
      'End-of-life treatment of sold products, waste-type-specific (Scope 3, category 12)',
    ],
    [
      'scope3.fuel_energy.td_losses',
      'Fuel- and energy-related activities, T&D losses of electricity (Scope 3, category 3)',
    ],
    [
      'scope3.fuel_energy.electricity_upstream_td',
      'Fuel- and energy-related activities, upstream and T&D losses of electricity (Scope 3, category 3)',
    ],
    [
      'scope3.upstream_transport.distance_based',
      'Upstream transportation and distribution, distance-based (Scope 3, category 4)',
    ],
    [
      'scope3.downstream_transport.spend_based',
      'Downstream transportation and distribution, spend-based (Scope 3, category 9)',
    ],
    [
      'scope3.purchased_goods.average_data',
      'Purchased goods and services, average-data (Scope 3, category 1)',
    ],
    ['scope3.capital_goods.average_data', 'Capital goods, average-data (Scope 3, category 2)'],
    ['scope3.capital_goods.spend_based', 'Capital goods, spend-based (Scope 3, category 2)'],
    ['scope3.business_travel.hotel', 'Business travel, hotel stays (Scope 3, category 6)'],
    ['scope3.business_travel.car_hire', 'Business travel, car hire, spend-based (Scope 3, category 6)'],
    [
      'scope3.fuel_energy_related.sold_electricity',
      'Fuel- and energy-related activities, generation of purchased electricity sold to end users (Scope 3, category 3)',
    ],
    ['scope3.teleportation', 'Teleportation (Scope 3)'],
  ])('%s → %s', (code, label) => {
    expect(categoryLabel(code)).toBe(label);
  });

  it('tells the two methods of one Scope 3 category apart', () => {
    expect(categoryLabel('scope3.downstream_leased_assets.asset_specific')).not.toBe(
      categoryLabel('scope3.downstream_leased_assets.average_data'),
    );
  });

  it('words the method codes', () => {
    expect(codeWords('average_data')).toBe('Average-data');
  });
});
