import { DataTypeSchema, MethaneGwpModeSchema } from '@ctp/engine';
import { z } from 'zod';
import { VERIFICATION_CODE_PATTERN } from './verify/code.js';

/**
 * `ReportInput`: everything a report is made from, as one plain object. The server assembles it
 * from the store; this package never reads a database. Every quantity is a decimal string (kg for
 * emissions), summed with decimal.js, never a JavaScript number.
 */

/** A decimal number as text, without exponent: `"1234.5"`, `"-0.25"`. */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'not a decimal string');
/** An ISO calendar date, `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date();
/** An ISO date-time with offset, e.g. `2026-03-01T10:00:00.000Z`. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** How the organizational boundary was drawn (GHG Protocol chapter 3). */
export const ConsolidationApproachSchema = z.enum([
  'equity_share',
  'financial_control',
  'operational_control',
]);
/** One of `equity_share`, `financial_control`, `operational_control`. */
export type ConsolidationApproach = z.infer<typeof ConsolidationApproachSchema>;

/** Emissions by scope in kg CO2e; Scope 2 is always given by both methods, never summed together. */
export const ScopeTotalsInputSchema = z.object({
  scope1: DecimalStringSchema,
  scope2LocationBased: DecimalStringSchema,
  scope2MarketBased: DecimalStringSchema,
  scope3: DecimalStringSchema,
});
/** Emissions by scope in kg CO2e, decimal strings. */
export type ScopeTotalsInput = z.infer<typeof ScopeTotalsInputSchema>;

const FacilityRefSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** ISO 3166 country (or region code) of the facility, for breakdowns by country. */
  country: z.string().nullable().default(null),
});

/** Why a locked period was restated; the same causes are the triggers of a recalculation policy. */
export const RestatementCauseSchema = z.enum([
  'structural_change',
  'methodology_or_factor_change',
  'discovered_error',
]);
/** One of `structural_change`, `methodology_or_factor_change`, `discovered_error`. */
export type RestatementCause = z.infer<typeof RestatementCauseSchema>;

/**
 * The base-year recalculation policy (GHG Protocol Corporate Standard, chapter 5): the base year
 * is recalculated when a change whose cause is one of `triggers` moves the base-year total by at
 * least `significanceThresholdPercent`.
 */
export const RecalculationPolicySchema = z.object({
  /** Percent of the base-year total, a decimal string such as `"5"`. */
  significanceThresholdPercent: DecimalStringSchema,
  triggers: z.array(RestatementCauseSchema),
});
/** The base-year recalculation policy. */
export type RecalculationPolicy = z.infer<typeof RecalculationPolicySchema>;

/** The reporting organization and the organization-level facts frameworks ask for. */
export const OrganizationInputSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  country: z.string().nullable().default(null),
  consolidationApproach: ConsolidationApproachSchema,
  /** Base year of the inventory, or null when none was chosen. */
  baseYear: z.number().int().min(1990).max(2100).nullable().default(null),
  /** Base-year emissions by scope, kg CO2e, when known (the CTP server sums the base year's current results). */
  baseYearEmissions: ScopeTotalsInputSchema.nullable().default(null),
  /**
   * The factor dataset editions the base year's current results used and how many results used
   * each (the CTP server counts them), so the methodology cites the edition of the base year as
   * well as the reporting period's. Keys into `ReportInput.factorSources`.
   */
  baseYearFactorEditions: z
    .array(
      z.object({
        datasetId: z.string().min(1).max(200),
        datasetVersion: z.string().min(1).max(100),
        results: z.number().int().nonnegative(),
      }),
    )
    .max(1000)
    .default([]),
  /**
   * The recalculation policy in the organization's own words. Optional: when `recalculationPolicy`
   * is given, the report words that instead, and this text (if any) follows it.
   */
  baseYearPolicy: z.string().nullable().default(null),
  /** The recalculation policy as data (threshold and triggers), or null when none was set. */
  recalculationPolicy: RecalculationPolicySchema.nullable().default(null),
  /** Net revenue of the reporting period, the denominator of the intensity disclosures. */
  netRevenue: z
    .object({ amount: DecimalStringSchema, currency: z.string().length(3) })
    .nullable()
    .default(null),
  /** Operational boundary and exclusions, as text. */
  reportingBoundary: z.string().nullable().default(null),
});

