/**
 * The vocabulary of {@link realisticReportInput}: the facilities of a large manufacturer in several
 * countries, every emission category (Scope 1 kinds, Scope 2 by both methods, the 15 Scope 3
 * categories) and the factor datasets with their citations. Names are long and in several
 * languages on purpose: the layout check must see what real organizations type.
 */

/** A country where the organization operates, its grid dataset and a few place names. */
export interface Country {
  readonly code: string;
  readonly dataset: string;
  readonly places: readonly string[];
}

export const COUNTRIES: readonly Country[] = [
  { code: 'US', dataset: 'epa-egrid', places: ['Oakland', 'Houston', 'Pittsburgh', 'Columbus', 'Spokane'] },
  { code: 'GB', dataset: 'uk-desnz', places: ['Leeds', 'Sheffield', 'Swansea', 'Aberdeen'] },
  { code: 'DE', dataset: 'de-uba', places: ['Duisburg', 'Ludwigshafen', 'Mönchengladbach', 'Würzburg'] },
  { code: 'FR', dataset: 'fr-ademe', places: ['Saint-Étienne', 'Valenciennes', 'Clermont-Ferrand'] },
  { code: 'PL', dataset: 'pl-kobize', places: ['Wrocław', 'Bielsko-Biała', 'Łódź'] },
  { code: 'GR', dataset: 'eu-jrc', places: ['Θεσσαλονίκη', 'Πάτρα'] },
  { code: 'IN', dataset: 'in-cea', places: ['Pune', 'Chennai', 'Vadodara'] },
  { code: 'JP', dataset: 'jp-moe', places: ['Nagoya', 'Kitakyushu'] },
  { code: 'BR', dataset: 'br-mctic', places: ['São José dos Campos', 'Joinville'] },
  { code: 'ZA', dataset: 'za-eskom', places: ['Gqeberha', 'Ekurhuleni'] },
];

const KINDS = [
  'pressed steel components plant',
  'regional distribution centre and cross-dock',
  'research, development and testing campus',
  'head office and shared service centre',
  'paint shop and final assembly',
];

/** `count` facilities spread over the countries, with long, mixed-language names. */
export function facilities(count: number): { id: string; name: string; country: string }[] {
  const out: { id: string; name: string; country: string }[] = [];
  for (let i = 0; out.length < count; i++) {
    const country = COUNTRIES[i % COUNTRIES.length] as Country;
    const place = country.places[Math.floor(i / COUNTRIES.length) % country.places.length] as string;
    const kind = KINDS[i % KINDS.length] as string;
    out.push({
      id: `fac-${String(i + 1).padStart(3, '0')}`,
      name: `${place} ${kind} (site ${i + 1})`,
      country: country.code,
    });
  }
  return out;
}

/** One emission category as the generator produces it. */
export interface CategorySource {
  readonly category: string;
  readonly scope: 1 | 2 | 3;
  readonly scope3Category?: number;
  readonly scope2Method?: 'location_based' | 'market_based';
  readonly unit: string;
  /** kg CO2e per unit, and the monthly quantity at one facility. */
  readonly kgPerUnit: string;
  readonly monthly: string;
  readonly gases: readonly (readonly [gas: string, share: string])[];
  readonly euEts?: boolean;
  readonly biogenicPerUnit?: string;
}

const CO2_ONLY = [['CO2', '1']] as const;
const COMBUSTION = [
  ['CO2', '0.9985'],
  ['CH4', '0.0006'],
  ['N2O', '0.0009'],
] as const;

const SCOPE3_SLUGS = [
  'purchased_goods',
  'capital_goods',
  'fuel_energy_related',
  'upstream_transport',
  'waste_disposal',
  'business_travel',
  'employee_commuting',
  'upstream_leased_assets',
  'downstream_transport',
  'processing_sold_products',
  'use_of_sold_products',
  'end_of_life_treatment',
  'downstream_leased_assets',
  'franchises',
  'investments',
];

