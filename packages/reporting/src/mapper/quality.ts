import {
  breakdownByDataType,
  type DataType,
  DEFAULT_PRIMARY_COVERAGE_THRESHOLD,
  type Range95Json,
  SCORE_RELATIVE_U95,
} from '@ctp/engine';
import type { ActivityLine, EmissionLine, ReportInput } from '../input.js';
import { foldLines } from './lines.js';
import { rangeContext } from './ranges.js';
import { TOTAL_QUERIES } from './totals.js';
import type { ReportTotals } from './types.js';

/** The totals that get a range: every CO2e total (biogenic CO2 is reported outside the scopes). */
type RangedTotal = Exclude<keyof ReportTotals, 'biogenicCo2'>;

/** The breakdown of one scope by data type (decimal strings, kg), as data.json and the reports give it. */
export interface ScopeDataTypes {
  readonly scope: string;
  readonly totalKg: string;
  readonly byDataType: Readonly<Record<DataType, string>>;
  readonly primaryKg: string;
  readonly primaryShare: string | null;
  readonly categories: readonly {
    readonly category: string;
    readonly totalKg: string;
    readonly primaryKg: string;
    readonly primaryShare: string | null;
    readonly belowThreshold: boolean;
  }[];
}

/** What data.json says about data quality and uncertainty. */
export interface ReportQuality {
  /** How the ranges were computed, and the score → relative half-width table used. */
  readonly uncertaintyMethod: string;
  readonly scoreRelativeU95: Readonly<Record<string, string>>;
  /** The 95% range of each CO2e total; the point is the total, unchanged. */
  readonly ranges: Readonly<Record<RangedTotal, Range95Json>>;
  readonly primaryCoverageThreshold: string;
  /** Each scope by data type, with the share of primary data and flagged categories (decimal strings). */
  readonly dataTypes: readonly ScopeDataTypes[];
}

const SCOPE_KEY = (l: EmissionLine): string =>
  l.scope === 2
    ? l.scope2Method === 'market_based'
      ? 'scope2MarketBased'
      : 'scope2LocationBased'
    : `scope${l.scope}`;

/** The range of a total no line contributes to: zero, as sumRange of no lines gives. */
const EMPTY_RANGE: Range95Json = Object.freeze({ point: '0', low: '0', high: '0', method: 'analytical' });

const cache = new WeakMap<
  readonly EmissionLine[],
  { activities: readonly ActivityLine[]; quality: ReportQuality }
>();

/** {@link reportQuality} of a report input, computed once per input (data.json, HTML and PDF share it). */
export function reportQualityOf(input: Pick<ReportInput, 'emissions' | 'activities'>): ReportQuality {
  const cached = cache.get(input.emissions);
  if (cached !== undefined && cached.activities === input.activities) return cached.quality;
  const quality = reportQuality(input.emissions, input.activities);
  cache.set(input.emissions, { activities: input.activities, quality });
  return quality;
}

/**
 * Ranges of the report totals (analytical, independent lines, each taking its activity's quality
 * score and its factor's uncertainty in quadrature) and the breakdown of every scope by data type. Activities missing from the input count as
 * `calculated` (score 2), the engine's default.
 */
export function reportQuality(
  lines: readonly EmissionLine[],
  activities: readonly ActivityLine[],
): ReportQuality {
  const ranging = rangeContext(activities);
  const qualityOf = ranging.qualityOf;
  const cells = foldLines(lines);
  const ranges = {} as Record<RangedTotal, Range95Json>;
  for (const [key, query] of Object.entries(TOTAL_QUERIES)) {
    if (key === 'biogenicCo2') continue;
    ranges[key as RangedTotal] = ranging.rangeOf(cells, query) ?? EMPTY_RANGE;
  }
  const dataTypes = breakdownByDataType(
    lines.map((l) => ({
      scope: SCOPE_KEY(l),
      category: l.category,
      dataType: qualityOf(l).dataType,
      co2eKg: l.co2eKg,
    })),
  ).map((s) => ({
    scope: s.scope,
    totalKg: s.totalKg.toFixed(),
    byDataType: Object.fromEntries(
      Object.entries(s.byDataType).map(([t, kg]) => [t, kg.toFixed()]),
    ) as Record<DataType, string>,
    primaryKg: s.primaryKg.toFixed(),
    primaryShare: s.primaryShare?.toFixed() ?? null,
    categories: s.categories.map((c) => ({
      category: c.category,
      totalKg: c.totalKg.toFixed(),
      primaryKg: c.primaryKg.toFixed(),
      primaryShare: c.primaryShare?.toFixed() ?? null,
      belowThreshold: c.belowThreshold,
    })),
  }));
  return {
    uncertaintyMethod:
      'analytical propagation over independent result lines (IPCC 2006 Vol. 1 eq. 3.1); each line = activity × factor takes u² = u_a² + u_f² (eq. 3.2): u_a from its activity’s quality score by scoreRelativeU95, u_f the factor publisher’s relative 95% half-width, else by the factor (confirmed or not stated: score 2, secondary or derived: 3, spend-based: 4); a line without a factor takes u_a alone',
    scoreRelativeU95: { ...SCORE_RELATIVE_U95 },
    ranges,
    primaryCoverageThreshold: DEFAULT_PRIMARY_COVERAGE_THRESHOLD,
    dataTypes,
  };
}
