import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { settleForecast, useFittingOnServer } from '../../../api/forecast-job';
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
  const { client } = useApi();
  const server = useFittingOnServer();
  const mutation = useMutation({
    mutationFn: (input: HistoryChoice & { endYear: number; scenarioIds: string[] }) => {
      const body: CompareRequest = { ...input, ...LEVELS, scenarios: [] };
      return server.track(async (onQueued) =>
        settleForecast<ComparisonResult>(
          client,
          await client.POST('/api/forecasting/scenarios/compare', { body }),
          onQueued,
        ),
      );
    },
  });
  return { ...mutation, fittingOnServer: server.fitting && mutation.isPending };
}

/** The gap between the projection and a stored target, with the initiatives ranked on the cost curve. */
export function useGapAnalysis() {
  const { client } = useApi();
  const server = useFittingOnServer();
  const mutation = useMutation({
    mutationFn: (input: HistoryChoice & { scenarioId: string; endYear?: number }) => {
      const body: GapRequest = { ...input, ...LEVELS, initiatives: [], discountRate: 0.08 };
      return server.track(async (onQueued) =>
        settleForecast<GapResult>(
          client,
          await client.POST('/api/forecasting/gap-analysis', { body }),
          onQueued,
        ),
      );
    },
  });
  return { ...mutation, fittingOnServer: server.fitting && mutation.isPending };
}

/** The projection with and without the organization's initiatives over `horizon` months. */
export function useModelInitiatives() {
  const { client } = useApi();
  const server = useFittingOnServer();
  const mutation = useMutation({
    mutationFn: (input: HistoryChoice & { horizon: number }) => {
      const body: ModelRequest = { ...input, ...LEVELS, initiatives: [], discountRate: 0.08 };
      return server.track(async (onQueued) =>
        settleForecast<InitiativesModelResult>(
          client,
          await client.POST('/api/forecasting/initiatives/model', { body }),
          onQueued,
        ),
      );
    },
  });
  return { ...mutation, fittingOnServer: server.fitting && mutation.isPending };
}
