import type { ContextSource } from '@ctp/assistant';
import { quoted } from '../../http/bounded.js';

/**
 * Characters of one string the assistant's context may hold. Token counting (BPE) takes time that grows
 * faster than linearly with a run of text without spaces, so a long stored value (a grid region saved
 * before fields were bounded, a facility name) must never reach it whole. Excerpts of documents are
 * written by us and already cut to 1,500 characters.
 */
export const MAX_CONTEXT_STRING = 200;
const MAX_CONTEXT_EXCERPT = 1_500;

/**
 * `value` with every string cut to its maximum, rebuilt rather than changed in place. Recursive over the
 * context's shape: stored JSON came through the input guard, so it is at most 32 levels deep.
 */
export function clipStrings<T>(value: T): T {
  const clip = (v: unknown, key: string | undefined): unknown => {
    if (typeof v === 'string') return quoted(v, key === 'excerpt' ? MAX_CONTEXT_EXCERPT : MAX_CONTEXT_STRING);
    if (v === null || typeof v !== 'object' || v instanceof Date) return v;
    if (Array.isArray(v)) return v.map((item) => clip(item, key));
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, clip(item, k)]));
  };
  return clip(value, undefined) as T;
}

/**
 * `source` with every answer's strings bounded by {@link MAX_CONTEXT_STRING}, so whatever is stored, the
 * assistant counts tokens of bounded input (the context's shape is shallow: a few levels of records).
 */
export function boundedContextSource(source: ContextSource): ContextSource {
  return {
    organizationProfile: async () => clipStrings(await source.organizationProfile()),
    dataRange: async () => clipStrings(await source.dataRange()),
    emissions: async (period) => clipStrings(await source.emissions(period)),
    coverage: async (period) => clipStrings(await source.coverage(period)),
    factorsUsed: async (period) => clipStrings(await source.factorsUsed(period)),
    recentChanges: async (limit) => clipStrings(await source.recentChanges(limit)),
    recentReports: async (limit) => clipStrings(await source.recentReports(limit)),
    sourceTotals: async (period) => clipStrings(await source.sourceTotals(period)),
    facilityCoverage: async (period) => clipStrings(await source.facilityCoverage(period)),
    marketBasedParts: async (period) => clipStrings(await source.marketBasedParts(period)),
    gwpSets: async (period) => clipStrings(await source.gwpSets(period)),
    relevantDocuments: async (query, limit) => clipStrings(await source.relevantDocuments(query, limit)),
  };
}
