import type { EmissionFactor } from './schema.js';

/** The fields that identify a factor row; two rows equal on all of them collide. */
export type FactorIdentity = Pick<
  EmissionFactor,
  'datasetId' | 'datasetVersion' | 'category' | 'subcategory' | 'region' | 'effectiveFrom' | 'effectiveTo'
>;

/** Rows that share one identity. */
export interface Collision {
  /** The shared identity as `dataset@version/category/subcategory/region/from..to`. */
  readonly key: string;
  /** 0-based indices into the array given to {@link findCollisions}, ascending. */
  readonly indices: readonly number[];
}

function identity(f: FactorIdentity): string {
  // \u0000 cannot occur in any of the fields, so the joined key is unambiguous.
  return [
    f.datasetId,
    f.datasetVersion,
    f.category,
    f.subcategory,
    f.region,
    f.effectiveFrom,
    f.effectiveTo ?? '',
  ].join('\u0000');
}

/**
 * Groups of rows equal on dataset id, version, category, subcategory, region, effectiveFrom and
 * effectiveTo, in order of first appearance. An empty array means no collisions.
 */
export function findCollisions(factors: readonly FactorIdentity[]): Collision[] {
  const groups = new Map<string, number[]>();
  factors.forEach((f, index) => {
    const key = identity(f);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const collisions: Collision[] = [];
  for (const [key, indices] of groups) {
    if (indices.length < 2) continue;
    const [d, v, c, s, r, from, to] = key.split('\u0000');
    collisions.push({ key: `${d}@${v}/${c}/${s}/${r}/${from}..${to}`, indices });
  }
  return collisions;
}
