import { FactorNotFoundError, InvalidInputError } from './errors.js';
import {
  type EditionIndex,
  pinnedEditionWarning,
  pinsVersionOf,
  previousEditionWarning,
} from './library-editions.js';
import {
  ambiguity,
  baseSubcategory,
  fitsIgnoringDate,
  type IndexEntry,
  inEffect,
  nearestDates,
  type Selection,
  sortCandidates,
} from './library-select.js';
import type { FactorMatch, FactorQuery, FactorWarning } from './lookup-types.js';
import { regionChain } from './regions.js';
import { type FactorDataset, IsoDateSchema } from './schema.js';
import { normalizeUnit } from './units.js';

/** Rows by category, then base subcategory (before `@`), then region, in priority order. */
export type FactorIndex = Map<string, Map<string, Map<string, IndexEntry[]>>>;

function getOrCreate<K, V extends Map<unknown, unknown>>(map: Map<K, V>, key: K): V {
  let value = map.get(key);
  if (!value) {
    value = new Map() as V;
    map.set(key, value);
  }
  return value;
}

/** Adds every row of a dataset to the index with the dataset's priority rank. */
export function indexDataset(index: FactorIndex, dataset: FactorDataset, datasetRank: number): void {
  dataset.factors.forEach((factor, rowIndex) => {
    const byRegion = getOrCreate(getOrCreate(index, factor.category), baseSubcategory(factor.subcategory));
    const entries = byRegion.get(factor.region);
    if (entries) entries.push({ factor, datasetRank, rowIndex });
    else byRegion.set(factor.region, [{ factor, datasetRank, rowIndex }]);
  });
}

/**
 * Rows of a version-pinned dataset that come into force after the date, earliest first: the
 * caller pinned the edition, so it applies to an earlier activity too (with a warning).
 */
function pinnedLater(fitting: readonly IndexEntry[], selection: Selection): IndexEntry[] {
  const later = fitting.filter(
    (e) => e.factor.effectiveFrom > selection.date && pinsVersionOf(selection.datasets, e.factor.datasetId),
  );
  if (later.length === 0) return later;
  // ISO dates sort as text: the earliest effectiveFrom of the pinned edition's rows.
  const [first] = later.map((e) => e.factor.effectiveFrom).sort();
  return sortCandidates(
    later.filter((e) => e.factor.effectiveFrom === first),
    selection,
  );
}

/**
 * The lookup algorithm of {@link FactorLibrary.lookup}: walks the region chain and returns the best
 * row of the first region that has a candidate in effect on the date.
 */
export function findFactor(index: FactorIndex, editions: EditionIndex, query: FactorQuery): FactorMatch {
  if (!IsoDateSchema.safeParse(query.date).success) {
    throw new InvalidInputError({
      field: 'date',
      value: String(query.date),
      reason: 'expected a date YYYY-MM-DD',
    });
  }
  const chain = regionChain(query.region);
  const selection: Selection = {
    subcategory: query.subcategory,
    exactOnly: query.subcategory.includes('@'),
    unit: query.unit === undefined ? undefined : normalizeUnit(query.unit),
    date: query.date,
    datasets: query.datasets,
  };
  const byRegion = index.get(query.category)?.get(baseSubcategory(query.subcategory));
  const warnings: FactorWarning[] = [];
  const undated: IndexEntry[] = [];
  for (const [position, region] of chain.entries()) {
    const fitting = (byRegion?.get(region) ?? []).filter((e) => fitsIgnoringDate(e, selection));
    const inForce = sortCandidates(
      fitting.filter((e) => inEffect(e.factor, query.date)),
      selection,
    );
    const candidates = inForce.length > 0 ? inForce : pinnedLater(fitting, selection);
    const best = candidates[0];
    if (!best) {
      undated.push(...fitting);
      continue;
    }
    for (const skipped of chain.slice(0, position))
      warnings.push({ code: 'REGION_FALLBACK', message: `no factor for ${skipped}; used ${region}` });
    const tie = ambiguity(candidates, selection);
    if (tie) warnings.push(tie);
    const previous = previousEditionWarning(
      editions,
      best.factor,
      query.date,
      query.datasets?.[best.factor.datasetId],
    );
    if (previous) warnings.push(previous);
    if (best.factor.effectiveFrom > query.date) warnings.push(pinnedEditionWarning(best.factor, query.date));
    if (best.factor.status === 'secondary') {
      warnings.push({
        code: 'SECONDARY_SOURCE',
        message: `${best.factor.datasetId}@${best.factor.datasetVersion} ${best.factor.subcategory} (${region}) is from a secondary source: verify against the publisher before reporting`,
      });
    }
    return Object.freeze({
      factor: best.factor,
      requestedRegion: query.region,
      matchedRegion: region,
      regionChain: Object.freeze(chain.slice(0, position + 1)),
      warnings: Object.freeze(warnings),
    });
  }
  const { before, after } = nearestDates(undated, query.date);
  const hint =
    before || after
      ? `factors exist ${[before && `until ${before}`, after && `from ${after}`].filter(Boolean).join(' and ')}`
      : undefined;
  throw new FactorNotFoundError({
    category: query.category,
    subcategory: query.subcategory,
    region: query.region,
    date: query.date,
    ...(query.unit === undefined ? {} : { unit: query.unit }),
    tried: chain,
    ...(hint === undefined ? {} : { hint }),
    ...(before === undefined ? {} : { nearestBefore: before }),
    ...(after === undefined ? {} : { nearestAfter: after }),
  });
}
