/**
 * References the European algorithms cite.
 */
export const EU_REFERENCES = {
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
  scope3Category6: {
    title:
      'GHG Protocol Technical Guidance for Calculating Scope 3 Emissions v1.0 (2013), chapter 6: Category 6, Business travel',
    url: 'https://ghgprotocol.org/scope-3-calculation-guidance-2',
  },
  aib: {
    title:
      'Association of Issuing Bodies (AIB), European Residual Mixes 2024 (shipped as aib-residual-mix 2024-secondary: a third-party transcription, status SECONDARY)',
    url: 'https://www.aib-net.org/facts/european-residual-mix',
  },
  desnz: {
    title:
      'UK DESNZ, Greenhouse gas reporting: conversion factors 2024 (flat file v1.1) and 2025 (flat file v1), with the 2025 methodology paper',
    url: 'https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting',
  },
  ember: {
    title:
      'Ember, yearly electricity data: carbon intensity of generation by country (location-based fallback)',
    url: 'https://ember-energy.org/data/yearly-electricity-data/',
  },
} as const;
