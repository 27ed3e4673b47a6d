/**
 * Target pathways: the emissions a scenario allows in each year, from its base year on.
 *
 * @module
 */
import type { AnnualValue } from '../annual.js';
import { InvalidScenarioError } from '../errors.js';
import {
  parseScenarioTemplate,
  SBTI_1_5C_ANNUAL_RATE,
  SBTI_WB2C_ANNUAL_RATE,
  type ScenarioTemplate,
} from './template.js';

/** One year of a pathway. */
export interface PathwayPoint {
  readonly year: number;
  /** Allowed emissions in tonnes (for an intensity target: target intensity × activity). */
  readonly target: number;
  /** Target intensity, for intensity targets only. */
  readonly intensity?: number;
}

/** The yearly targets of a scenario. */
export interface Pathway {
  readonly scenarioId: string;
  readonly type: ScenarioTemplate['type'];
  readonly metric: 'absolute' | 'intensity';
  readonly baseYear: number;
  readonly baseYearEmissions: number;
  /** Year the scenario's target applies; later years hold the target level. */
  readonly targetYear: number;
  /** One point per year from the base year to the last requested year. */
  readonly points: readonly PathwayPoint[];
}

/** Inputs of {@link pathwayFor}. */
export interface PathwayInputs {
  /** Emissions in the base year (tonnes). Ignored for business as usual. */
  readonly baseYearEmissions: number;
  /** Last year to produce; default the target year. Years after the target hold its level. */
  readonly endYear?: number;
  /** Projected annual emissions, required for business as usual (the pathway is this projection). */
  readonly businessAsUsual?: readonly AnnualValue[];
}

/**
 * The yearly targets of a scenario template. Linear pathways cut the same tonnage each year
 * (absolute contraction: the SBTi 1.5°C and well-below 2°C pathways cut 4.2% and 2.5% of base-year
 * emissions a year); exponential ones cut the same percentage of the previous year; custom ones
 * interpolate linearly between the given points. Every pathway starts at the base-year emissions
 * and equals the target in the target year.
 *
 * @throws InvalidScenarioError for an invalid template or missing inputs (activity years, BAU values).
 */
export function pathwayFor(templateInput: unknown, inputs: PathwayInputs): Pathway {
  const t = parseScenarioTemplate(templateInput);
  const B = inputs.baseYearEmissions;
  if (t.type === 'business_as_usual') {
    const bau = [...(inputs.businessAsUsual ?? [])].sort((a, b) => a.year - b.year);
    const first = bau[0];
    const last = bau[bau.length - 1];
    if (first === undefined || last === undefined) {
      throw new InvalidScenarioError({
        scenarioId: t.id,
        issues: ['business as usual needs projected annual values'],
      });
    }
    const points = bau
      .filter((p) => inputs.endYear === undefined || p.year <= inputs.endYear)
      .map((p) => ({ year: p.year, target: p.value }));
    return freeze({
      scenarioId: t.id,
      type: t.type,
      metric: 'absolute',
      baseYear: first.year,
      baseYearEmissions: first.value,
      targetYear: last.year,
      points,
    });
  }
  if (!(Number.isFinite(B) && B >= 0)) {
    throw new InvalidScenarioError({
      scenarioId: t.id,
      issues: [`base-year emissions must be a non-negative number, got ${B}`],
    });
  }
  const shape = shapeOf(t);
  const end = Math.max(inputs.endYear ?? shape.targetYear, shape.targetYear);
  const years = Array.from({ length: end - t.baseYear + 1 }, (_, i) => t.baseYear + i);
  if (t.type === 'custom' && t.metric === 'intensity') {
    const activity = new Map((t.activity ?? []).map((a) => [a.year, a.value]));
    const missing = years.filter((y) => !activity.has(y));
    if (missing.length > 0) {
      throw new InvalidScenarioError({
        scenarioId: t.id,
        issues: [`activity missing for years ${missing.join(', ')}`],
      });
    }
    const baseIntensity = B / (activity.get(t.baseYear) as number);
    // Custom points of an intensity target are intensities; a fraction-of-base shape scales the base intensity.
    const points = years.map((y) => {
      const intensity = shape.absolute
        ? shape.at(Math.min(y, shape.targetYear), baseIntensity)
        : baseIntensity * shape.at(Math.min(y, shape.targetYear), 1);
      return { year: y, target: intensity * (activity.get(y) as number), intensity };
    });
    return freeze({
      scenarioId: t.id,
      type: t.type,
      metric: 'intensity',
      baseYear: t.baseYear,
      baseYearEmissions: B,
      targetYear: shape.targetYear,
      points,
    });
  }
  const points = years.map((y) => ({
    year: y,
    target: shape.absolute
      ? shape.at(Math.min(y, shape.targetYear), B)
      : B * shape.at(Math.min(y, shape.targetYear), 1),
  }));
  return freeze({
    scenarioId: t.id,
    type: t.type,
    metric: 'absolute',
    baseYear: t.baseYear,
    baseYearEmissions: B,
    targetYear: shape.targetYear,
    points,
  });
}

