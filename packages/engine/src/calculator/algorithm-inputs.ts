import { InvalidActivityError } from '../errors/index.js';
import type { Activity, CalculationAlgorithm } from '../types.js';
import { BoundedCache } from './cache.js';

/**
 * Parsed `inputs` per algorithm and attributes JSON. An algorithm's `inputs` schema is a pure
 * function of the attributes' JSON (the engine hands it JSON-normalised attributes), so a
 * stream that repeats attribute sets (the same fuel, mode or sector) parses each set once per
 * algorithm. The parsed value is shared by those activities and frozen (shallowly) so that an
 * algorithm cannot change what another activity reads; algorithms must not mutate their inputs.
 */
const parsedInputs = new WeakMap<CalculationAlgorithm, BoundedCache<string, unknown>>();

/**
 * The algorithm's `inputs` parsed from the activity's attributes, `attributesKey` being their
 * `JSON.stringify` text (not canonical JSON: a schema may keep the attributes' key order, so
 * only identical JSON shares a parse). @throws InvalidActivityError naming the first attribute the schema refused.
 */
export function algorithmInputs(
  algorithm: CalculationAlgorithm,
  activity: Activity,
  attributesKey: string,
): unknown {
  let cache = parsedInputs.get(algorithm);
  if (cache === undefined) {
    cache = new BoundedCache(1_000);
    parsedInputs.set(algorithm, cache);
  }
  const hit = cache.get(attributesKey);
  if (hit !== undefined) return hit;
  const parsed = algorithm.inputs.safeParse(activity.attributes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = ['attributes', ...(issue?.path ?? []).map(String)].join('.');
    throw new InvalidActivityError({
      activityId: activity.id,
      algorithmId: algorithm.id,
      path,
      reason: issue?.message ?? 'invalid',
    });
  }
  const data = parsed.data;
  // Only plain objects are shared (and frozen); anything else is parsed again next time.
  if (typeof data !== 'object' || data === null || Object.getPrototypeOf(data) !== Object.prototype)
    return data;
  return cache.set(attributesKey, Object.freeze(data));
}
