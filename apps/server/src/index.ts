export { type CalculateLine, type CalculateOptions, runCalculate } from './cli/calculate-command.js';
export { createDefaultRegistry } from './cli/default-registry.js';
export { type CliIo, createProgram, EXIT, runCli } from './cli/program.js';
export { type ReplayVerdict, runReplay } from './cli/replay-command.js';
