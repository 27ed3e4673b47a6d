import { z } from 'zod';
import { QueryResultSchema } from '../query/entries.js';

/**
 * A quantity as an exact decimal string (never a JS number): the guard compares answers with it in
 * decimal arithmetic and uses its stated decimal places as its precision.
 */
export const DecimalString = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'a decimal number as text, e.g. "1234.567"')
  .describe('exact decimal as text');

/** A calendar period, inclusive ISO dates, with the label the context and answers use (`2025`, `2025-Q1`). */
export const PeriodSchema = z.object({
  label: z.string().min(1).max(40),
  start: z.iso.date(),
  end: z.iso.date(),
});
export type Period = z.infer<typeof PeriodSchema>;

/** Scope 2 method; `null` for Scopes 1 and 3. */
export const MethodSchema = z.enum(['location_based', 'market_based']).nullable();

/** Emissions of one scope (and Scope 2 method) in one period, with the categories that make it up. */
export const EmissionSummarySchema = z.object({
  period: PeriodSchema,
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  method: MethodSchema,
  co2eKg: DecimalString,
  /** Number of calculated results summed (a count, not a quantity). */
  results: z.int().nonnegative(),
  categories: z.array(z.object({ category: z.string(), co2eKg: DecimalString, results: z.int() })),
});
export type EmissionSummary = z.infer<typeof EmissionSummarySchema>;

/**
 * The change of one scope (and method) between two periods, computed by the context builder in
 * decimal arithmetic so that an answer can quote it: the model never computes a figure itself.
 */
export const EmissionComparisonSchema = z.object({
  from: z.string(),
  to: z.string(),
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  method: MethodSchema,
  fromKg: DecimalString,
  toKg: DecimalString,
  deltaKg: DecimalString,
  /** Change in percent of `fromKg`, two decimals; `null` when `fromKg` is zero. */
  deltaPercent: DecimalString.nullable(),
});
export type EmissionComparison = z.infer<typeof EmissionComparisonSchema>;

/** An emission factor the organization's calculations used, with its citation. */
export const FactorUsedSchema = z.object({
  category: z.string(),
  datasetId: z.string(),
  datasetVersion: z.string(),
  source: z.string(),
  sourceUrl: z.string().nullable(),
  region: z.string().nullable(),
  /** The factor value in `unit` (e.g. kg CO2e per kWh), exact. */
  factor: DecimalString.nullable(),
  unit: z.string().nullable(),
  algorithm: z.string().nullable(),
  /** How many stored calculation records used it (a count). */
  uses: z.int().nonnegative(),
  /** The period (label) whose results used it. */
  period: z.string().optional(),
});
export type FactorUsed = z.infer<typeof FactorUsedSchema>;

/** One entry of the audit log, as a reader sees it. */
export const RecentChangeSchema = z.object({
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  actor: z.string(),
});
export type RecentChange = z.infer<typeof RecentChangeSchema>;

/** A report of the organization (status and period; no figures: those come from the summaries). */
export const RecentReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  framework: z.string().nullable(),
  /** The reporting period, as text (`2025-01-01 to 2025-12-31`). */
  period: z.string().nullable(),
  /** The reporting period's dates, when known: an explanation of the report reads that period. */
  periodStart: z.iso.date().nullable().optional(),
  periodEnd: z.iso.date().nullable().optional(),
  /** Generation status (`queued`, `running`, `complete`, `failed`): not how complete its content is. */
  status: z.string(),
  createdAt: z.string(),
  /** Disclosures the data filled, once generated: a different thing from the generation status. */
  completeness: z
    .object({ filled: z.int().nonnegative(), total: z.int().nonnegative(), percent: DecimalString })
    .nullable()
    .optional(),
  /** The report's own required disclosures the data could not fill, and what each lacks. */
  missingDisclosures: z
    .array(z.object({ disclosureId: z.string(), missing: z.array(z.string()), message: z.string() }))
    .optional(),
});
export type RecentReport = z.infer<typeof RecentReportSchema>;

/** A document relevant to the question (e.g. the methodology of an algorithm in use), with its source. */
export const RelevantDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string().max(4000),
  references: z.array(z.string()),
});
export type RelevantDocument = z.infer<typeof RelevantDocumentSchema>;

/** Which months of a period have calculated results, per category: the basis of "flag missing data". */
export const DataCoverageSchema = z.object({
  category: z.string(),
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  monthsWithData: z.array(z.string().regex(/^\d{4}-\d\d$/)),
  monthsMissing: z.array(z.string().regex(/^\d{4}-\d\d$/)),
});
export type DataCoverage = z.infer<typeof DataCoverageSchema>;

/** Who the organization is. */
export const OrganizationProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  facilities: z.array(z.object({ id: z.string(), name: z.string(), region: z.string().nullable() })),
});
export type OrganizationProfile = z.infer<typeof OrganizationProfileSchema>;

/** The resolved question, as the context keeps it (see `understandQuestion`). */
export const UnderstandingSchema = z.object({
  ask: z.string(),
  use: z.string(),
  periods: z.array(PeriodSchema),
  scopes: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  method: MethodSchema,
  facility: z.object({ id: z.string(), name: z.string() }).nullable(),
  category: z.string().nullable(),
  framework: z.string().nullable(),
  report: z.object({ id: z.string(), title: z.string() }).nullable(),
  region: z.string().nullable(),
  rankBy: z.enum(['facility', 'category']).nullable(),
  clarify: z.string().nullable(),
});

/** A part of the context the builder left out, and why (not needed, or over the token budget). */
export const OmittedPartSchema = z.object({ part: z.string(), reason: z.string() });

/**
 * Everything an answer may rest on, as the specification lists it: emission summaries by scope and
 * period, factors used with citations, recent changes from the audit log, recent reports,
 * relevant documents and the organization profile (plus the comparisons and coverage the builder
 * derives, and what it omitted). Every number an answer states must come from here.
 */
export const AssistantContextSchema = z.object({
  organizationProfile: OrganizationProfileSchema,
  periods: z.array(PeriodSchema),
  emissionSummaries: z.array(EmissionSummarySchema),
  comparisons: z.array(EmissionComparisonSchema),
  factorsUsed: z.array(FactorUsedSchema),
  recentChanges: z.array(RecentChangeSchema),
  recentReports: z.array(RecentReportSchema),
  relevantDocuments: z.array(RelevantDocumentSchema),
  dataCoverage: z.array(DataCoverageSchema),
  /** Results of the read-only queries run for the question (by the built-in provider or a model). */
  queries: z.array(QueryResultSchema).default([]),
  /** What the question was understood to ask and be about (sentences without a subject inherit it). */
  understanding: UnderstandingSchema.optional(),
  omitted: z.array(OmittedPartSchema),
});
export type AssistantContext = z.infer<typeof AssistantContextSchema>;
