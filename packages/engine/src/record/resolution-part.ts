import { type AlgorithmOverrideJson, overrideToJson } from '../overrides/index.js';
import type { AlgorithmResolution } from '../registry/index.js';
import { canonicalJson as cj } from './canonical.js';
import type { RecordAlgorithm } from './types.js';

/** The record parts that depend only on the resolution, with their canonical JSON. */
export interface ResolutionPart {
  readonly algorithm: RecordAlgorithm;
  readonly algorithmCanonical: string;
  readonly override?: AlgorithmOverrideJson;
  readonly overrideCanonical?: string;
}

const parts = new WeakMap<AlgorithmResolution, ResolutionPart>();

/** `record.algorithm` and `record.override` for a resolution, built once per resolution object and frozen. */
export function resolutionPart(r: AlgorithmResolution): ResolutionPart {
  let part = parts.get(r);
  if (part !== undefined) return part;
  const a = r.algorithm;
  const algorithm: RecordAlgorithm = Object.freeze({
    id: a.id,
    version: a.version,
    name: a.name,
    category: a.category,
    ...(a.region === undefined ? {} : { region: a.region }),
    type: r.type,
    resolution: Object.freeze([...r.resolution]),
    warnings: Object.freeze(r.warnings.map((w) => Object.freeze({ code: w.code, message: w.message }))),
  });
  const override = r.override === undefined ? undefined : overrideToJson(r.override);
  part = Object.freeze({
    algorithm,
    algorithmCanonical: cj(algorithm),
    ...(override === undefined ? {} : { override, overrideCanonical: cj(override) }),
  });
  parts.set(r, part);
  return part;
}
