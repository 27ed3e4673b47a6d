import { useForecastMutation } from '../../../api/forecast-job';
import type { components } from '../../../api/schema';

/*
 * The forecasting analyses. Each POST computes and records an immutable forecast run, so they are
 * mutations started by a person, not queries refetched on focus. The OpenAPI document describes
 * their results loosely (they are @ctp/forecast's objects); the shapes below are the parts read here.
 */

/** A year and a value in tonnes. */
export interface AnnualValue {
  year: number;
  value: number;
}
/** One year of a pathway. */
export interface PathwayPoint {
  year: number;
  target: number;
}
export interface Pathway {
  scenarioId: string;
  type: string;
  metric: 'absolute' | 'intensity';
  baseYear: number;
  baseYearEmissions: number;
  targetYear: number;
  points: PathwayPoint[];
}
export interface ScenarioComparison {
  template: { id: string; name?: string; type: string };
  pathway: Pathway;
  cumulativeEmissions: number;
  reductionVsBusinessAsUsual: number;
  cumulativeReductionVsBusinessAsUsual: number;
}
export interface ComparisonResult {
  runId: string;
  businessAsUsual: AnnualValue[];
  years: number[];
  scenarios: ScenarioComparison[];
}
export interface GapYear {
  year: number;
  projected: number;
  target: number;
  gap: number;
  gapPercent: number | null;
}
export interface RecommendedMeasure {
  rank: number;
  initiativeId: string;
  name: string;
  scope: 1 | 2 | 3;
  costPerTonne: number;
  npv: number;
  paybackYears: number | null;
  annualAbatement: number;
  gapClosed: number;
  gapClosedPercent: number;
  cumulativeGapClosed: number;
}
export interface GapAnalysis {
  years: GapYear[];
  totalGap: number;
  yearOfAlignment: number | null;
  additionalReductionNeeded: number;
  finalYear: number;
  recommendations: {
    measures: RecommendedMeasure[];
    uncovered: number;
    uncoveredPercent: number;
    cumulativeUncovered: number;
    unranked: string[];
    findings: string[];
  };
}
export interface GapResult {
  runId: string;
  pathway: Pathway;
  gap: GapAnalysis;
  gapWithInitiatives: GapAnalysis;
}
export interface ModelledInitiative {
  initiativeId: string;
  name: string;
  status: string;
  scope: 1 | 2 | 3;
  applied: boolean;
  abatementOverHorizon: number;
  economics: {
    annualAbatement: number;
    annualizedCost: number;
    costPerTonne: number | null;
    paybackYears: number | null;
    npv: number;
  };
}
export interface InitiativesModelResult {
  runId: string;
  projection: { timeline: string[]; values: number[] };
  withInitiatives: { timeline: string[]; values: number[]; baseline: number[] };
  initiatives: ModelledInitiative[];
}

/** Which history the analyses project: the scopes and the one Scope 2 method counted. */
export interface HistoryChoice {
  scopes: (1 | 2 | 3)[];
  scope2Method: 'location_based' | 'market_based';
}

type CompareRequest = components['schemas']['ForecastCompareRequest'];
type GapRequest = components['schemas']['ForecastGapRequest'];
type ModelRequest = components['schemas']['ForecastInitiativesRequest'];

const LEVELS = { confidenceLevels: [] as number[] };

/** Business as usual next to stored scenarios' pathways, to `endYear`. */
export function useCompareScenarios() {
  return useForecastMutation<HistoryChoice & { endYear: number; scenarioIds: string[] }, ComparisonResult>(
    (client, input) => {
      const body: CompareRequest = { ...input, ...LEVELS, scenarios: [] };
      return client.POST('/api/forecasting/scenarios/compare', { body });
    },
  );
}

/** The gap between the projection and a stored target, with the initiatives ranked on the cost curve. */
export function useGapAnalysis() {
  return useForecastMutation<HistoryChoice & { scenarioId: string; endYear?: number }, GapResult>(
    (client, input) => {
      const body: GapRequest = { ...input, ...LEVELS, initiatives: [], discountRate: 0.08 };
      return client.POST('/api/forecasting/gap-analysis', { body });
    },
  );
}

/** The projection with and without the organization's initiatives over `horizon` months. */
export function useModelInitiatives() {
  return useForecastMutation<HistoryChoice & { horizon: number }, InitiativesModelResult>((client, input) => {
    const body: ModelRequest = { ...input, ...LEVELS, initiatives: [], discountRate: 0.08 };
    return client.POST('/api/forecasting/initiatives/model', { body });
  });
}
