export { AlgorithmRegistry } from './registry.js';
export { type AlgorithmResolution, type ResolutionQuery, resolveAlgorithm, versionInForce } from './resolve.js';
