import { annualTotals } from '../annual.js';
import { InvalidScenarioError } from '../errors.js';
import {
  type ApplyInitiativesOptions,
  applyInitiatives,
  type ReducedProjection,
} from '../initiatives/apply.js';
import type { Projection } from '../projection.js';
import { firstProjectedYear, type ProjectToYearOptions, projectToYear } from '../scenarios/compare.js';
import { type Pathway, pathwayFor } from '../scenarios/pathway.js';
import { parseScenarioTemplate } from '../scenarios/template.js';
import { type GapAnalysis, gapAnalysis } from './gap-analysis.js';

/** Inputs of {@link analyzeGap}. */
export interface AnalyzeGapInputs extends ProjectToYearOptions {
  /** Historical series (monthly, quarterly or annual); must contain the base year complete. */
  readonly history: unknown;
  /** The target scenario (not business as usual). */
  readonly scenario: unknown;
  /** Reduction initiatives; planned and in-progress ones are ranked in the recommendations. */
  readonly initiatives?: readonly unknown[];
  /** Discount rate for the initiatives' economics (fraction). Default 0.08. */
  readonly discountRate?: number;
  /** Share of the emissions in each scope, for percentage impacts. */
  readonly scopeShares?: ApplyInitiativesOptions['scopeShares'];
  /** Last year analysed. Default: the scenario's target year. */
  readonly endYear?: number;
}

/** Result of {@link analyzeGap}. */
export interface AnalyzeGapResult {
  readonly projection: Projection;
  readonly pathway: Pathway;
  /** Gap of the business-as-usual projection. */
  readonly gap: GapAnalysis;
  /** The projection after the planned and in-progress initiatives. */
  readonly withInitiatives: ReducedProjection;
  /** Gap that remains after the initiatives. */
  readonly gapWithInitiatives: GapAnalysis;
}

/**
 * The whole gap workflow in one call: project the history to the end year, build the scenario's
 * pathway from the history's base-year emissions, compare them from the first projected year, and do
 * the same after applying the initiatives.
 *
 * @throws InvalidScenarioError when the scenario is business as usual or its base year is not a complete year of the history.
 */
export function analyzeGap(inputs: AnalyzeGapInputs): AnalyzeGapResult {
  const template = parseScenarioTemplate(inputs.scenario);
  if (template.type === 'business_as_usual') {
    throw new InvalidScenarioError({
      scenarioId: template.id,
      issues: ['gap analysis needs a target scenario, not business as usual'],
    });
  }
  const probe = pathwayFor(template, { baseYearEmissions: 1 });
  const endYear = inputs.endYear ?? probe.targetYear;
  const { series, projection } = projectToYear(inputs.history, endYear, inputs);
  const historyAnnual = annualTotals(series);
  const base = historyAnnual.find((a) => a.year === template.baseYear);
  if (base === undefined) {
    throw new InvalidScenarioError({
      scenarioId: template.id,
      issues: [
        `base year ${template.baseYear} is not a complete year of the history (complete years: ${historyAnnual.map((a) => a.year).join(', ') || 'none'})`,
      ],
    });
  }
  const pathway = pathwayFor(template, { baseYearEmissions: base.value, endYear });
  const from = firstProjectedYear(projection);
  const common = {
    targets: pathway.points,
    ...(inputs.initiatives === undefined ? {} : { initiatives: inputs.initiatives }),
    ...(inputs.discountRate === undefined ? {} : { discountRate: inputs.discountRate }),
    ...(inputs.scopeShares === undefined ? {} : { scopeShares: inputs.scopeShares }),
    finalYear: endYear,
  };
  const projectedFrom = (p: Projection) => annualTotals(series, p).filter((a) => a.year >= from);
  const withInitiatives = applyInitiatives(
    projection,
    inputs.initiatives ?? [],
    inputs.scopeShares === undefined ? {} : { scopeShares: inputs.scopeShares },
  );
  return Object.freeze({
    projection,
    pathway,
    gap: gapAnalysis({ ...common, projected: projectedFrom(projection) }),
    withInitiatives,
    gapWithInitiatives: gapAnalysis({
      ...common,
      initiatives: [],
      projected: projectedFrom(withInitiatives),
    }),
  });
}
