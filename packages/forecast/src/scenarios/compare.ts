import { type AnnualValue, annualTotals } from '../annual.js';
import { InvalidScenarioError } from '../errors.js';
import type { ForecastModel } from '../model.js';
import { linearTrendModel } from '../models/linear-trend.js';
import type { Projection } from '../projection.js';
import { monthOfIsoDate, periodOfMonth, periodsPerYear } from '../series/period.js';
import { type RegularSeries, startPeriod, toRegularSeries } from '../series/series.js';
import { type Pathway, pathwayFor } from './pathway.js';
import { parseScenarioTemplate, type ScenarioTemplate } from './template.js';

/** Options shared by the functions that project a history to a year. */
export interface ProjectToYearOptions {
  /** Model for the business-as-usual projection. Default `linear-trend` (the historical trend). */
  readonly model?: ForecastModel;
  /** Its parameters. */
  readonly parameters?: unknown;
  /** Timestamp for `generatedAt`, for reproducible output. */
  readonly now?: Date | string;
  /** Interval levels (default 80 and 95). */
  readonly levels?: readonly number[];
}

/**
 * Fits `model` to the history and projects it to the end of `endYear`.
 *
 * @throws InvalidScenarioError when `endYear` is not after the history's last period; and the model's errors.
 */
export function projectToYear(
  history: unknown,
  endYear: number,
  options: ProjectToYearOptions = {},
): { series: RegularSeries; projection: Projection } {
  const series = toRegularSeries(history);
  const ppy = periodsPerYear(series.frequency);
  const firstFuture = startPeriod(series) + series.values.length;
  const horizon = (endYear + 1) * ppy - firstFuture;
  if (horizon < 1)
    throw new InvalidScenarioError({ issues: [`endYear ${endYear} is not after the end of the history`] });
  const model = options.model ?? linearTrendModel;
  const projection = model.fit(series, options.parameters).predict(horizon, {
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.levels === undefined ? {} : { levels: options.levels }),
  });
  return { series, projection };
}

/** Year of the first projected period. */
export function firstProjectedYear(projection: Projection): number {
  return periodOfMonth(monthOfIsoDate(projection.timeline[0] as string) as number, 'annual');
}

/** One scenario next to business as usual. */
export interface ScenarioComparison {
  readonly template: ScenarioTemplate;
  readonly pathway: Pathway;
  /** Sum of the pathway's targets over the compared years. */
  readonly cumulativeEmissions: number;
  /** Business as usual minus the pathway in `endYear` (tonnes a year the scenario avoids by then). */
  readonly reductionVsBusinessAsUsual: number;
  /** Business as usual minus the pathway, summed over the compared years. */
  readonly cumulativeReductionVsBusinessAsUsual: number;
}

/** Result of {@link compareScenarios}. */
export interface ScenarioComparisonResult {
  /** The business-as-usual projection of the history. */
  readonly projection: Projection;
  /** Annual totals: history, then business as usual. */
  readonly businessAsUsual: readonly AnnualValue[];
  /** Years compared: from the first projected year to `endYear`. */
  readonly years: readonly number[];
  readonly scenarios: readonly ScenarioComparison[];
}

/**
 * Projects the history as business as usual to `endYear`, builds each template's pathway from the
 * history's base-year emissions, and compares them year by year from the first projected year.
 *
 * @throws InvalidScenarioError when a template's base year is not a complete year of the history or projection.
 */
export function compareScenarios(
  history: unknown,
  templates: readonly unknown[],
  endYear: number,
  options: ProjectToYearOptions = {},
): ScenarioComparisonResult {
  const { series, projection } = projectToYear(history, endYear, options);
  const annual = annualTotals(series, projection).filter((a) => a.year <= endYear);
  const byYear = new Map(annual.map((a) => [a.year, a.value]));
  const firstYear = firstProjectedYear(projection);
  const years = annual.filter((a) => a.year >= firstYear).map((a) => a.year);
  const bau = annual.filter((a) => a.year >= firstYear);
  const scenarios = templates.map((input) => {
    const template = parseScenarioTemplate(input);
    const baseYear = 'baseYear' in template ? template.baseYear : firstYear;
    const base = byYear.get(baseYear);
    if (base === undefined && template.type !== 'business_as_usual') {
      throw new InvalidScenarioError({
        scenarioId: template.id,
        issues: [
          `base year ${baseYear} is not a complete year of the history (complete years: ${annual.map((a) => a.year).join(', ')})`,
        ],
      });
    }
    const pathway = pathwayFor(template, { baseYearEmissions: base ?? 0, endYear, businessAsUsual: bau });
    const target = new Map(pathway.points.map((p) => [p.year, p.target]));
    let cumulativeEmissions = 0;
    let cumulativeReduction = 0;
    for (const y of years) {
      const tgt = target.get(y);
      if (tgt === undefined) continue;
      cumulativeEmissions += tgt;
      cumulativeReduction += (byYear.get(y) as number) - tgt;
    }
    const endTarget = target.get(endYear) ?? pathway.points[pathway.points.length - 1]?.target ?? 0;
    return Object.freeze({
      template,
      pathway,
      cumulativeEmissions,
      reductionVsBusinessAsUsual: (byYear.get(endYear) ?? 0) - endTarget,
      cumulativeReductionVsBusinessAsUsual: cumulativeReduction,
    });
  });
  return Object.freeze({
    projection,
    businessAsUsual: Object.freeze(annual),
    years: Object.freeze(years),
    scenarios: Object.freeze(scenarios),
  });
}
