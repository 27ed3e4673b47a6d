import type {
  ActivityField,
  BreakdownDimension,
  DisclosureValue,
  EmissionQuery,
  OrganizationField,
} from '../framework/schema.js';

/**
 * Small builders that keep the built-in framework definitions readable. They produce plain data:
 * the definitions stay JSON, so they can be stored and read back.
 */

/** The queries every framework reuses. */
export const Q = {
  scope1: { scope: 1 },
  scope1Ets: { scope: 1, euEts: true },
  scope2Location: { scope: 2, scope2Method: 'location_based' },
  scope2Market: { scope: 2, scope2Method: 'market_based' },
  scope3: { scope: 3 },
  biogenicScope1: { scope: 1, measure: 'biogenicCo2' },
  biogenicScope2: { scope: 2, scope2Method: 'location_based', measure: 'biogenicCo2' },
  biogenicScope3: { scope: 3, measure: 'biogenicCo2' },
  biogenicAll: { scope2Method: 'location_based', measure: 'biogenicCo2' },
} as const satisfies Record<string, EmissionQuery>;

type Opt = { readonly required?: boolean };
const req = (o?: Opt): { required?: boolean } => (o?.required === false ? { required: false } : {});

/** A sum over emission lines. */
export const sum = (key: string, label: string, query: EmissionQuery, o?: Opt): DisclosureValue => ({
  key,
  label,
  mapping: { source: 'emissions', query },
  ...req(o),
});

/** A breakdown of emission lines by a dimension. */
export const split = (
  key: string,
  label: string,
  query: EmissionQuery,
  groupBy: BreakdownDimension,
  o?: Opt,
): DisclosureValue => ({ key, label, mapping: { source: 'emissions', query, groupBy }, ...req(o) });

/** Organization-provided text from the template. */
export const text = (key: string, label: string, o?: Opt): DisclosureValue => ({
  key,
  label,
  mapping: { source: 'narrative', key },
  ...req(o),
});

/** An organization-level fact. */
export const org = (field: OrganizationField, label: string, o?: Opt): DisclosureValue => ({
  key: `organization.${field}`,
  label,
  mapping: { source: 'organization', field },
  ...req(o),
});

/** A fact derived from the activity data and calculation records. */
export const act = (field: ActivityField, label: string, o?: Opt): DisclosureValue => ({
  key: `activity.${field}`,
  label,
  mapping: { source: 'activity', field },
  ...req(o),
});

/** Total GHG in tonnes for one Scope 2 method: Scope 1 + Scope 2 (method) + Scope 3 (ESRS AR 47). */
export const totalTonnes = (method: 'location_based' | 'market_based', o?: Opt): DisclosureValue => ({
  key: `computed.total.${method === 'location_based' ? 'locationBased' : 'marketBased'}`,
  label: `Total GHG emissions, ${method === 'location_based' ? 'location' : 'market'}-based (tCO2e)`,
  mapping: {
    source: 'computed',
    formula: '(attr_s1 + attr_s2 + attr_s3) / 1000',
    variables: { s1: Q.scope1, s2: { scope: 2, scope2Method: method }, s3: Q.scope3 },
    unit: 'tCO2e',
    decimals: 3,
  },
  ...req(o),
});

/** Emissions per million of net revenue, for the given scopes and Scope 2 method. */
export const intensity = (
  method: 'location_based' | 'market_based',
  withScope3: boolean,
  o?: Opt,
): DisclosureValue => {
  const m = method === 'location_based' ? 'location' : 'market';
  return {
    key: `computed.intensity.revenue.${withScope3 ? 'total' : 'scope12'}.${m}`,
    label: `GHG intensity per net revenue, ${withScope3 ? 'Scope 1+2+3' : 'Scope 1+2'} (${m}-based)`,
    mapping: {
      source: 'computed',
      formula: withScope3
        ? '(attr_s1 + attr_s2 + attr_s3) / 1000 / (attr_netRevenue / 1000000)'
        : '(attr_s1 + attr_s2) / 1000 / (attr_netRevenue / 1000000)',
      variables: withScope3
        ? { s1: Q.scope1, s2: { scope: 2, scope2Method: method }, s3: Q.scope3 }
        : { s1: Q.scope1, s2: { scope: 2, scope2Method: method } },
      usesRevenue: true,
      unit: 'tCO2e per million {currency}',
      decimals: 3,
    },
    ...req(o),
  };
};

/** The methodology values (standards, factors with sources, GWP set) most frameworks ask for. */
export const methodology = (o?: Opt): DisclosureValue[] => [
  act('methodology', 'Calculation methods (algorithms and versions)', o),
  act('factorSources', 'Emission-factor sources', o),
  act('gwpSet', 'GWP source', o),
];
