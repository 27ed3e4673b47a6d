export { createDefaultRegistry } from './app/default-registry.js';
export { JOB_TYPES, type JobType, startWorker } from './app/jobs.js';
export { openRuntime } from './app/open-runtime.js';
export { createServerApp } from './app/server-app.js';
export { type CalculateLine, type CalculateOptions, runCalculate } from './cli/calculate-command.js';
export { type CliIo, createProgram, EXIT, runCli } from './cli/program.js';
export { type ReplayVerdict, runReplay } from './cli/replay-command.js';
// The import and calculation paths of `ctp import` and `ctp calculate --org`, for embedders and the benchmarks.
export {
  type CalculationRunSummary,
  type RunCalculationInput,
  runCalculation,
} from './features/calculations/index.js';
export {
  afterImport,
  type ImportResult,
  importActivities,
  type SourceRow,
} from './features/imports/index.js';
export { ROUTE_TABLE } from './http/route-table.js';
export { type AuthPorts, type AuthPortsOptions, createAuthPorts } from './wiring/auth-ports.js';
export { createRuntime, type Runtime, type RuntimeOptions } from './wiring/runtime.js';
export { PGLITE_SESSION_CACHE_MS, SessionCache, type SessionCacheOptions } from './wiring/session-cache.js';
