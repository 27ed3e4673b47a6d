/**
 * Scenario templates: the built-in science-based kinds and custom targets, validated with zod.
 *
 * @module
 */
import { z } from 'zod';
import { InvalidScenarioError, issueList } from '../errors.js';

/** Annual linear reduction rate (share of base-year emissions per year) of the SBTi 1.5°C pathway. */
export const SBTI_1_5C_ANNUAL_RATE = 0.042;
/** Annual linear reduction rate of the SBTi well-below 2°C pathway. */
export const SBTI_WB2C_ANNUAL_RATE = 0.025;
/** Minimum long-term cut below the base year for net zero (SBTi Corporate Net-Zero Standard). */
export const NET_ZERO_MIN_REDUCTION = 0.9;

const year = z.number().int().min(1900).max(2200);
const common = {
  /** Stable id of the template (unique per organization). */
  id: z.string().min(1),
  /** Display name. */
  name: z.string().min(1).optional(),
  description: z.string().optional(),
};

/** A point of a custom pathway: the target value (absolute tonnes or intensity) for a year. */
export const PathwayPointSchema = z.object({ year, value: z.number().min(0) });

/** A scenario template. `type` selects the kind; the built-in kinds need only a base and target year. */
export const ScenarioTemplateSchema = z.discriminatedUnion('type', [
  z.object({
    ...common,
    type: z.literal('business_as_usual'),
  }),
  z.object({
    ...common,
    type: z.literal('sbti_1_5c'),
    baseYear: year,
    targetYear: year,
  }),
  z.object({
    ...common,
    type: z.literal('sbti_well_below_2c'),
    baseYear: year,
    targetYear: year,
  }),
  z.object({
    ...common,
    type: z.literal('net_zero_2050'),
    baseYear: year,
    /** Near-term milestone year, reached at the 1.5°C rate. */
    nearTermYear: year.default(2030),
    /** Linear annual rate (fraction of base-year emissions) up to the milestone. */
    nearTermAnnualRate: z.number().gt(0).max(1).default(SBTI_1_5C_ANNUAL_RATE),
    /** Cut below the base year by 2050, at least 90%. */
    longTermReduction: z.number().min(NET_ZERO_MIN_REDUCTION).max(1).default(NET_ZERO_MIN_REDUCTION),
  }),
  z.object({
    ...common,
    type: z.literal('custom'),
    /** Absolute tonnes, or intensity (tonnes per unit of `activity`). */
    metric: z.enum(['absolute', 'intensity']).default('absolute'),
    baseYear: year,
    /** Required for linear and exponential pathways; a custom pathway ends at its last point. */
    targetYear: year.optional(),
    /** Cut below the base year by the target year (fraction, 0.5 for 50%); linear and exponential pathways. */
    targetReduction: z.number().min(0).max(1).optional(),
    pathway: z.enum(['linear', 'exponential', 'custom']).default('linear'),
    /** Targets for later years (custom pathway), interpolated linearly from the base year. */
    points: z.array(PathwayPointSchema).optional(),
    /** Activity per year (revenue, output) for intensity targets; needed for every pathway year. */
    activity: z.array(z.object({ year, value: z.number().positive() })).optional(),
  }),
]);

/** A scenario template after validation and defaults. */
export type ScenarioTemplate = z.output<typeof ScenarioTemplateSchema>;
/** A scenario template as a caller writes it. */
export type ScenarioTemplateInput = z.input<typeof ScenarioTemplateSchema>;
/** The kinds of scenario. */
export type ScenarioType = ScenarioTemplate['type'];

/**
 * Validates a template, fills defaults and checks what the schema cannot (year order, the fields
 * each pathway needs).
 *
 * @throws InvalidScenarioError listing every problem.
 */
export function parseScenarioTemplate(input: unknown): ScenarioTemplate {
  const parsed = ScenarioTemplateSchema.safeParse(input);
  const id = typeof input === 'object' && input !== null && 'id' in input ? String(input.id) : undefined;
  const fail = (issues: string[]): never => {
    throw new InvalidScenarioError({ issues, ...(id === undefined ? {} : { scenarioId: id }) });
  };
  if (!parsed.success) return fail(issueList(parsed.error));
  const t = parsed.data;
  const issues: string[] = [];
  if (t.type === 'sbti_1_5c' || t.type === 'sbti_well_below_2c') {
    if (t.targetYear <= t.baseYear) issues.push('targetYear must be after baseYear');
  }
  if (t.type === 'net_zero_2050') {
    if (!(t.baseYear < t.nearTermYear && t.nearTermYear < 2050))
      issues.push('years must satisfy baseYear < nearTermYear < 2050');
  }
  if (t.type === 'custom') {
    if (t.pathway === 'custom') {
      if (t.points === undefined || t.points.length === 0) issues.push('a custom pathway needs points');
      else {
        const years = t.points.map((p) => p.year);
        if (years.some((y, i) => y <= (i === 0 ? t.baseYear : (years[i - 1] as number)))) {
          issues.push('points must be in increasing year order, all after baseYear');
        }
        if (t.targetYear !== undefined && t.targetYear !== years[years.length - 1]) {
          issues.push('targetYear, when given, must be the year of the last point');
        }
      }
    } else {
      if (t.targetYear === undefined || t.targetYear <= t.baseYear)
        issues.push('targetYear must be given and after baseYear');
      if (t.targetReduction === undefined) issues.push(`a ${t.pathway} pathway needs targetReduction`);
      if (t.pathway === 'exponential' && t.targetReduction === 1) {
        issues.push('an exponential pathway cannot reach a 100% cut; use linear or custom');
      }
    }
    if (t.metric === 'intensity' && (t.activity === undefined || t.activity.length === 0)) {
      issues.push('an intensity target needs activity values per year');
    }
  }
  if (issues.length > 0) fail(issues);
  return t;
}