/** Organization-defined report template: versioned; a report records the version it used. */
export const ReportTemplateSchema = z.object({
  /** Template id, or null for the built-in default layout. */
  id: z.string().nullable().default(null),
  version: z.number().int().min(1).nullable().default(null),
  name: z.string().default('Default'),
  /** Disclosure ids in the order they should appear; disclosures not listed follow in framework order. */
  sectionOrder: z.array(z.string()).default([]),
  coverText: z.string().nullable().default(null),
  /** Logo as a `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL (embedded, never fetched). */
  logoDataUrl: z
    .string()
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'logo must be a PNG or JPEG data URL')
    .nullable()
    .default(null),
  colors: z
    .object({
      primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    })
    .default({ primary: '#14532d', accent: '#16a34a' }),
  /**
   * Organization-provided text, keyed by disclosure id (`GOV-a`) or by datapoint key
   * (`narrative.governance.board`); the disclosure id wins when both are present.
   */
  narratives: z.record(z.string(), z.string()).default({}),
});
/** A report template's content (input form: defaults filled). */
export type ReportTemplate = z.infer<typeof ReportTemplateSchema>;
/** What a caller may pass as a template (every field optional). */
export type ReportTemplateInput = z.input<typeof ReportTemplateSchema>;

/** One gas of an emission result. `massKg` is null when the factor gave only CO2e. */
export const GasInputSchema = z.object({
  gas: z.string().min(1),
  massKg: DecimalStringSchema.nullable(),
  co2eKg: DecimalStringSchema,
});

/** One current (non-superseded) emission result in the period, with the record behind it. */
export const EmissionLineSchema = z.object({
  resultId: z.string().min(1),
  /** The calculation record this result comes from. */
  recordId: z.string().min(1),
  /** `checksumOutput` of that record (SHA-256 hex), printed so a reader can check the record. */
  checksumOutput: z.string().regex(/^[0-9a-f]{64}$/),
  activityId: z.string().min(1),
  facility: FacilityRefSchema.nullable(),
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  scope3Category: z.number().int().min(1).max(15).nullable().default(null),
  /** Dotted category, e.g. `scope2.electricity.location`. */
  category: z.string().min(1),
  /** Scope 2 method, as stored by the engine; null outside Scope 2. */
  scope2Method: z.enum(['location_based', 'market_based']).nullable().default(null),
  periodStart: IsoDateSchema,
  periodEnd: IsoDateSchema,
  co2eKg: DecimalStringSchema,
  gases: z.array(GasInputSchema).default([]),
  /** Biogenic CO2, kg, kept outside the scopes. */
  biogenicCo2Kg: DecimalStringSchema.default('0'),
  /** True when the source is covered by the EU ETS (or another regulated trading scheme). */
  euEts: z.boolean().default(false),
  /** Factor datasets the record used: keys into `ReportInput.factorSources`. */
  factors: z.array(z.object({ datasetId: z.string(), datasetVersion: z.string() })).default([]),
  /** Algorithm that produced the record: key into `ReportInput.algorithms`. */
  algorithm: z.object({ id: z.string(), version: z.string() }),
  /**
   * What the record's factor says about its uncertainty (the 95% ranges combine it with the
   * activity's, see `@ctp/engine` `resultRelativeU95`); null when the result has no factor or the
   * caller does not say (the activity's uncertainty then stands alone).
   */
  factorUncertainty: z
    .object({
      /** The publisher's relative 95% half-width, when it gives one. */
      relativeU95: DecimalStringSchema.nullable().default(null),
      status: z.enum(['confirmed', 'confirmed-copy', 'secondary', 'derived']).nullable().default(null),
      /** Set on spend-based factors. */
      priceYear: z.number().int().nullable().default(null),
    })
    .nullable()
    .default(null),
});
/** One emission result line. */
export type EmissionLine = z.infer<typeof EmissionLineSchema>;

/** One activity row behind the emission lines (the version the results were calculated from). */
export const ActivityLineSchema = z.object({
  id: z.string().min(1),
  version: z.number().int().min(1),
  facility: FacilityRefSchema.nullable(),
  category: z.string().min(1),
  quantity: DecimalStringSchema,
  unit: z.string(),
  periodStart: IsoDateSchema,
  periodEnd: IsoDateSchema,
  region: z.string().nullable().default(null),
  dataQuality: z.enum(['measured', 'calculated', 'estimated']),
  /** Data type as stated; null when not stated (derived from `dataQuality`). */
  dataType: DataTypeSchema.nullable().default(null),
  /** 1–5 quality score as stated; null when not stated (the data type's default). */
  qualityScore: z.number().int().min(1).max(5).nullable().default(null),
  sourceDocument: z.string().nullable().default(null),
});
/** One activity row. */
export type ActivityLine = z.infer<typeof ActivityLineSchema>;

