import { describe, expect, it } from 'vitest';
import { entryPlaceOf, splitMissing } from './missing-data';

describe('entryPlaceOf', () => {
  it.each([
    [
      'Board oversight: organization-provided text "narrative.governance.board" (template narrative for GOV-a)',
      { kind: 'narrative', frameworkCode: 'tcfd', key: 'narrative.governance.board' },
    ],
    [
      'Business travel: emission results for Scope 3, category 6 (Business travel)',
      { kind: 'activities', category: 'scope3.business_travel' },
    ],
    [
      'Capital goods: emission results for Scope 3, category 2 (Capital goods)',
      { kind: 'activities', category: 'scope3.capital_goods.average_data' },
    ],
    [
      'Investments: emission results for Scope 3, category 15 (Investments)',
      { kind: 'activities', category: 'scope3.investments.investment_specific' },
    ],
    [
      'Freight: emission results for Scope 3, category 9 (Downstream transportation and distribution)',
      { kind: 'activities', category: 'scope3.downstream_transport.distance_based' },
    ],
    [
      'Leased assets: emission results for Scope 3, category 13 (Downstream leased assets)',
      { kind: 'activities', category: 'scope3.downstream_leased_assets.asset_specific' },
    ],
    [
      'Use phase: emission results for Scope 3, category 11 (Use of sold products)',
      { kind: 'activities', category: 'scope3.use_of_sold_products.energy_using_products' },
    ],
    [
      'End of life: emission results for Scope 3, category 12 (End-of-life treatment of sold products)',
      { kind: 'activities', category: 'scope3.end_of_life_treatment.waste_type_specific' },
    ],
    [
      'Market-based: emission results for Scope 2, market-based',
      { kind: 'activities', category: 'scope2.electricity.market_based' },
    ],
    [
      'Mobile: gas masses for Scope 1, category scope1.mobile_combustion',
      { kind: 'activities', category: 'scope1.mobile_combustion' },
    ],
    ['Intensity: net revenue of the organization', { kind: 'organization' }],
    ['Base year: base-year emissions by scope', { kind: 'organization' }],
    ['Sites: facilities of the emission results', { kind: 'facilities' }],
    ['Sources: emission-factor sources (datasets and citations)', { kind: 'calculations' }],
  ])('%s', (missing, place) => {
    expect(entryPlaceOf(missing, 'tcfd')).toEqual(place);
  });

  it('gives no place for words it does not know', () => {
    expect(entryPlaceOf('Something: a computable value (division by zero)', 'tcfd')).toBeNull();
  });

  it('splits the label from what is missing', () => {
    expect(splitMissing('Board oversight: organization-provided text "x"')).toEqual({
      label: 'Board oversight',
      what: 'organization-provided text "x"',
    });
    expect(splitMissing('no label here')).toEqual({ label: null, what: 'no label here' });
  });
});
