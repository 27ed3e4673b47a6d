import { z } from 'zod';

const Decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal string such as "1250.5"');

/**
 * Fields of profiles stored before the base year had one home (migration 0023): the base year and
 * its recalculation policy now live in `base_year_policies` (`/api/organizations/current/base-year`)
 * and base-year emissions are summed from the base year's results. A stored profile may still hold
 * them; they are read past and ignored (0023 copied a valid `baseYear` into the policy table when
 * the organization had no policy), and left in the settings as they were.
 */
export const LEGACY_PROFILE_FIELDS = ['baseYear', 'baseYearEmissions', 'baseYearPolicy'] as const;

/**
 * The organization facts reports need, kept in the organization's settings under `reporting`
 * (`PATCH /api/organizations/current` with `settings.reporting`). Every field is optional: the
 * consolidation approach defaults to operational control (the GHG Protocol's most common
 * choice; the report states it either way), and missing facts become mapping warnings in the
 * report rather than errors. The base year is not here: see {@link LEGACY_PROFILE_FIELDS}.
 */
export const ReportingProfileSchema = z.strictObject({
  country: z.string().min(2).max(64).nullable().default(null),
  consolidationApproach: z
    .enum(['equity_share', 'financial_control', 'operational_control'])
    .default('operational_control'),
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
 * The reporting profile of an organization's settings (defaults where absent; the legacy base-year
 * fields skipped). An invalid profile is an error naming the field, so a report never silently
 * drops what the organization entered.
 */
export function readReportingProfile(settings: Readonly<Record<string, unknown>>): ReportingProfile {
  const stored = settings.reporting ?? {};
  const current =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? Object.fromEntries(
          Object.entries(stored).filter(([k]) => !(LEGACY_PROFILE_FIELDS as readonly string[]).includes(k)),
        )
      : stored;
  const parsed = ReportingProfileSchema.safeParse(current);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `settings.reporting.${i.path.join('.')}: ${i.message}`);
  throw new Error(`invalid reporting profile: ${issues.join('; ')}`);
}