/** An algorithm used by the lines, with the methodology text the methodology appendix prints. */
export const AlgorithmInputSchema = z.object({
  id: z.string(),
  version: z.string(),
  name: z.string(),
  /** `generic`, `regional` or `override`. */
  type: z.string(),
  methodology: z.string().default(''),
  references: z.array(z.object({ title: z.string(), url: z.string().nullable().default(null) })).default([]),
  /** Title of the draft standard the method follows (`followsDraft` of the algorithm); absent for a final method. */
  followsDraft: z.string().optional(),
});

/** A factor dataset used by the lines, with its citation. */
export const FactorSourceSchema = z.object({
  datasetId: z.string(),
  datasetVersion: z.string(),
  title: z.string().nullable().default(null),
  publisher: z.string().nullable().default(null),
  source: z.string().nullable().default(null),
  sourceUrl: z.string().nullable().default(null),
  license: z.string().nullable().default(null),
});

/** An override in force during the period. */
export const OverrideInputSchema = z.object({
  id: z.string(),
  kind: z.enum(['factor_multiplier', 'methodology', 'custom']),
  category: z.string(),
  justification: z.string(),
  createdBy: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: IsoDateTimeSchema.nullable().default(null),
  effectiveFrom: IsoDateSchema,
  effectiveTo: IsoDateSchema.nullable(),
  factorMultiplier: DecimalStringSchema.nullable().default(null),
  algorithmId: z.string().nullable().default(null),
  algorithmVersion: z.string().nullable().default(null),
  customLogic: z.string().nullable().default(null),
});

/** An accepted recalculation in or affecting the period. */
export const RecalculationInputSchema = z.object({
  id: z.string(),
  acceptedAt: IsoDateTimeSchema,
  reason: z.string().nullable().default(null),
  /** Change in kg CO2e by scope label (e.g. `scope1`, `scope2LocationBased`), decimal strings. */
  delta: z.record(z.string(), DecimalStringSchema).default({}),
});

/**
 * A completed restatement of a locked period (reopened, changed and locked again): the totals by
 * scope as locked before and after, the cause, and how the change measured against the base-year
 * policy in force when it was completed.
 */
export const RestatementInputSchema = z.object({
  id: z.string().min(1),
  /** When the period was locked again with its new totals. */
  completedAt: IsoDateTimeSchema,
  period: z.object({ name: z.string(), start: IsoDateSchema, end: IsoDateSchema }),
  cause: RestatementCauseSchema,
  reason: z.string(),
  oldTotals: ScopeTotalsInputSchema,
  newTotals: ScopeTotalsInputSchema,
  /** The period's one total before and after (Scope 2 counted once, location-based), and the change. */
  oldTotalKg: DecimalStringSchema,
  newTotalKg: DecimalStringSchema,
  deltaKg: DecimalStringSchema,
  /** Null when the organization had no base-year policy when the restatement was completed. */
  significance: z
    .object({
      baseYear: z.number().int(),
      /** The base year's total before this restatement, kg. */
      baseYearTotalKg: DecimalStringSchema,
      thresholdPercent: DecimalStringSchema,
      /** |change| as a percent of the base-year total; null when that total is zero. */
      changePercent: DecimalStringSchema.nullable(),
      /** The change reached the threshold and its cause is a trigger of the policy. */
      significant: z.boolean(),
    })
    .nullable()
    .default(null),
  /** Who reopened the period and who approved the restatement (locked it again), by name. */
  reopenedBy: z.string(),
  approvedBy: z.string(),
});
/** A completed restatement. */
export type RestatementInput = z.infer<typeof RestatementInputSchema>;

/**
 * An open restatement: a locked period reopened (by an organization administrator, with a reason)
 * and not yet locked again. Its figures may still change; a report generated meanwhile says so.
 */
