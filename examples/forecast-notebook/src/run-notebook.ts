import {
  type AnalyzeGapResult,
  analyzeGap,
  compareScenarios,
  createDefaultRegistry,
  type ForecastModel,
  type Projection,
  type RegularSeries,
  type ScenarioComparisonResult,
  type ScenarioTemplateInput,
  seasonalModel,
} from '@ctp/forecast';
import { type HoldoutScore, scoreOnHoldout } from './evaluate.js';
import { type LoadedSeries, loadSeries } from './load-series.js';

/** Everything the notebook computes; `notebook.ts` prints it, the test checks it. */
export interface NotebookResult {
  readonly data: LoadedSeries;
  readonly models: readonly ForecastModel[];
  readonly holdout: readonly HoldoutScore[];
  /** The model with the lowest holdout sMAPE. */
  readonly best: HoldoutScore;
  /** The best model's projection of the whole series, two years ahead. */
  readonly projection: Projection;
  /** The passenger series re-dated to 2013–2024 and read as monthly tonnes CO2e (×100). */
  readonly emissions: RegularSeries;
  readonly scenarios: ScenarioComparisonResult;
  readonly gap: AnalyzeGapResult;
}

/** Scenarios compared in section 4, all with base year 2019. */
export const SCENARIOS: readonly ScenarioTemplateInput[] = [
  { id: 'bau', name: 'Business as usual', type: 'business_as_usual' },
  { id: 'sbti-1.5', name: 'SBTi 1.5°C', type: 'sbti_1_5c', baseYear: 2019, targetYear: 2030 },
  {
    id: 'sbti-wb2',
    name: 'SBTi well-below 2°C',
    type: 'sbti_well_below_2c',
    baseYear: 2019,
    targetYear: 2030,
  },
  { id: 'net-zero', name: 'Net zero 2050', type: 'net_zero_2050', baseYear: 2019 },
  {
    id: 'half-by-2030',
    name: 'Custom: −50% by 2030 (exponential)',
    type: 'custom',
    baseYear: 2019,
    targetYear: 2030,
    targetReduction: 0.5,
    pathway: 'exponential',
  },
];

/** Two planned initiatives for the gap analysis (money in EUR). */
export const INITIATIVES = [
  {
    id: 'saf-blend',
    name: 'Sustainable aviation fuel, 20% blend',
    scope: 1,
    category: 'mobile_combustion',
    impact: { type: 'percentage', percent: 20 },
    implementationStart: '2026-01',
    rampUpMonths: 24,
    capex: 0,
    opexPerYear: 30_000_000,
    lifetimeYears: 10,
  },
  {
    id: 'fleet-renewal',
    name: 'Fleet renewal (new-generation aircraft)',
    scope: 1,
    impact: { type: 'percentage', percent: 15 },
    implementationStart: '2025-07',
    rampUpMonths: 36,
    capex: 40_000_000,
    opexPerYear: 0,
    savingsPerYear: 3_500_000,
    lifetimeYears: 20,
  },
] as const;

/**
 * Runs the notebook: compare every registered model on the held-out last year of the airline
 * passengers series, project with the best, then read the series as emissions to compare scenarios
 * and analyse the gap to the 1.5°C pathway with two initiatives. `now` fixes `generatedAt`.
 */
export function runNotebook(now = '2025-01-01T00:00:00Z'): NotebookResult {
  const data = loadSeries('air-passengers.json');
  const registry = createDefaultRegistry();
  const models = registry.list();
  const holdout = models.map((m) => scoreOnHoldout(m, data.series, 12, now));
  const best = [...holdout].sort((a, b) => a.smape - b.smape)[0] as HoldoutScore;
  const projection = registry.get(best.modelId).fit(data.series).predict(24, { now });

  // The same shape read as a fictional airline's emissions (100 t CO2e per thousand passengers),
  // re-dated so that the scenarios' base year (2019) and target years lie ahead.
  const emissions: RegularSeries = {
    ...data.series,
    start: '2013-01',
    values: data.series.values.map((v) => v * 100),
  };
  const scenarios = compareScenarios(emissions, SCENARIOS, 2030, { now });
  const gap = analyzeGap({
    history: emissions,
    scenario: SCENARIOS[1],
    model: seasonalModel,
    parameters: { type: 'multiplicative' },
    initiatives: INITIATIVES,
    discountRate: 0.06,
    now,
  });
  return { data, models, holdout, best, projection, emissions, scenarios, gap };
}
