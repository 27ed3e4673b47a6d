import type { ActivityInput } from '@ctp/engine';

/** Two sites of a small company: an office in Oakland (eGRID CAMX) and a plant in Leeds (GB). */
export const SITES = {
  oakland: { name: 'Oakland office', region: 'US-CAMX' },
  leeds: { name: 'Leeds plant', region: 'GB' },
} as const;

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
// Electricity and gas follow the seasons; the figures are a realistic shape, not measured data.
const OAKLAND_KWH = [
  '41200',
  '38900',
  '39800',
  '36100',
  '35400',
  '39900',
  '44800',
  '46300',
  '42100',
  '37800',
  '38600',
  '42500',
];
const LEEDS_KWH = [
  '96400',
  '91800',
  '93100',
  '88700',
  '86200',
  '84900',
  '83300',
  '85100',
  '88600',
  '92400',
  '95700',
  '97900',
];
const OAKLAND_GAS_THERM = [
  '1210',
  '1105',
  '930',
  '640',
  '410',
  '250',
  '180',
  '175',
  '290',
  '560',
  '880',
  '1150',
];
const LEEDS_GAS_KWH = [
  '182000',
  '171500',
  '150300',
  '118900',
  '84100',
  '61200',
  '55800',
  '57400',
  '79900',
  '121700',
  '158200',
  '179600',
];

function monthPeriod(year: number, month: number): { periodStart: string; periodEnd: string } {
  const mm = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { periodStart: `${year}-${mm}-01`, periodEnd: `${year}-${mm}-${lastDay}` };
}

function monthly(year: number): ActivityInput[] {
  return MONTHS.flatMap((month, i) => {
    const period = monthPeriod(year, month);
    const mm = String(month).padStart(2, '0');
    return [
      {
        id: `oak-elec-${mm}`,
        category: 'scope2.electricity.location_based',
        quantity: OAKLAND_KWH[i] ?? '0',
        unit: 'kWh',
        region: SITES.oakland.region,
        dataQuality: 'measured',
        ...period,
      },
      {
        id: `oak-elec-mb-${mm}`,
        category: 'scope2.electricity.market_based',
        quantity: OAKLAND_KWH[i] ?? '0',
        unit: 'kWh',
        region: SITES.oakland.region,
        dataQuality: 'measured',
        ...period,
      },
      {
        id: `leeds-elec-${mm}`,
        category: 'scope2.electricity.location_based',
        quantity: LEEDS_KWH[i] ?? '0',
        unit: 'kWh',
        region: SITES.leeds.region,
        dataQuality: 'measured',
        ...period,
      },
      {
        id: `leeds-elec-mb-${mm}`,
        category: 'scope2.electricity.market_based',
        quantity: LEEDS_KWH[i] ?? '0',
        unit: 'kWh',
        region: SITES.leeds.region,
        dataQuality: 'measured',
        ...period,
        // Half of the plant's supply is covered by REGO certificates bought with the contract.
        attributes: {
          instruments: [{ type: 'certificate', quantity: '40000', unit: 'kWh', name: 'REGO 2025 batch A' }],
        },
      },
      {
        id: `oak-gas-${mm}`,
        category: 'scope1.stationary_combustion',
        quantity: OAKLAND_GAS_THERM[i] ?? '0',
        unit: 'therm',
        region: SITES.oakland.region,
        attributes: { fuel: 'natural_gas' },
        ...period,
      },
      {
        id: `leeds-gas-${mm}`,
        category: 'scope1.stationary_combustion',
        quantity: LEEDS_GAS_KWH[i] ?? '0',
        unit: 'kWh',
        region: SITES.leeds.region,
        attributes: { fuel: 'natural_gas' },
        dataQuality: 'measured',
        ...period,
      },
    ];
  });
}

function yearly(year: number): ActivityInput[] {
  const y = { periodStart: `${year}-01-01`, periodEnd: `${year}-12-31` };
  return [
    {
      id: 'oak-fleet-diesel',
      category: 'scope1.mobile_combustion',
      quantity: '3850',
      unit: 'gal',
      region: SITES.oakland.region,
      attributes: { fuel: 'diesel' },
      ...y,
    },
    {
      id: 'leeds-fleet-diesel',
      category: 'scope1.mobile_combustion',
      quantity: '14200',
      unit: 'L',
      region: SITES.leeds.region,
      attributes: { fuel: 'diesel' },
      ...y,
    },
    {
      id: 'oak-hvac-topup',
      category: 'scope1.fugitive_emissions',
      quantity: '4.5',
      unit: 'kg',
      region: SITES.oakland.region,
      attributes: { refrigerant: 'R-410A' },
      ...y,
    },
    {
      id: 'leeds-cold-store-topup',
      category: 'scope1.fugitive_emissions',
      quantity: '12',
      unit: 'kg',
      region: SITES.leeds.region,
      attributes: { refrigerant: 'R-404A' },
      ...y,
    },
    {
      id: 'flights-us-domestic',
      category: 'scope3.business_travel',
      quantity: '182000',
      unit: 'pmi',
      region: 'US',
      attributes: { mode: 'air', haul: 'medium' },
      ...y,
    },
    {
      id: 'flights-uk-longhaul',
      category: 'scope3.business_travel',
      quantity: '96000',
      unit: 'pkm',
      region: 'GB',
      attributes: { mode: 'air', haul: 'long' },
      ...y,
    },
    {
      id: 'rail-uk',
      category: 'scope3.business_travel',
      quantity: '24000',
      unit: 'pkm',
      region: 'GB',
      attributes: { mode: 'rail' },
      ...y,
    },
    {
      id: 'commute-oakland',
      category: 'scope3.employee_commuting',
      quantity: '212000',
      unit: 'vmi',
      region: 'US',
      attributes: { mode: 'car' },
      dataQuality: 'estimated',
      ...y,
    },
    {
      id: 'commute-leeds',
      category: 'scope3.employee_commuting',
      quantity: '388000',
      unit: 'pkm',
      region: 'GB',
      attributes: { mode: 'bus' },
      dataQuality: 'estimated',
      ...y,
    },
    {
      id: 'waste-oakland',
      category: 'scope3.waste_disposal',
      quantity: '18.4',
      unit: 'short_ton',
      region: 'US',
      attributes: { wasteType: 'mixed_msw', method: 'landfilled' },
      ...y,
    },
    {
      id: 'waste-leeds-cardboard',
      category: 'scope3.waste_disposal',
      quantity: '42',
      unit: 't',
      region: 'GB',
      attributes: { wasteType: 'paper_board_mixed', method: 'recycled' },
      ...y,
    },
    {
      id: 'purchases-it',
      category: 'scope3.purchased_goods',
      quantity: '184000',
      unit: 'USD',
      region: 'US',
      attributes: { sector: 'naics:334111' },
      dataQuality: 'calculated',
      ...y,
    },
    {
      id: 'purchases-packaging',
      category: 'scope3.purchased_goods',
      quantity: '96500',
      unit: 'USD',
      region: 'US',
      attributes: { sector: 'naics:322211' },
      ...y,
    },
    {
      id: 'purchases-consulting-eur',
      category: 'scope3.purchased_goods',
      quantity: '42000',
      unit: 'EUR',
      region: 'US',
      attributes: { sector: 'naics:541611', exchangeRate: '1.0821' },
      ...y,
    },
  ];
}

/** The whole year of activity data, in a stable order. */
export function quickstartInventory(year = 2025): ActivityInput[] {
  return [...monthly(year), ...yearly(year)];
}