export const OpenRestatementInputSchema = z.object({
  id: z.string().min(1),
  reopenedAt: IsoDateTimeSchema,
  period: z.object({ name: z.string(), start: IsoDateSchema, end: IsoDateSchema }),
  cause: RestatementCauseSchema,
  reason: z.string(),
  /** The totals by scope as the period was locked before it was reopened. */
  oldTotals: ScopeTotalsInputSchema,
  oldTotalKg: DecimalStringSchema,
  /** Who reopened the period, by name. */
  reopenedBy: z.string(),
});
/** An open restatement. */
export type OpenRestatementInput = z.infer<typeof OpenRestatementInputSchema>;

/** An emission-reduction target entered by the organization. */
export const TargetInputSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()).min(1),
  type: z.enum(['absolute', 'intensity']),
  baseYear: z.number().int(),
  baseValueKg: DecimalStringSchema.nullable().default(null),
  targetYear: z.number().int(),
  reductionPercent: DecimalStringSchema.nullable().default(null),
  sbti: z.boolean().default(false),
});

/**
 * A calculation run whose results the report prints, with the Merkle root sealed when the run
 * finished (RFC 6962 over all of the run's results; null for a run stored before runs were sealed).
 * A reader checks it with `GET /api/results/verify?runId=…` or `ctp verify-results --run`.
 */
export const CalculationRunSealSchema = z.object({
  id: z.string().min(1),
  merkleRoot: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /** Results the root covers (all of the run's, also those outside this report); null when not sealed. */
  resultCount: z.number().int().min(0).nullable(),
});

/** Totals of an earlier year (restated where recalculated), for the trend chart. */
export const HistoryYearSchema = ScopeTotalsInputSchema.extend({ year: z.number().int() });

/** The whole input of one report. Parse untrusted data with {@link parseReportInput}. */
export const ReportInputSchema = z.object({
  organization: OrganizationInputSchema,
  period: z.object({ start: IsoDateSchema, end: IsoDateSchema }),
  generatedAt: IsoDateTimeSchema,
  report: z.object({
    id: z.string().min(1),
    title: z.string().nullable().default(null),
    /** `CTP-YYYY-XXXX`, reserved before rendering so the PDF and HTML can print it. */
    verificationCode: z.string().regex(VERIFICATION_CODE_PATTERN, 'not a verification code'),
    /** Public lookup page the QR code opens, e.g. `https://ctp.example.org/verify/CTP-2026-AB7K`. */
    verificationUrl: z.url({ protocol: /^https?$/ }),
  }),
  template: ReportTemplateSchema.default(ReportTemplateSchema.parse({})),
  /** Calculation settings shared by the lines. */
  calculation: z.object({
    engineVersion: z.string(),
    gwpSet: z.string(),
    gwpTimeframe: z.string().default('100yr'),
    /**
     * Methane GWP mode of the results (`by_source`: AR6 fossil or non-fossil CH4 by source; `single`:
     * one CH4 value). Absent in inputs built before the mode existed, whose results used one value.
     */
    methaneGwp: MethaneGwpModeSchema.default('single'),
  }),
  emissions: z.array(EmissionLineSchema),
  activities: z.array(ActivityLineSchema).default([]),
  algorithms: z.array(AlgorithmInputSchema).default([]),
  factorSources: z.array(FactorSourceSchema).default([]),
  overrides: z.array(OverrideInputSchema).default([]),
  recalculations: z.array(RecalculationInputSchema).default([]),
  /** Completed restatements of periods the report covers or of the base year, oldest first. */
  restatements: z.array(RestatementInputSchema).default([]),
  /** Periods the report covers, or the base year, that are reopened now (restatement in progress). */
  openRestatements: z.array(OpenRestatementInputSchema).default([]),
  targets: z.array(TargetInputSchema).default([]),
  history: z.array(HistoryYearSchema).default([]),
  /** The runs behind `emissions`, with their sealed Merkle roots (printed in the methodology). */
  calculationRuns: z.array(CalculationRunSealSchema).default([]),
});

/** A validated report input (defaults filled). */
export type ReportInput = z.infer<typeof ReportInputSchema>;
/** What a caller passes before validation (optional fields may be left out). */
export type ReportInputData = z.input<typeof ReportInputSchema>;

/**
 * Validates untrusted data into a {@link ReportInput}.
 * @throws z.ZodError naming every offending path.
 */
export function parseReportInput(data: unknown): ReportInput {
  return ReportInputSchema.parse(data);
}
