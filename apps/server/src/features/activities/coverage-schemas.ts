import { z } from '@hono/zod-openapi';

/** Longest range one coverage request may span (five years of months). */
export const MAX_COVERAGE_MONTHS = 60;

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** `?from&to`: the calendar months the range touches, at most {@link MAX_COVERAGE_MONTHS}. */
export const CoverageQuery = z
  .object({
    from: z.iso.date().openapi({ description: 'First day of the range (its month is the first column).' }),
    to: z.iso.date().openapi({ description: 'Last day of the range (its month is the last column).' }),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'is before from' });
    else if (monthIndex(q.to) - monthIndex(q.from) + 1 > MAX_COVERAGE_MONTHS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `the range may span at most ${MAX_COVERAGE_MONTHS} months`,
      });
  });

export const CoverageRow = z
  .object({
    facilityId: z.uuid().nullable().openapi({ description: 'null: activities recorded without a facility.' }),
    name: z
      .string()
      .nullable()
      .openapi({ description: 'The facility’s name; null for the no-facility row.' }),
    counts: z.array(z.number().int().min(0)).openapi({
      description:
        'Current activity versions whose period overlaps each month, in the order of `months` (0: no data).',
    }),
  })
  .openapi('ActivityCoverageRow');

export const ActivityCoverage = z
  .object({
    from: z.string(),
    to: z.string(),
    months: z.array(z.string()).openapi({ description: 'YYYY-MM, oldest first.', example: ['2025-01'] }),
    facilities: z.array(CoverageRow).openapi({
      description:
        'Every facility (by name), each with a count per month, then a row for activities without a facility when there are any.',
    }),
  })
  .openapi('ActivityCoverage');

export type ActivityCoverageView = z.infer<typeof ActivityCoverage>;
