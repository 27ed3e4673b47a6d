/**
 * Where a missing piece of data would be entered, read from the words of a report warning
 * (`GET /api/reports/{id}` → `warnings[].missing`, e.g. `Board oversight: organization-provided text
 * "narrative.governance.board" (template narrative for GOV-a)`). The phrases are those of
 * @ctp/reporting's mapper; anything not recognised still shows its words, without a link.
 */
export type EntryPlace =
  | { kind: 'narrative'; frameworkCode: string; key: string }
  | { kind: 'activities'; category?: string }
  | { kind: 'facilities' }
  | { kind: 'organization' }
  | { kind: 'calculations' };

/**
 * Activity categories of the generic algorithms, by GHG Protocol Scope 3 category number. Where a
 * category has several methods, the specific one (metered energy, or distance for freight) is where
 * data is entered first.
 */
const SCOPE3_ACTIVITY: Record<string, string> = {
  '1': 'scope3.purchased_goods',
  '2': 'scope3.capital_goods.average_data',
  '4': 'scope3.upstream_transport.distance_based',
  '5': 'scope3.waste_disposal',
  '6': 'scope3.business_travel',
  '7': 'scope3.employee_commuting',
  '8': 'scope3.upstream_leased_assets.asset_specific',
  '9': 'scope3.downstream_transport.distance_based',
  '10': 'scope3.processing_sold_products.site_specific',
  '11': 'scope3.use_of_sold_products.energy_using_products',
  '12': 'scope3.end_of_life_treatment.waste_type_specific',
  '13': 'scope3.downstream_leased_assets.asset_specific',
  '14': 'scope3.franchises.franchise_specific',
  '15': 'scope3.investments.investment_specific',
};

const ORGANIZATION_FACTS = [
  'base year',
  'base-year',
  'net revenue',
  'reporting boundary',
  'emission-reduction targets',
  'consolidation approach',
  'country of the organization',
];

function emissionsPlace(query: string): EntryPlace {
  const prefix = /category ([a-z0-9_]+(?:\.[a-z0-9_]+)+)/.exec(query)?.[1];
  if (prefix !== undefined) return { kind: 'activities', category: prefix };
  const scope3 = /Scope 3, category (\d+)/.exec(query)?.[1];
  if (scope3 !== undefined) {
    const category = SCOPE3_ACTIVITY[scope3];
    return category === undefined ? { kind: 'activities' } : { kind: 'activities', category };
  }
  if (/Scope 2\b.*location-based/.test(query))
    return { kind: 'activities', category: 'scope2.electricity.location_based' };
  if (/Scope 2\b.*market-based/.test(query))
    return { kind: 'activities', category: 'scope2.electricity.market_based' };
  return { kind: 'activities' };
}

/** The place to enter what one `missing` entry names, or `null` when the words are not recognised. */
export function entryPlaceOf(missing: string, frameworkCode: string): EntryPlace | null {
  const narrative = /organization-provided text "([^"]+)"/.exec(missing)?.[1];
  if (narrative !== undefined) return { kind: 'narrative', frameworkCode, key: narrative };
  const emissions = /(?:emission results|gas masses) for (.+)$/.exec(missing)?.[1];
  if (emissions !== undefined) return emissionsPlace(emissions);
  if (/facilities of the emission results/.test(missing)) return { kind: 'facilities' };
  if (ORGANIZATION_FACTS.some((fact) => missing.includes(fact))) return { kind: 'organization' };
  if (/activity data behind the results|emissions of earlier years|Scope 3 emission results/.test(missing))
    return { kind: 'activities' };
  if (/calculation methodology|emission-factor sources|per-gas results/.test(missing))
    return { kind: 'calculations' };
  return null;
}

/** `Board oversight: organization-provided text …` → the label before the first colon and the rest. */
export function splitMissing(missing: string): { label: string | null; what: string } {
  const at = missing.indexOf(': ');
  return at <= 0
    ? { label: null, what: missing }
    : { label: missing.slice(0, at), what: missing.slice(at + 2) };
}
