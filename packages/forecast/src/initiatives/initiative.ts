/**
 * Reduction initiatives: what a planned measure cuts (an absolute amount or a percentage of a
 * scope's emissions), from when (a linear ramp-up after the start month), and at what cost.
 *
 * @module
 */
import { z } from 'zod';
import { InvalidInitiativeError, issueList } from '../errors.js';
import { monthOfIsoDate } from '../series/period.js';

/** Lifecycle of an initiative. */
export const INITIATIVE_STATUSES = ['planned', 'in_progress', 'completed'] as const;

/** Lifecycle status of an initiative. */
export type InitiativeStatus = (typeof INITIATIVE_STATUSES)[number];

/** What an initiative cuts once fully ramped up. */
export const InitiativeImpactSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('absolute'),
    /** Tonnes CO2e avoided per year at full effect. */
    tonnesPerYear: z.number().positive().describe('Tonnes CO2e avoided per year at full effect.'),
  }),
  z.object({
    type: z.literal('percentage'),
    /** Percent of the affected emissions avoided at full effect. */
    percent: z.number().gt(0).max(100).describe('Percent of the affected emissions avoided at full effect.'),
  }),
]);

/** A reduction initiative as stored and exchanged (zod schema; money in one currency of the caller's choice). */
export const ReductionInitiativeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().optional(),
  status: z.enum(INITIATIVE_STATUSES).default('planned'),
  impact: InitiativeImpactSchema,
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  category: z.string().min(1).optional(),
  facilities: z.array(z.string().min(1)).optional(),
  implementationStart: z
    .string()
    .refine((s) => monthOfIsoDate(s) !== undefined, 'must be an ISO date or YYYY-MM')
    .describe('First month in which the initiative has any effect.'),
  rampUpMonths: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe('Months from start to full effect; 0 for immediate.'),
  capex: z.number().min(0).default(0).describe('One-off investment at the start.'),
  opexPerYear: z.number().min(0).default(0).describe('Running cost per year.'),
  savingsPerYear: z.number().min(0).default(0).describe('Cost savings per year (energy, fuel).'),
  lifetimeYears: z.number().int().min(1).default(10).describe('Years over which costs and savings run.'),
});

/** A reduction initiative (after validation and defaults). */
export type ReductionInitiative = z.output<typeof ReductionInitiativeSchema>;
/** A reduction initiative as a caller may write it (defaults optional). */
export type ReductionInitiativeInput = z.input<typeof ReductionInitiativeSchema>;

/**
 * Validates an initiative and fills defaults.
 *
 * @throws InvalidInitiativeError listing every problem.
 */
export function parseInitiative(input: unknown): ReductionInitiative {
  const parsed = ReductionInitiativeSchema.safeParse(input);
  if (!parsed.success) {
    const id = typeof input === 'object' && input !== null && 'id' in input ? String(input.id) : undefined;
    throw new InvalidInitiativeError({
      issues: issueList(parsed.error),
      ...(id === undefined ? {} : { initiativeId: id }),
    });
  }
  return parsed.data;
}

/**
 * Share of full effect in an absolute month (year × 12 + month − 1): 0 before the start, rising
 * linearly to 1 over `rampUpMonths` (reaching 1 in the last ramp-up month), 1 after.
 */
export function rampFactor(
  initiative: Pick<ReductionInitiative, 'implementationStart' | 'rampUpMonths'>,
  month: number,
): number {
  const start = monthOfIsoDate(initiative.implementationStart) as number;
  const k = month - start;
  if (k < 0) return 0;
  if (initiative.rampUpMonths === 0) return 1;
  return Math.min(1, (k + 1) / initiative.rampUpMonths);
}

/** Mean ramp factor over `count` months from `firstMonth`: the effect share of a quarter or year. */
export function meanRampFactor(
  initiative: Pick<ReductionInitiative, 'implementationStart' | 'rampUpMonths'>,
  firstMonth: number,
  count: number,
): number {
  let s = 0;
  for (let m = firstMonth; m < firstMonth + count; m++) s += rampFactor(initiative, m);
  return s / count;
}

/**
 * Tonnes an initiative avoids in a span of months whose emissions (before the initiative) are
 * `emissions`, of which `share` belongs to the initiative's scope.
 */
export function abatementInSpan(
  initiative: ReductionInitiative,
  emissions: number,
  firstMonth: number,
  months: number,
  share = 1,
): number {
  const ramp = meanRampFactor(initiative, firstMonth, months);
  if (initiative.impact.type === 'absolute') return (initiative.impact.tonnesPerYear * months * ramp) / 12;
  return Math.max(0, emissions) * share * (initiative.impact.percent / 100) * ramp;
}
