export { AlgorithmRegistry } from './registry.js';
export { type AlgorithmResolution, type ResolutionQuery, resolveAlgorithm } from './resolve.js';
export { versionInForce } from './versions.js';
