export { createServerApp } from './app/server-app.js';
export { type CalculateLine, type CalculateOptions, runCalculate } from './cli/calculate-command.js';
export { type CliIo, createProgram, EXIT, runCli } from './cli/program.js';
export { type ReplayVerdict, runReplay } from './cli/replay-command.js';
export { ROUTE_TABLE } from './http/route-table.js';
export { type AuthPorts, createAuthPorts } from './wiring/auth-ports.js';
export { createDefaultRegistry } from './wiring/default-registry.js';
export { createRuntime, type Runtime, type RuntimeOptions } from './wiring/runtime.js';
