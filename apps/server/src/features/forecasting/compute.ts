import {
  analyzeGap,
  applyInitiatives,
  compareScenarios,
  type GapAnalysis,
  initiativeEconomics,
  type Projection,
  parseInitiative,
} from '@ctp/forecast';
import type { EmissionHistory } from './history.js';
import { holdoutCheck } from './holdout.js';
import type { ResolvedModel } from './model-catalog.js';

/** What a forecasting computation produced, ready to be recorded as a run. */
export interface ForecastComputation {
  readonly projection: Projection;
  /** The whole result returned to the caller (includes `projection`). */
  readonly output: Readonly<Record<string, unknown>>;
  readonly gapAnalysis: GapAnalysis | null;
  /** Short label of the scenario(s) for the run list. */
  readonly scenario: string;
}

/** Options every computation shares. */
export interface ComputeOptions {
  readonly levels: readonly number[];
  /** The run's timestamp, written as the projection's `generatedAt`. */
  readonly now: Date;
}

const fitOptions = (resolved: ResolvedModel, o: ComputeOptions) => ({
  model: resolved.model,
  parameters: resolved.parameters,
  levels: o.levels,
  now: o.now,
});

/**
 * A projection of the history `horizon` months ahead, with the hold-out check of the same model on
 * the last year of history (how far off it would have been, had it been fitted a year ago).
 */
export function computeProjection(
  history: EmissionHistory,
  resolved: ResolvedModel,
  horizon: number,
  o: ComputeOptions,
): ForecastComputation {
  const projection = resolved.model
    .fit(history.series, resolved.parameters)
    .predict(horizon, { levels: o.levels, now: o.now });
  const holdout = holdoutCheck(resolved.model, resolved.parameters, history.series, o.now);
  // The history the model saw, as exact tonnes, so a reader of the run can draw it beside the projection.
  const historyTonnes = { start: history.series.start, tonnes: history.exactTonnes };
  return {
    projection,
    output: { projection, history: historyTonnes, holdout },
    gapAnalysis: null,
    scenario: 'business_as_usual',
  };
}

/** Business as usual to `endYear` next to each scenario's pathway. */
export function computeComparison(
  history: EmissionHistory,
  resolved: ResolvedModel,
  templates: readonly Record<string, unknown>[],
  endYear: number,
  o: ComputeOptions,
): ForecastComputation {
  const result = compareScenarios(history.series, templates, endYear, fitOptions(resolved, o));
  return {
    projection: result.projection,
    output: { ...result },
    gapAnalysis: null,
    scenario: label(templates.map((t) => String(t.type))),
  };
}

/** The gap between the projection and a target pathway, before and after the initiatives. */
export function computeGap(
  history: EmissionHistory,
  resolved: ResolvedModel,
  scenario: Record<string, unknown>,
  initiatives: readonly Record<string, unknown>[],
  options: ComputeOptions & { endYear?: number | undefined; discountRate: number },
): ForecastComputation {
  const result = analyzeGap({
    ...fitOptions(resolved, options),
    history: history.series,
    scenario,
    initiatives,
    discountRate: options.discountRate,
    scopeShares: history.scopeShares,
    ...(options.endYear === undefined ? {} : { endYear: options.endYear }),
  });
  return {
    projection: result.projection,
    output: { ...result },
    gapAnalysis: result.gap,
    scenario: String(scenario.type),
  };
}

/**
 * The projection with and without the initiatives, and each initiative's abatement over the
 * horizon and economics (cost per tonne, payback, NPV) at the discount rate. An initiative's
 * full-effect annual abatement is its tonnes a year, or its percentage of its scope's share of the
 * last projected twelve months.
 */
export function computeInitiatives(
  history: EmissionHistory,
  resolved: ResolvedModel,
  initiatives: readonly Record<string, unknown>[],
  horizon: number,
  options: ComputeOptions & { discountRate: number },
): ForecastComputation {
  const projection = resolved.model
    .fit(history.series, resolved.parameters)
    .predict(horizon, { levels: options.levels, now: options.now });
  const parsed = initiatives.map(parseInitiative);
  const withInitiatives = applyInitiatives(projection, parsed, { scopeShares: history.scopeShares });
  const lastYear = projection.values.slice(-12).reduce((a, b) => a + b, 0) * (12 / Math.min(12, horizon));
  const byId = new Map(withInitiatives.reductions.map((r) => [r.initiativeId, r.values]));
  const rows = parsed.map((i) => {
    const share = history.scopeShares[i.scope] ?? 0;
    const annual =
      i.impact.type === 'absolute' ? i.impact.tonnesPerYear : lastYear * share * (i.impact.percent / 100);
    return {
      initiativeId: i.id,
      name: i.name,
      status: i.status,
      scope: i.scope,
      applied: byId.has(i.id),
      abatementOverHorizon: (byId.get(i.id) ?? []).reduce((a, b) => a + b, 0),
      economics: initiativeEconomics(i, options.discountRate, annual),
    };
  });
  return {
    projection,
    output: { projection, withInitiatives, initiatives: rows },
    gapAnalysis: null,
    scenario: 'business_as_usual',
  };
}

function label(types: readonly string[]): string {
  const text = [...new Set(types)].join(',');
  return text.length > 200 ? `${text.slice(0, 197)}...` : text || 'none';
}
