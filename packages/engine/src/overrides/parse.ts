import { formatDecimal } from '@ctp/factors';
import { InvalidOverrideError } from '../errors/index.js';
import { type AlgorithmOverride, type AlgorithmOverrideInput, AlgorithmOverrideSchema } from './schema.js';

/**
 * Validates overrides (JSON or already parsed) and returns them frozen.
 * @throws InvalidOverrideError (code `INVALID_OVERRIDE`) naming the override id and every `path: message`,
 * also when two overrides share an id.
 */
export function parseOverrides(
  inputs: readonly (AlgorithmOverrideInput | AlgorithmOverride)[],
): readonly AlgorithmOverride[] {
  const seen = new Set<string>();
  const out = inputs.map((input, index) => {
    const parsed = AlgorithmOverrideSchema.safeParse(input);
    const rawId = (input as { id?: unknown } | null)?.id;
    const id = typeof rawId === 'string' ? rawId : `#${index}`;
    if (!parsed.success) {
      throw new InvalidOverrideError({
        overrideId: id,
        issues: parsed.error.issues.map((i) => `${i.path.join('.') || '*'}: ${i.message}`),
      });
    }
    if (seen.has(parsed.data.id))
      throw new InvalidOverrideError({ overrideId: id, issues: ['id: used by another override'] });
    seen.add(parsed.data.id);
    return Object.freeze(parsed.data);
  });
  return Object.freeze(out);
}

/** JSON form of an override, as stored in a calculation record: decimals as strings, unused fields left out. */
export type AlgorithmOverrideJson = { readonly [key: string]: string | null };

/** Serialises an override for a record (JSON-safe, frozen). */
export function overrideToJson(o: AlgorithmOverride): AlgorithmOverrideJson {
  const json: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(o)) {
    if (
      value === undefined ||
      (value === null &&
        (key === 'algorithmVersion' ||
          key === 'algorithmId' ||
          key === 'factorMultiplier' ||
          key === 'customLogic'))
    )
      continue;
    json[key] =
      key === 'factorMultiplier' && typeof value === 'object' && value !== null
        ? formatDecimal(value)
        : (value as string | null);
  }
  return Object.freeze(json);
}
