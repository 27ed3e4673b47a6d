/**
 * The historical series a model is fitted on. Two input shapes are accepted and validated with zod:
 * a start label plus values, or a timeline of ISO dates plus values. Both normalise to
 * {@link RegularSeries}: consecutive periods, no gaps, finite values.
 *
 * @module
 */
import { z } from 'zod';
import { InvalidSeriesError, issueList } from '../errors.js';
import {
  FREQUENCIES,
  type Frequency,
  formatPeriod,
  LABEL_EXAMPLE,
  monthOfIsoDate,
  parsePeriod,
  periodOfMonth,
  periodStartDate,
} from './period.js';

const values = z.array(z.number().refine(Number.isFinite, 'must be a finite number'));

/** A series given by the label of its first period: `2019-01` (monthly), `2019-Q1` (quarterly) or `2019` (annual). */
export const StartSeriesSchema = z.object({
  frequency: z.enum(FREQUENCIES as [Frequency, ...Frequency[]]),
  start: z.string(),
  values,
});

/** A series given by one ISO date per value (any day inside each period; periods must be consecutive). */
export const TimelineSeriesSchema = z.object({
  frequency: z.enum(FREQUENCIES as [Frequency, ...Frequency[]]),
  timeline: z.array(z.string()),
  values,
});

/** Either series input shape. */
export const SeriesInputSchema = z.union([StartSeriesSchema, TimelineSeriesSchema]);

/** A series as a caller gives it. */
export type SeriesInput = z.input<typeof SeriesInputSchema>;

/** A validated series: `values[i]` is the observation of period `start + i`. */
export interface RegularSeries {
  /** Sampling frequency. */
  readonly frequency: Frequency;
  /** Label of the first period (`2019-01`, `2019-Q1`, `2019`). */
  readonly start: string;
  /** Observations, one per consecutive period. */
  readonly values: readonly number[];
}

/** Period index of the first observation of a validated series. */
export function startPeriod(series: RegularSeries): number {
  const p = parsePeriod(series.start, series.frequency);
  if (p === undefined)
    throw new InvalidSeriesError({ issues: [`start ${JSON.stringify(series.start)} is not a period label`] });
  return p;
}

/** ISO dates (first day) of `count` periods starting at period `from`. */
export function timelineOf(from: number, count: number, frequency: Frequency): string[] {
  return Array.from({ length: count }, (_, i) => periodStartDate(from + i, frequency));
}

/**
 * Validates a series input and normalises it to a {@link RegularSeries}.
 *
 * @throws InvalidSeriesError when the shape is wrong, a label or date is malformed, the timeline
 *   has gaps, repeats or is out of order, or its length differs from the values'.
 */
export function toRegularSeries(input: unknown): RegularSeries {
  // Pick the shape by its distinguishing key, so errors speak of that shape rather than "no union member matched".
  const timelineShape = typeof input === 'object' && input !== null && 'timeline' in input;
  const parsed = (timelineShape ? TimelineSeriesSchema : StartSeriesSchema).safeParse(input);
  if (!parsed.success) throw new InvalidSeriesError({ issues: issueList(parsed.error) });
  const s = parsed.data;
  if ('start' in s) {
    if (parsePeriod(s.start, s.frequency) === undefined) {
      throw new InvalidSeriesError({
        issues: [
          `start ${JSON.stringify(s.start)} is not a ${s.frequency} label like ${LABEL_EXAMPLE[s.frequency]}`,
        ],
      });
    }
    return Object.freeze({ frequency: s.frequency, start: s.start, values: Object.freeze([...s.values]) });
  }
  if (s.timeline.length !== s.values.length) {
    throw new InvalidSeriesError({
      issues: [`timeline has ${s.timeline.length} dates but there are ${s.values.length} values`],
    });
  }
  if (s.timeline.length === 0) throw new InvalidSeriesError({ issues: ['timeline is empty'] });
  const periods: number[] = [];
  const issues: string[] = [];
  s.timeline.forEach((date, i) => {
    const month = monthOfIsoDate(date);
    if (month === undefined) issues.push(`timeline.${i}: ${JSON.stringify(date)} is not an ISO date`);
    else periods.push(periodOfMonth(month, s.frequency));
  });
  if (issues.length > 0) throw new InvalidSeriesError({ issues });
  for (let i = 1; i < periods.length; i++) {
    const prev = periods[i - 1] as number;
    const cur = periods[i] as number;
    if (cur !== prev + 1) {
      const what =
        cur === prev ? 'repeats the period of' : cur < prev ? 'comes before' : 'leaves a gap after';
      issues.push(
        `timeline.${i}: ${s.timeline[i]} ${what} ${s.timeline[i - 1]} (${s.frequency} periods must be consecutive)`,
      );
    }
  }
  if (issues.length > 0) throw new InvalidSeriesError({ issues });
  return Object.freeze({
    frequency: s.frequency,
    start: formatPeriod(periods[0] as number, s.frequency),
    values: Object.freeze([...s.values]),
  });
}
