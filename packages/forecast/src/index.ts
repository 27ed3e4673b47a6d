/**
 * @ctp/forecast: emissions forecasting models, scenarios, gap analysis and reduction initiatives.
 * Pure functions over arrays and ISO dates; no I/O, no global state; runs in Node, Deno and browsers.
 *
 * @packageDocumentation
 */

export { type AnnualValue, annualTotals } from './annual.js';
export { BUILT_IN_MODELS, createDefaultRegistry } from './builtins.js';
export {
  DuplicateModelError,
  FitFailedError,
  ForecastError,
  InvalidGapInputError,
  InvalidInitiativeError,
  InvalidModelError,
  InvalidModelParametersError,
  InvalidPredictionOptionsError,
  InvalidScenarioError,
  InvalidSeriesError,
  InvalidStatusTransitionError,
  ModelNotApplicableError,
  ModelNotFoundError,
  SeriesTooShortError,
} from './errors.js';
export { type AnalyzeGapInputs, type AnalyzeGapResult, analyzeGap } from './gap/analyze.js';
export { type GapAnalysis, type GapAnalysisInputs, type GapYear, gapAnalysis } from './gap/gap-analysis.js';
export type { GapRecommendations, RecommendedMeasure } from './gap/recommendations.js';
export { canonicalHash, canonicalJson } from './hash.js';
export {
  type ApplyInitiativesOptions,
  applyInitiatives,
  type ReducedProjection,
  type ScopeShares,
} from './initiatives/apply.js';
export { type InitiativeEconomics, initiativeEconomics } from './initiatives/economics.js';
export {
  abatementInSpan,
  INITIATIVE_STATUSES,
  InitiativeImpactSchema,
  type InitiativeStatus,
  meanRampFactor,
  parseInitiative,
  type ReductionInitiative,
  type ReductionInitiativeInput,
  ReductionInitiativeSchema,
  rampFactor,
} from './initiatives/initiative.js';
export { canTransition, STATUS_TRANSITIONS, transitionInitiative } from './initiatives/status.js';
export {
  defineForecastModel,
  type FittedForecastModel,
  type ForecastModel,
  type ForecastModelDefinition,
  type ModelType,
} from './model.js';
// The automatic fitters on plain arrays (the statistics the `arima` and `exponential-smoothing` models wrap).
export {
  type ArimaFit,
  AUTO_ARIMA_MINIMUM_LENGTH,
  type AutoArimaOptions,
  autoArima,
} from './models/arima/index.js';
export { arimaModel } from './models/arima-model.js';
export { type AutoFitterModelInfo, autoFitterModel } from './models/auto-fitter-model.js';
export { autoModel, combinationModel } from './models/combination-model.js';
export { type AutoFit, fitAuto } from './models/ensemble/auto.js';
export type { IntervalFactors } from './models/ensemble/calibration.js';
export type { Candidate } from './models/ensemble/candidates.js';
export { fitCombination } from './models/ensemble/combination.js';
export {
  type CandidateScore,
  type CrossValidation,
  crossValidate,
  type OriginPlan,
  type Skipped,
} from './models/ensemble/rolling-origin.js';
export {
  chooseCandidate,
  SELECTION_SIGNIFICANCE,
  type Selection,
  type SelectionTest,
} from './models/ensemble/selection.js';
export { autoEts } from './models/ets/auto-ets.js';
export type { EtsSmoothing, EtsSpec, EtsState } from './models/ets/ets-recursions.js';
export type { EtsFit } from './models/ets/fit-ets.js';
export { exponentialSmoothingModel } from './models/exponential-smoothing-model.js';
export { type GrowthCurve, growthCurveModel } from './models/growth-curve.js';
export { fitTrendWithSeason, linearTrendModel } from './models/linear-trend.js';
export { seasonalModel } from './models/seasonal.js';
export type { AutoFitter, SeriesFit, SeriesForecast } from './models/series-fit.js';
export { type StlDecomposition, type StlOptions, stl } from './models/stl/stl.js';
export { fitStlf, type StlMethod } from './models/stl/stlf.js';
export { fitTheta, type ThetaFit, type ThetaOptions } from './models/theta/theta.js';
export { optimisedThetaModel, thetaModel } from './models/theta-model.js';
export {
  DEFAULT_LEVELS,
  type ModelReference,
  type PredictionInterval,
  type PredictOptions,
  type Projection,
  type ProjectionConfidence,
} from './projection.js';
export { ForecastModelRegistry } from './registry.js';
export {
  compareScenarios,
  type ProjectToYearOptions,
  projectToYear,
  type ScenarioComparison,
  type ScenarioComparisonResult,
} from './scenarios/compare.js';
export { type Pathway, type PathwayInputs, type PathwayPoint, pathwayFor } from './scenarios/pathway.js';
export {
  NET_ZERO_MIN_REDUCTION,
  PathwayPointSchema,
  parseScenarioTemplate,
  SBTI_1_5C_ANNUAL_RATE,
  SBTI_WB2C_ANNUAL_RATE,
  type ScenarioTemplate,
  type ScenarioTemplateInput,
  ScenarioTemplateSchema,
  type ScenarioType,
} from './scenarios/template.js';
export {
  FREQUENCIES,
  type Frequency,
  formatPeriod,
  parsePeriod,
  periodStartDate,
  periodsPerYear,
} from './series/period.js';
export {
  type RegularSeries,
  type SeriesInput,
  SeriesInputSchema,
  StartSeriesSchema,
  TimelineSeriesSchema,
  toRegularSeries,
} from './series/series.js';
export { FORECAST_VERSION } from './version.js';
