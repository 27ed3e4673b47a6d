import { Decimal, decimalSchema } from '@ctp/factors';
import { z } from 'zod';
import { label, nonNegativeDecimal } from './schemas.js';

/** At most one leap year of hours per activity: 366 × 24. */
export const MAX_HOURS_PER_ACTIVITY = 8784;

const HOUR_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):00(?::00)?Z$/;

/**
 * One UTC hour, written `2025-01-15T13:00Z` or `2025-01-15T13:00:00Z` (the hour starting then).
 * Parsed to the key `2025-01-15T13` that {@link periodHours} produces for the same hour.
 */
export const hourSchema = z
  .string()
  .regex(HOUR_PATTERN, 'an ISO-8601 UTC hour such as "2025-01-15T13:00Z"')
  .refine((text) => {
    const [, y, m, d, h] = HOUR_PATTERN.exec(text) as unknown as [string, string, string, string, string];
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h)));
    return date.toISOString().slice(0, 13) === text.slice(0, 13);
  }, 'not a real UTC hour')
  .transform((text) => text.slice(0, 13));

/** Electricity consumed in one hour, in kWh (a meter's interval data). */
export const hourlyConsumptionSchema = z
  .object({ hour: hourSchema, kWh: nonNegativeDecimal('consumption[].kWh') })
  .strict();

/**
 * An energy attribute certificate of one hour (a time-stamped GO, EAC or T-EAC), with the market
 * boundary (bidding zone or grid region) of the generation it certifies.
 */
export const hourlyCertificateSchema = z
  .object({
    hour: hourSchema,
    kWh: nonNegativeDecimal('certificates[].kWh'),
    /** Market boundary of the generator, as a region code: `DE`, `SE-3`, `US-CAMX`. */
    marketBoundary: z.string().regex(/^[A-Z]{2}(-[A-Z0-9]+)*$/, 'a region code such as "DE" or "SE-3"'),
    /** Registry and certificate id, recorded in the warnings when the certificate is not used. */
    id: label,
  })
  .strict();

/** A residual mix rate published for one hour, kg CO2e per kWh. */
export const hourlyResidualRateSchema = z
  .object({ hour: hourSchema, kgCo2ePerKWh: nonNegativeDecimal('residualRates[].kgCo2ePerKWh') })
  .strict();

const share = decimalSchema.refine((d: Decimal) => !d.isNegative(), 'a share must not be negative');

/**
 * A load profile: 24 shares by UTC hour of day (every day alike), or 12 rows of 24 shares by
 * month and UTC hour of day. The shares must sum to exactly 1 (checked in decimal, not floats).
 */
export const loadProfileSchema = z
  .union([z.array(share).length(24), z.array(z.array(share).length(24)).length(12)])
  .refine(
    (profile) =>
      profile
        .flat()
        .reduce((sum: Decimal, s: Decimal) => sum.plus(s), new Decimal(0))
        .equals(1),
    'the load profile shares must sum to exactly 1',
  );

const hours = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item).max(MAX_HOURS_PER_ACTIVITY, `at most ${MAX_HOURS_PER_ACTIVITY} ${what} per activity`);

/** Attributes of an hourly-matched market-based electricity activity. */
export const marketBasedHourlyInputs = z
  .object({
    marketBoundary: z
      .string()
      .regex(/^[A-Z]{2}(-[A-Z0-9]+)*$/, 'a region code such as "DE" or "SE-3"')
      .optional()
      .describe(
        "The facility's market boundary (bidding zone or grid region); the activity region by default.",
      ),
    consumption: hours(hourlyConsumptionSchema, 'hours of consumption')
      .optional()
      .describe(
        'Hourly consumption covering every UTC hour of the period once; its sum is the activity quantity.',
      ),
    loadProfile: loadProfileSchema
      .optional()
      .describe(
        'Shares of the period total by UTC hour of day (24) or by month and hour (12 × 24), summing to 1.',
      ),
    certificates: hours(hourlyCertificateSchema, 'certificates')
      .default([])
      .describe(
        'Hourly certificates; only those of an hour of the period and of the same market boundary count.',
      ),
    residualRates: hours(hourlyResidualRateSchema, 'residual rates')
      .default([])
      .describe('Hourly residual mix rates; hours without one use the annual residual mix of the library.'),
  })
  .strict()
  .superRefine((inputs, ctx) => {
    if ((inputs.consumption === undefined) === (inputs.loadProfile === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['consumption'],
        message:
          'give either consumption (hourly kWh) or loadProfile (shares of the period total), not both nor neither',
      });
    }
  });

/** Attributes after validation. */
export type MarketBasedHourlyInputs = z.output<typeof marketBasedHourlyInputs>;