/** Every category: four kinds of Scope 1, electricity and heat by both Scope 2 methods, Scope 3 1–15. */
export const CATEGORY_SOURCES: readonly CategorySource[] = [
  {
    category: 'scope1.stationary_combustion',
    scope: 1,
    unit: 'kWh',
    kgPerUnit: '0.18296',
    monthly: '117550',
    gases: COMBUSTION,
    euEts: true,
  },
  {
    category: 'scope1.mobile_combustion',
    scope: 1,
    unit: 'L',
    kgPerUnit: '2.51279',
    monthly: '1097.4',
    gases: COMBUSTION,
    biogenicPerUnit: '0.1716',
  },
  {
    category: 'scope1.fugitive_emissions',
    scope: 1,
    unit: 'kg',
    kgPerUnit: '2088',
    monthly: '0.3667',
    gases: [['HFCs', '1']],
  },
  {
    category: 'scope1.process_emissions',
    scope: 1,
    unit: 't',
    kgPerUnit: '507.3',
    monthly: '12.5',
    gases: CO2_ONLY,
    euEts: true,
  },
  {
    category: 'scope2.electricity.location_based',
    scope: 2,
    scope2Method: 'location_based',
    unit: 'kWh',
    kgPerUnit: '0.20705',
    monthly: '90350',
    gases: COMBUSTION,
  },
  {
    category: 'scope2.electricity.market_based',
    scope: 2,
    scope2Method: 'market_based',
    unit: 'kWh',
    kgPerUnit: '0.1187',
    monthly: '90350',
    gases: CO2_ONLY,
  },
  {
    category: 'scope2.heat_steam.location_based',
    scope: 2,
    scope2Method: 'location_based',
    unit: 'kWh',
    kgPerUnit: '0.17965',
    monthly: '20400',
    gases: COMBUSTION,
    biogenicPerUnit: '0.0041',
  },
  {
    category: 'scope2.heat_steam.market_based',
    scope: 2,
    scope2Method: 'market_based',
    unit: 'kWh',
    kgPerUnit: '0.1534',
    monthly: '20400',
    gases: CO2_ONLY,
  },
  ...SCOPE3_SLUGS.map(
    (slug, i): CategorySource => ({
      category: `scope3.${slug}`,
      scope: 3,
      scope3Category: i + 1,
      unit: i < 2 ? 'EUR' : 't.km',
      kgPerUnit: i < 2 ? '0.3121' : '0.10741',
      monthly: String(25000 + i * 1733),
      gases: i % 3 === 0 ? [] : CO2_ONLY,
    }),
  ),
];

/** The factor datasets, with the long citations and URLs that real publishers have. */
export const DATASETS: readonly { id: string; publisher: string; url: string }[] = [
  {
    id: 'epa-egrid',
    publisher: 'US Environmental Protection Agency',
    url: 'https://www.epa.gov/egrid/download-data#egrid2023-summary-tables-and-technical-support-document',
  },
  {
    id: 'uk-desnz',
    publisher: 'UK Department for Energy Security and Net Zero',
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025/full-set-of-conversion-factors-for-company-reporting',
  },
  {
    id: 'de-uba',
    publisher: 'Umweltbundesamt',
    url: 'https://www.umweltbundesamt.de/publikationen/entwicklung-der-spezifischen-treibhausgas-emissionen-des-deutschen-strommix-1990-2024',
  },
  {
    id: 'fr-ademe',
    publisher: 'Agence de la transition écologique (ADEME)',
    url: 'https://base-empreinte.ademe.fr/documentation/base-carbone?docLink=facteurs-d-emission-electricite-reseau-france-continentale',
  },
  {
    id: 'pl-kobize',
    publisher: 'Krajowy Ośrodek Bilansowania i Zarządzania Emisjami',
    url: 'https://www.kobize.pl/pl/fileCategory/id/28/wskazniki-emisyjnosci-co2-so2-nox-co-i-pylu-calkowitego-dla-energii-elektrycznej',
  },
  {
    id: 'eu-jrc',
    publisher: 'European Commission Joint Research Centre',
    url: 'https://data.jrc.ec.europa.eu/dataset/919df040-0252-4e4e-ad82-c054896e1641/resource/covenant-of-mayors-default-emission-factors-2024',
  },
  {
    id: 'in-cea',
    publisher: 'Central Electricity Authority, Government of India',
    url: 'https://cea.nic.in/wp-content/uploads/baseline/2025/01/Approved_report_emission__2023_24_CO2_baseline_database_version_20.pdf',
  },
  {
    id: 'jp-moe',
    publisher: 'Ministry of the Environment, Japan',
    url: 'https://ghg-santeikohyo.env.go.jp/files/calc/r07_coefficient_rev_electricity_business_operators_emission_factors.pdf',
  },
  {
    id: 'br-mctic',
    publisher: 'Ministério da Ciência, Tecnologia e Inovações',
    url: 'https://www.gov.br/mcti/pt-br/acompanhe-o-mcti/sirene/dados-e-ferramentas/fatores-de-emissao/fator-medio-inventarios-corporativos-2024',
  },
  {
    id: 'za-eskom',
    publisher: 'Eskom Holdings SOC Ltd',
    url: 'https://www.eskom.co.za/wp-content/uploads/2025/09/Eskom_Integrated_Report_2025_grid_emission_factor_methodology_and_assurance_statement.pdf',
  },
  {
    id: 'exiobase-spend',
    publisher: 'EXIOBASE consortium',
    url: 'https://zenodo.org/records/14614930/files/IOT_2022_pxp_multi-regional_environmentally-extended_supply-use_tables_version_3.9.5.zip',
  },
  {
    id: 'ipcc-ar6-gwp',
    publisher: 'Intergovernmental Panel on Climate Change',
    url: 'https://www.ipcc.ch/report/ar6/wg1/downloads/report/IPCC_AR6_WGI_Chapter07_SM.pdf#page=12&table=7.SM.7',
  },
];
