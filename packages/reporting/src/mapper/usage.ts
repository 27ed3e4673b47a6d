import type { EmissionLine } from '../input.js';

/** What the emission lines use, counted in one pass: algorithms, factor datasets, gases, categories, facilities. */
export interface LineUsage {
  /** `id@version` → lines. */
  readonly algorithms: ReadonlyMap<string, number>;
  /** `datasetId@datasetVersion` → lines. */
  readonly datasets: ReadonlyMap<string, number>;
  /** Gas ids reported by any line, sorted. */
  readonly gases: readonly string[];
  /** Scope 3 categories with at least one line, ascending. */
  readonly scope3Categories: readonly number[];
  /** Facilities of the lines, by name. */
  readonly facilities: readonly NonNullable<EmissionLine['facility']>[];
}

const bump = (m: Map<string, number>, k: string): void => {
  m.set(k, (m.get(k) ?? 0) + 1);
};

/** Counts what the lines use. */
export function lineUsage(lines: readonly EmissionLine[]): LineUsage {
  const algorithms = new Map<string, number>();
  const datasets = new Map<string, number>();
  const gases = new Set<string>();
  const categories = new Set<number>();
  const facilities = new Map<string, NonNullable<EmissionLine['facility']>>();
  for (const l of lines) {
    bump(algorithms, `${l.algorithm.id}@${l.algorithm.version}`);
    for (const f of l.factors) bump(datasets, `${f.datasetId}@${f.datasetVersion}`);
    for (const g of l.gases) gases.add(g.gas);
    if (l.scope === 3 && l.scope3Category !== null) categories.add(l.scope3Category);
    if (l.facility !== null && !facilities.has(l.facility.id)) facilities.set(l.facility.id, l.facility);
  }
  return {
    algorithms,
    datasets,
    gases: [...gases].sort(),
    scope3Categories: [...categories].sort((a, b) => a - b),
    facilities: [...facilities.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}
