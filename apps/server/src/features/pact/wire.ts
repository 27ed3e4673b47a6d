/**
 * The PACT Technical Specifications v3.0 wire format, as zod schemas shared by the PACT API (data owner side)
 * and the PACT client (data recipient side). Field names follow the specification's data model
 * (ProductFootprint, CarbonFootprint) and its CloudEvents (structured mode, CloudEvents 1.0).
 *
 * Decimals travel as JSON strings (the specification's `Decimal` type), so a quantity is never a JS float.
 * Schemas for what WE receive from another system are loose (unknown extra fields are kept and ignored), so a
 * conformant partner that adds optional fields is still understood; what we emit is built from typed values.
 */
import { PACT_DECLARED_UNITS } from '@ctp/store';
import { z } from 'zod';

/** The specification version this server speaks (ProductFootprint.specVersion). */
export const PACT_SPEC_VERSION = '3.0.0';

/** A URN (`urn:<nid>:<nss>`, RFC 8141), the identifier form for product and company ids. */
export const Urn = z.string().regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i, 'expected a URN (urn:<nid>:<nss>)');

/** A decimal number encoded as a JSON string, e.g. "1.25" or "-0.4" (no exponent). */
export const DecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string');
const NonNegativeDecimal = z.string().regex(/^\d+(\.\d+)?$/, 'expected a non-negative decimal string');
const NonPositiveDecimal = z.string().regex(/^(-\d+(\.\d+)?|0+(\.0+)?)$/, 'expected a non-positive decimal');
const PositiveDecimal = NonNegativeDecimal.refine(
  (v) => /[1-9]/.test(v),
  'expected a positive decimal string',
);

/** RFC 3339 timestamp with an offset (the specification asks for UTC `Z`; an offset is accepted on input). */
export const Timestamp = z.iso.datetime({ offset: true });

/** The specification's declaredUnitOfMeasurement vocabulary (one list, kept by the store's products). */
export const DeclaredUnit = z.enum(PACT_DECLARED_UNITS);
export type DeclaredUnit = z.infer<typeof DeclaredUnit>;

export const CROSS_SECTORAL_STANDARDS = [
  'ISO14067',
  'ISO14083',
  'ISO14040-44',
  'GHGP-Product',
  'PEF',
  'PACT-1.0',
  'PACT-2.0',
  'PACT-3.0',
] as const;

export const PfStatus = z.enum(['Active', 'Deprecated']);
export type PfStatus = z.infer<typeof PfStatus>;

/** CarbonFootprint (`pcf`): the mandatory fields are required, the optional ones typed when present. */
export const CarbonFootprint = z.looseObject({
  declaredUnitOfMeasurement: DeclaredUnit,
  declaredUnitAmount: PositiveDecimal,
  productMassPerDeclaredUnit: NonNegativeDecimal,
  referencePeriodStart: Timestamp,
  referencePeriodEnd: Timestamp,
  geographyRegionOrSubregion: z.string().min(1).optional(),
  geographyCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  geographyCountrySubdivision: z.string().min(1).optional(),
  boundaryProcessesDescription: z.string().optional(),
  pcfExcludingBiogenicUptake: DecimalString,
  pcfIncludingBiogenicUptake: DecimalString,
  fossilCarbonContent: NonNegativeDecimal,
  biogenicCarbonContent: NonNegativeDecimal.optional(),
  fossilGhgEmissions: NonNegativeDecimal,
  landManagementBiogenicCO2Removals: NonPositiveDecimal.optional(),
  aircraftGhgEmissions: NonNegativeDecimal.optional(),
  packagingEmissionsIncluded: z.boolean(),
  ccsTechnologicalCO2CaptureIncluded: z.boolean(),
  ipccCharacterizationFactors: z.array(z.string().min(1)).min(1),
  crossSectoralStandards: z.array(z.enum(CROSS_SECTORAL_STANDARDS)).min(1),
  exemptedEmissionsPercent: NonNegativeDecimal,
  exemptedEmissionsDescription: z.string().optional(),
  allocationRulesDescription: z.string().optional(),
  secondaryEmissionFactorSources: z
    .array(z.looseObject({ name: z.string().min(1), version: z.string().min(1) }))
    .optional(),
  primaryDataShare: NonNegativeDecimal.optional(),
});
export type CarbonFootprint = z.infer<typeof CarbonFootprint>;

