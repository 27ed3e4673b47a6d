import type { App } from '../../http/app-env.js';
import { createFeatureApp } from '../../http/feature-app.js';
import type { Runtime } from '../../wiring/runtime.js';
import { calculationsModule } from './routes.js';

/** Calculation runs over stored activities: start, follow, failures. */
export function calculationsRoutes(runtime: Runtime): App {
  return createFeatureApp(calculationsModule(runtime));
}

export { calculateSelection } from './calculate-selection.js';
export { calculationJob, registerCalculationJob } from './calculation-job.js';
export { CalculationSettingsSchema, DEFAULT_METHANE_GWP, methaneGwpOf } from './calculation-settings.js';
export { calculatorFor } from './calculator-for.js';
export { DatasetVersionCollector } from './dataset-versions.js';
export { PreviewAlreadyAcceptedError, PreviewExpiredError, PreviewStaleError } from './errors.js';
export {
  type CalculationRunSummary,
  type RunCalculationDeps,
  type RunCalculationInput,
  runCalculation,
} from './run-calculation.js';
export {
  CalculationRunView,
  FailureView,
  RecalculationPreviewRequest,
  runView,
  ScopeTotalsView,
  selectionOf,
} from './schemas.js';
export { type ScopeKey, type ScopeTotals, ScopeTotalsAccumulator, scopeKeyOf } from './scope-totals.js';
