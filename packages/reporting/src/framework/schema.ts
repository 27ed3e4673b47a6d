import { z } from 'zod';

/**
 * The data structures of a framework: a `FrameworkSchema` is versioned data (JSON-serialisable,
 * so it can be stored as a `report_frameworks` record and read back) made of `Disclosure`s, each
 * with one or more values whose `DataMapping` says where the value comes from.
 */

/** Scope 2 method as stored on emission results. */
export const Scope2MethodSchema = z.enum(['location_based', 'market_based']);

/** Filter over emission lines; every field left out matches everything. */
export const EmissionQuerySchema = z
  .object({
    scope: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    scope3Category: z.number().int().min(1).max(15).optional(),
    /** Dotted category prefix: `scope1.stationary` matches `scope1.stationary.natural_gas`. */
    categoryPrefix: z.string().optional(),
    scope2Method: Scope2MethodSchema.optional(),
    /** Only lines covered (true) or not covered (false) by a regulated trading scheme. */
    euEts: z.boolean().optional(),
    /** Sum this gas's CO2e (`CO2`, `CH4`, `N2O`, `HFCs`…) instead of the line's total CO2e. */
    gas: z.string().optional(),
    /** `co2e` (default), `biogenicCo2` (the memo item kept outside the scopes), or `gasMass` (kg of `gas`). */
    measure: z.enum(['co2e', 'biogenicCo2', 'gasMass']).optional(),
  })
  .strict();
/** Filter over emission lines. */
export type EmissionQuery = z.infer<typeof EmissionQuerySchema>;

/** Dimension an emissions breakdown is grouped by. */
export const BreakdownDimensionSchema = z.enum([
  'gas',
  'facility',
  'country',
  'scope3Category',
  'category',
  'month',
  'scope2Method',
]);
/** Dimension of an emissions breakdown. */
export type BreakdownDimension = z.infer<typeof BreakdownDimensionSchema>;

/** Organization-level facts a mapping may read. */
export const OrganizationFieldSchema = z.enum([
  'consolidationApproach',
  'baseYear',
  'baseYearEmissions',
  'baseYearPolicy',
  'reportingPeriod',
  'netRevenue',
  'reportingBoundary',
  'recalculations',
  'restatements',
  'targets',
  'history',
]);
/** Organization-level fact. */
export type OrganizationField = z.infer<typeof OrganizationFieldSchema>;

/** Activity-level facts a mapping may read. */
export const ActivityFieldSchema = z.enum([
  'methodology',
  'factorSources',
  'gwpSet',
  'gasesIncluded',
  'scope3CategoriesIncluded',
  'dataQuality',
  'overrides',
  'facilities',
]);
/** Activity-level fact. */
export type ActivityField = z.infer<typeof ActivityFieldSchema>;

/** Where a value comes from. */
export const DataMappingSchema = z.discriminatedUnion('source', [
  /** A decimal sum (kg CO2e unless `measure` says otherwise) over the lines the query selects. */
  z.object({
    source: z.literal('emissions'),
    query: EmissionQuerySchema,
    groupBy: BreakdownDimensionSchema.optional(),
  }),
  /** A fact derived from the activity data, algorithms, factors and overrides. */
  z.object({ source: z.literal('activity'), field: ActivityFieldSchema }),
  /** A fact of the organization; `narrative` reads the template text under `key`. */
  z.object({ source: z.literal('organization'), field: OrganizationFieldSchema }),
  z.object({ source: z.literal('narrative'), key: z.string().min(1) }),
  /**
   * A number computed by the engine's sandboxed formula language from named emission sums (and
   * `netRevenue` when `usesRevenue`): variables are written `attr_<name>` in the formula.
   */
  z.object({
    source: z.literal('computed'),
    formula: z.string().min(1).max(2000),
    variables: z.record(z.string().regex(/^[A-Za-z0-9_]+$/), EmissionQuerySchema),
    usesRevenue: z.boolean().optional(),
    /** Unit of the result, printed next to it: `kgCO2e`, `%`, `kgCO2e/EUR`… */
    unit: z.string().min(1),
    /** Decimal places shown (the exact value is kept in data.json). */
    decimals: z.number().int().min(0).max(12).optional(),
  }),
]);
/** Where a value comes from. */
export type DataMapping = z.infer<typeof DataMappingSchema>;

/** One value of a disclosure (a datapoint). */
export const DisclosureValueSchema = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  mapping: DataMappingSchema,
  /** A required value that cannot be filled makes the disclosure incomplete. Default true. */
  required: z.boolean().optional(),
});
/** One value of a disclosure. */
export type DisclosureValue = z.infer<typeof DisclosureValueSchema>;

/** One disclosure (requirement) of a framework. */
export const DisclosureSchema = z.object({
  /** The framework's own id, e.g. `GOV-a`, `E1-6.48a`, `305-1`, `7.6`. */
  id: z.string().min(1),
  title: z.string().min(1),
  /** Our paraphrase of what the framework asks. */
  description: z.string(),
  /** Grouping heading: TCFD pillar, ESRS disclosure requirement, CDP module… */
  section: z.string().min(1),
  /** Required by the framework ([R]); conditional and voluntary items are false. */
  required: z.boolean(),
  values: z.array(DisclosureValueSchema).min(1),
});
/** One disclosure of a framework. */
export type Disclosure = z.infer<typeof DisclosureSchema>;

/** A framework definition: versioned data. */
export const FrameworkSchemaSchema = z.object({
  /** Lower-case code: `tcfd`, `csrd`, `cdp`, `gri`, or a plugin's own (`sec`). */
  code: z.string().regex(/^[a-z][a-z0-9_-]{1,31}$/),
  version: z.string().min(1),
  name: z.string().min(1),
  description: z.string().default(''),
  /** Where the definition comes from (citations). */
  sources: z.array(z.string()).default([]),
  /**
   * This framework replaces `code` for reporting periods starting on or after `forPeriodsFrom`
   * (GRI 102 replaces GRI 305 from 2027): a report requested under `code` for such a period is
   * made with this one unless the requester keeps `code` (see `FrameworkRegistry.forPeriod`).
   */
  supersedes: z
    .object({ code: z.string().regex(/^[a-z][a-z0-9_-]{1,31}$/), forPeriodsFrom: z.iso.date() })
    .strict()
    .optional(),
  disclosures: z.array(DisclosureSchema).min(1),
});
/** A validated, frozen framework definition. */
export type FrameworkSchema = Readonly<z.infer<typeof FrameworkSchemaSchema>>;
/** What `defineFramework` accepts. */
export type FrameworkDefinition = z.input<typeof FrameworkSchemaSchema>;
