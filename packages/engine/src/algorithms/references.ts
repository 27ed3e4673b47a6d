import type { Reference } from '../types.js';

/**
 * Bibliographic references the generic algorithms cite. Kept in one place so that every algorithm
 * cites the same title and address for the same document.
 */
export const REFERENCES = {
  corporateStandard: {
    title: 'GHG Protocol, A Corporate Accounting and Reporting Standard, revised edition (WRI/WBCSD, 2004)',
    url: 'https://ghgprotocol.org/corporate-standard',
  },
  scope2Guidance: {
    title:
      'GHG Protocol Scope 2 Guidance (WRI, 2015), chapters 6 (methods), 7 (quality criteria) and 6.11 (emission factor hierarchy)',
    url: 'https://ghgprotocol.org/scope-2-guidance',
  },
  scope3Standard: {
    title: 'GHG Protocol Corporate Value Chain (Scope 3) Accounting and Reporting Standard (WRI/WBCSD, 2011)',
    url: 'https://ghgprotocol.org/corporate-value-chain-scope-3-standard',
  },
  scope3Chapter: (chapter: number, name: string): Reference => ({
    title: `GHG Protocol Technical Guidance for Calculating Scope 3 Emissions v1.0 (2013), chapter ${chapter}: ${name}`,
    url: 'https://ghgprotocol.org/scope-3-calculation-guidance-2',
  }),
  epaHub: {
    title:
      'US EPA Center for Corporate Climate Leadership, GHG Emission Factors Hub (2021, 2024 and 2025 editions)',
    url: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
  },
  epaEgrid: {
    title:
      'US EPA eGRID, subregion and state total output emission rates by data year (eGRID2019, eGRID2021 and eGRID2023 summary tables; eGRID2022 in Hub 2024 Table 6)',
    url: 'https://www.epa.gov/egrid',
  },
  desnz: {
    title:
      'UK DESNZ (BEIS until 2022), Greenhouse gas reporting: conversion factors (editions 2019 to 2025) and methodology paper',
    url: 'https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting',
  },
  useeio: {
    title:
      'US EPA, Supply Chain Greenhouse Gas Emission Factors v1.2 by NAICS-6 (2021 USD), DOI 10.23719/1528686',
    url: 'https://doi.org/10.23719/1528686',
  },
  useeio13: {
    title:
      'US EPA, Supply Chain Greenhouse Gas Emission Factors v1.3 by NAICS-6 (2022 USD), DOI 10.23719/1531143',
    url: 'https://doi.org/10.23719/1531143',
  },
  aib: {
    title: 'Association of Issuing Bodies (AIB), European Residual Mixes',
    url: 'https://www.aib-net.org/facts/european-residual-mix',
  },
  ember: {
    title: 'Ember, yearly electricity data: carbon intensity of generation by country (via CO2.js)',
    url: 'https://ember-energy.org/data/yearly-electricity-data/',
  },
  nga: {
    title: 'Australian Government DCCEEW, National Greenhouse Accounts Factors (workbooks 2021–2024)',
    url: 'https://www.dcceew.gov.au/climate-change/publications/national-greenhouse-accounts-factors-2024',
  },
  cfr98: {
    title:
      '40 CFR Part 98 Subpart C, Tables C-1 and C-2 (default CO2, CH4 and N2O factors and heat contents)',
    url: 'https://www.ecfr.gov/current/title-40/chapter-I/subchapter-C/part-98/subpart-C',
  },
  epaRefrigerants: {
    title:
      'US EPA Center for Corporate Climate Leadership, Direct Fugitive Emissions from Refrigeration, Air Conditioning, Fire Suppression, and Industrial Gases (2023)',
    url: 'https://www.epa.gov/climateleadership/scope-1-and-scope-2-inventory-guidance',
  },
  pcaf: {
    title:
      'PCAF, The Global GHG Accounting and Reporting Standard Part A: Financed Emissions, second edition (December 2022), sections 5.1 and 5.2',
    url: 'https://carbonaccountingfinancials.com/standard',
  },
} as const;

/** The effective date of every generic algorithm: they apply to any period the factors cover. */
export const GENERIC_EFFECTIVE_DATE = '2000-01-01';

/** Version of every generic algorithm in this release; a changed result needs a new version. */
export const GENERIC_VERSION = '1.0.0';