/**
 * ProductFootprint. `version` is not in the v3.0 data model's required list, but the specification's list and
 * get actions speak of "the latest version" by it; CTP always sends it (1, 2, … per footprint id).
 */
export const ProductFootprint = z.looseObject({
  id: z.uuid(),
  specVersion: z.string().regex(/^\d+\.\d+\.\d+(-\d{8})?$/),
  version: z.number().int().min(0).optional(),
  precedingPfIds: z.array(z.uuid()).optional(),
  created: Timestamp,
  status: PfStatus,
  statusComment: z.string().optional(),
  validityPeriodStart: Timestamp.optional(),
  validityPeriodEnd: Timestamp.optional(),
  companyName: z.string().min(1),
  companyIds: z.array(Urn).min(1),
  productDescription: z.string(),
  productIds: z.array(Urn).min(1),
  productClassifications: z.array(Urn).optional(),
  productNameCompany: z.string().min(1),
  comment: z.string().optional(),
  pcf: CarbonFootprint,
});
export type ProductFootprint = z.infer<typeof ProductFootprint>;

/** Response bodies of ListFootprints and GetFootprint. */
export const ListFootprintsResponse = z.looseObject({ data: z.array(ProductFootprint) });
export const GetFootprintResponse = z.looseObject({ data: ProductFootprint });

/** Error response codes of the specification, with their HTTP status. */
export const PACT_ERROR_STATUS = {
  BadRequest: 400,
  AccessDenied: 403,
  NotFound: 404,
  NotImplemented: 400,
  TokenExpired: 401,
  InternalError: 500,
} as const;
export type PactErrorCode = keyof typeof PACT_ERROR_STATUS;
export const PactErrorCode = z.enum(Object.keys(PACT_ERROR_STATUS) as [PactErrorCode, ...PactErrorCode[]]);

/** An error response body: `{ code, message }`. */
export const PactError = z.looseObject({ code: PactErrorCode, message: z.string() });
export type PactError = z.infer<typeof PactError>;

/** OAuth 2 token response (RFC 6749 §5.1) and error (§5.2) of `POST /auth/token`. */
export const TokenResponse = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;
export const TokenError = z.looseObject({ error: z.string(), error_description: z.string().optional() });

/** The CloudEvents `type` strings of PACT v3. */
export const PACT_EVENT_TYPES = {
  requestCreated: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
  requestFulfilled: 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3',
  requestRejected: 'org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3',
  published: 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3',
} as const;

/** Content type of a CloudEvent in structured mode (JSON). */
export const CLOUDEVENTS_CONTENT_TYPE = 'application/cloudevents+json';

/** CloudEvents 1.0 context attributes (required: id, source, specversion, type). */
const eventEnvelope = {
  specversion: z.literal('1.0'),
  id: z.string().min(1).max(256),
  source: z.string().min(1).max(2048),
  time: Timestamp.optional(),
  subject: z.string().optional(),
  datacontenttype: z.string().optional(),
};

/** The ListFootprints filter criteria, also the body of a RequestCreatedEvent. */
export const FootprintCriteria = {
  productId: z.array(Urn).min(1).optional(),
  companyId: z.array(Urn).min(1).optional(),
  geography: z.array(z.string().min(1)).min(1).optional(),
  classification: z.array(Urn).min(1).optional(),
  validOn: Timestamp.optional(),
  validAfter: Timestamp.optional(),
  validBefore: Timestamp.optional(),
  status: PfStatus.optional(),
};

export const RequestCreatedEvent = z.looseObject({
  ...eventEnvelope,
  type: z.literal(PACT_EVENT_TYPES.requestCreated),
  data: z.looseObject({ ...FootprintCriteria, comment: z.string().optional() }),
});
export type RequestCreatedEvent = z.infer<typeof RequestCreatedEvent>;

