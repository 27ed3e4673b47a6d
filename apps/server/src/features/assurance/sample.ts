import { Decimal } from '@ctp/factors';
import type { PopulationItem } from '@ctp/store';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** How a sample is divided before drawing: by scope, or by order of magnitude of the CO2e. */
export type Stratification = 'scope' | 'magnitude';

/** What a sample is drawn with: the same three values on the same population give the same sample. */
export interface SampleSpec {
  /** Integer seed of the xoroshiro128+ generator (pure-rand). */
  readonly seed: number;
  /** Number of results wanted; the whole population when it is smaller. */
  readonly size: number;
  readonly stratifyBy: Stratification;
}

/** One stratum: its key, how many results it holds and how many were drawn from it. */
export interface Stratum {
  readonly key: string;
  readonly population: number;
  readonly drawn: number;
}

/** A drawn sample: the strata and the sampled results, each with its stratum. */
export interface Sample {
  readonly strata: readonly Stratum[];
  readonly items: readonly (PopulationItem & { readonly stratum: string })[];
}

/**
 * `scope-1`, `scope-2`, `scope-3`; or the decade of the CO2e in kg (`magnitude-1e3` holds
 * 1,000 kg up to, not including, 10,000 kg; `magnitude-none` holds zero and negative results).
 */
export function stratumOf(item: PopulationItem, by: Stratification): string {
  if (by === 'scope') return `scope-${item.scope}`;
  const co2e = new Decimal(item.co2eKg);
  return co2e.lte(0) ? 'magnitude-none' : `magnitude-1e${co2e.e}`;
}

/** Proportional allocation of `size` over the strata, the remainder to the largest fractions (ties: key order). */
function allocate(counts: readonly [string, number][], total: number, size: number): Map<string, number> {
  const shares = counts.map(([key, n]) => {
    const exact = new Decimal(size).times(n).div(total);
    return { key, floor: exact.floor().toNumber(), fraction: exact.minus(exact.floor()) };
  });
  let left = size - shares.reduce((sum, s) => sum + s.floor, 0);
  const byFraction = [...shares].sort(
    (a, b) => b.fraction.comparedTo(a.fraction) || (a.key < b.key ? -1 : 1),
  );
  const allocation = new Map(shares.map((s) => [s.key, s.floor]));
  for (const s of byFraction) {
    if (left === 0) break;
    allocation.set(s.key, s.floor + 1);
    left--;
  }
  return allocation;
}

/**
 * Draws a stratified random sample without replacement. The population is taken in result-id
 * order and the strata in key order, and each stratum's share is drawn by a partial Fisher–Yates
 * shuffle from one seeded generator: the same population, seed, size and stratification always
 * give the same sample (never `Math.random`).
 */
export function drawSample(population: readonly PopulationItem[], spec: SampleSpec): Sample {
  const sorted = [...population].sort((a, b) => (a.resultId < b.resultId ? -1 : 1));
  const strata = new Map<string, PopulationItem[]>();
  for (const item of sorted) {
    const key = stratumOf(item, spec.stratifyBy);
    strata.set(key, [...(strata.get(key) ?? []), item]);
  }
  const keys = [...strata.keys()].sort();
  const counts = keys.map((k): [string, number] => [k, strata.get(k)?.length ?? 0]);
  const allocation = allocate(counts, sorted.length, Math.min(spec.size, sorted.length));
  const rng = xoroshiro128plus(spec.seed);
  const items: (PopulationItem & { stratum: string })[] = [];
  for (const key of keys) {
    const pool = [...(strata.get(key) ?? [])];
    const want = allocation.get(key) ?? 0;
    for (let i = 0; i < want; i++) {
      const j = uniformInt(rng, i, pool.length - 1);
      [pool[i], pool[j]] = [pool[j] as PopulationItem, pool[i] as PopulationItem];
      items.push({ ...(pool[i] as PopulationItem), stratum: key });
    }
  }
  return {
    strata: counts.map(([key, population]) => ({ key, population, drawn: allocation.get(key) ?? 0 })),
    items,
  };
}
