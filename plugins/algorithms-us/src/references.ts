/**
 * References the US algorithms cite.
 */
export const US_REFERENCES = {
  scope2Guidance: {
    title:
      'GHG Protocol Scope 2 Guidance (WRI, 2015), chapters 6 and 7 and Table 6.3 (emission factor hierarchy)',
    url: 'https://ghgprotocol.org/scope-2-guidance',
  },
  scope3Category3: {
    title:
      'GHG Protocol Technical Guidance for Calculating Scope 3 Emissions v1.0 (2013), chapter 3: Category 3, Fuel- and energy-related activities (activity C, T&D losses)',
    url: 'https://ghgprotocol.org/scope-3-calculation-guidance-2',
  },
  epaHub: {
    title:
      'US EPA Center for Corporate Climate Leadership, GHG Emission Factors Hub 2024, Table 6 Electricity (eGRID2022)',
    url: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
  },
  egrid: {
    title:
      'US EPA eGRID2019, eGRID2021 and eGRID2023 summary tables, Table 1 subregion output emission rates',
    url: 'https://www.epa.gov/egrid',
  },
  greenE: {
    title:
      'Green-e Energy Residual Mix Emissions Rates (not shipped; import it as electricity/residual_mix to use it)',
    url: 'https://www.green-e.org/residual-mix',
  },
} as const;