export const RequestFulfilledEvent = z.looseObject({
  ...eventEnvelope,
  type: z.literal(PACT_EVENT_TYPES.requestFulfilled),
  data: z.looseObject({ requestEventId: z.string().min(1), pfs: z.array(ProductFootprint) }),
});
export type RequestFulfilledEvent = z.infer<typeof RequestFulfilledEvent>;

export const RequestRejectedEvent = z.looseObject({
  ...eventEnvelope,
  type: z.literal(PACT_EVENT_TYPES.requestRejected),
  data: z.looseObject({ requestEventId: z.string().min(1), error: PactError }),
});
export type RequestRejectedEvent = z.infer<typeof RequestRejectedEvent>;

export const PublishedEvent = z.looseObject({
  ...eventEnvelope,
  type: z.literal(PACT_EVENT_TYPES.published),
  data: z.looseObject({ pfIds: z.array(z.uuid()).min(1) }),
});
export type PublishedEvent = z.infer<typeof PublishedEvent>;

/** Any PACT v3 event this server understands, discriminated by `type`. */
export const PactEvent = z.discriminatedUnion('type', [
  RequestCreatedEvent,
  RequestFulfilledEvent,
  RequestRejectedEvent,
  PublishedEvent,
]);
export type PactEvent = z.infer<typeof PactEvent>;

/** Builds the envelope of an event we send (id and time filled in by the caller for testability). */
export function eventEnvelopeOf(input: { id: string; source: string; time: Date }) {
  return { specversion: '1.0' as const, id: input.id, source: input.source, time: input.time.toISOString() };
}

/** GHG Protocol scopes a grant or an export may name. */
export const GhgScope = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type GhgScope = z.infer<typeof GhgScope>;

/** How the corporate export allocates the supplier's emissions to one customer. */
export const CorporateAllocation = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('revenue'),
    customerRevenue: PositiveDecimal,
    totalRevenue: PositiveDecimal,
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
  z.strictObject({
    method: z.literal('physical'),
    customerQuantity: PositiveDecimal,
    totalQuantity: PositiveDecimal,
    unit: z.string().min(1),
  }),
  z.strictObject({ method: z.literal('fixed'), percent: PositiveDecimal }),
]);
export type CorporateAllocation = z.infer<typeof CorporateAllocation>;

/** Version of the CTP corporate export document (a CTP extension beside PACT, at `/pact/ctp/1/...`). */
export const CORPORATE_EXPORT_VERSION = '1.0.0';

/**
 * The CTP corporate export: the supplier's calculated emissions by scope for one reference period, allocated to
 * the requesting customer, with a methodology summary. Amounts are kg CO2e as decimal strings.
 */
export const CorporateExport = z.looseObject({
  exportVersion: z.string(),
  companyName: z.string().min(1),
  companyIds: z.array(Urn).min(1),
  customerName: z.string().min(1),
  period: z.looseObject({ start: z.iso.date(), end: z.iso.date() }),
  allocation: z.looseObject({
    method: z.enum(['revenue', 'physical', 'fixed']),
    share: DecimalString,
    description: z.string(),
  }),
  scopes: z.array(
    z.looseObject({ scope: GhgScope, totalKgCo2e: DecimalString, allocatedKgCo2e: DecimalString }),
  ),
  allocatedTotalKgCo2e: DecimalString,
  methodology: z.looseObject({
    algorithms: z.array(z.looseObject({ id: z.string(), version: z.string() })),
    factorDatasets: z.array(z.looseObject({ id: z.string(), version: z.string() })),
    gwpSets: z.array(z.string()),
  }),
  generatedAt: Timestamp,
});
export type CorporateExport = z.infer<typeof CorporateExport>;

/** Public profile of an organization: its name and stable public id, nothing else. */
export const PublicProfile = z.strictObject({ name: z.string(), publicOrgId: z.uuid() });
export type PublicProfile = z.infer<typeof PublicProfile>;

/** The company id under which an organization appears in PACT `companyIds`. */
export function companyUrnOf(publicOrgId: string): string {
  return `urn:uuid:${publicOrgId.toLowerCase()}`;
}
