import { z } from 'zod';

const Decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal string such as "1250.5"');
const ScopeTotals = z.strictObject({
  scope1: Decimal,
  scope2LocationBased: Decimal,
  scope2MarketBased: Decimal,
  scope3: Decimal,
});

/**
 * The organization facts reports need, kept in the organization's settings under `reporting`
 * (`PATCH /api/organizations/current` with `settings.reporting`). Every field is optional: the
 * consolidation approach defaults to operational control (the GHG Protocol's most common
 * choice; the report states it either way), and missing facts become mapping warnings in the
 * report rather than errors.
 */
export const ReportingProfileSchema = z.strictObject({
  country: z.string().min(2).max(64).nullable().default(null),
  consolidationApproach: z
    .enum(['equity_share', 'financial_control', 'operational_control'])
    .default('operational_control'),
  baseYear: z.number().int().min(1990).max(2100).nullable().default(null),
  /** Base-year emissions by scope, kg CO2e, decimal strings. */
  baseYearEmissions: ScopeTotals.nullable().default(null),
  baseYearPolicy: z.string().max(5000).nullable().default(null),
  /** Net revenue by fiscal year (`"2025": { amount: "12500000", currency: "EUR" }`), for intensity. */
  netRevenue: z
    .record(z.string().regex(/^\d{4}$/), z.strictObject({ amount: Decimal, currency: z.string().length(3) }))
    .default({}),
  reportingBoundary: z.string().max(5000).nullable().default(null),
  /** Reduction targets, in @ctp/reporting's `TargetInputSchema` shape. */
  targets: z.array(z.record(z.string(), z.unknown())).default([]),
});
export type ReportingProfile = z.output<typeof ReportingProfileSchema>;

/**
 * The reporting profile of an organization's settings (defaults where absent). An invalid profile
 * is an error naming the field, so a report never silently drops what the organization entered.
 */
export function readReportingProfile(settings: Readonly<Record<string, unknown>>): ReportingProfile {
  const parsed = ReportingProfileSchema.safeParse(settings.reporting ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `settings.reporting.${i.path.join('.')}: ${i.message}`);
  throw new Error(`invalid reporting profile: ${issues.join('; ')}`);
}