/**
 * A pathway's shape: `at(year, base)` gives the target. When `absolute` is false the shape is a
 * fraction of the base value (so `base` is 1); custom points are values in the target's own unit,
 * interpolated from `base` at the base year.
 */
interface Shape {
  readonly targetYear: number;
  readonly absolute: boolean;
  at(year: number, base: number): number;
}

function linear(baseYear: number, targetYear: number, reduction: number): Shape {
  return {
    targetYear,
    absolute: false,
    at: (y) => Math.max(0, 1 - (reduction * (y - baseYear)) / (targetYear - baseYear)),
  };
}

function shapeOf(t: Exclude<ScenarioTemplate, { type: 'business_as_usual' }>): Shape {
  switch (t.type) {
    case 'sbti_1_5c':
      return linear(
        t.baseYear,
        t.targetYear,
        Math.min(1, SBTI_1_5C_ANNUAL_RATE * (t.targetYear - t.baseYear)),
      );
    case 'sbti_well_below_2c':
      return linear(
        t.baseYear,
        t.targetYear,
        Math.min(1, SBTI_WB2C_ANNUAL_RATE * (t.targetYear - t.baseYear)),
      );
    case 'net_zero_2050': {
      const longTerm = 1 - t.longTermReduction;
      // The milestone never asks for less than the long-term level would already allow.
      const milestone = Math.max(longTerm, 1 - t.nearTermAnnualRate * (t.nearTermYear - t.baseYear));
      return {
        targetYear: 2050,
        absolute: false,
        at: (y) =>
          y <= t.nearTermYear
            ? 1 + ((milestone - 1) * (y - t.baseYear)) / (t.nearTermYear - t.baseYear)
            : milestone + ((longTerm - milestone) * (y - t.nearTermYear)) / (2050 - t.nearTermYear),
      };
    }
    case 'custom': {
      if (t.pathway === 'custom') {
        const pts = t.points ?? [];
        const last = pts[pts.length - 1] as { year: number; value: number };
        return {
          targetYear: last.year,
          absolute: true,
          at: (y, base) => {
            let prev = { year: t.baseYear, value: base };
            for (const p of pts) {
              if (y <= p.year)
                return prev.value + ((p.value - prev.value) * (y - prev.year)) / (p.year - prev.year);
              prev = p;
            }
            return last.value;
          },
        };
      }
      const T = t.targetYear as number;
      const R = t.targetReduction as number;
      if (t.pathway === 'linear') return linear(t.baseYear, T, R);
      return { targetYear: T, absolute: false, at: (y) => (1 - R) ** ((y - t.baseYear) / (T - t.baseYear)) };
    }
  }
}

function freeze(p: Pathway): Pathway {
  return Object.freeze({ ...p, points: Object.freeze(p.points.map((x) => Object.freeze(x))) });
}
