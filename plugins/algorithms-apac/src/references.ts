/**
 * References the Australian algorithms cite.
 */
export const APAC_REFERENCES = {
  nga: {
    title:
      'Australian Government DCCEEW, National Greenhouse Accounts Factors, workbooks 2021–2024 (shipped as nga-au 2021, 2022, 2023 and 2024; the edition in force on the activity date is used)',
    url: 'https://www.dcceew.gov.au/climate-change/publications/national-greenhouse-accounts-factors-2024',
  },
  scope2Guidance: {
    title: 'GHG Protocol Scope 2 Guidance (WRI, 2015), chapter 6, location-based method',
    url: 'https://ghgprotocol.org/scope-2-guidance',
  },
  scope3Category3: {
    title:
      'GHG Protocol Technical Guidance for Calculating Scope 3 Emissions v1.0 (2013), chapter 3: Category 3, Fuel- and energy-related activities (activities B and C)',
    url: 'https://ghgprotocol.org/scope-3-calculation-guidance-2',
  },
  corporateStandard: {
    title: 'GHG Protocol, A Corporate Accounting and Reporting Standard, revised edition (WRI/WBCSD, 2004)',
    url: 'https://ghgprotocol.org/corporate-standard',
  },
} as const;
