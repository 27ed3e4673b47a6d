import {
  type DataType,
  Decimal,
  dataTypeOf,
  type QualityScore,
  qualityScoreOf,
  type Range95Json,
  rangeToJson,
  resultRelativeU95,
  sumRangeOfGroups,
  type UncertainGroup,
} from '@ctp/engine';
import type { EmissionQuery } from '../framework/schema.js';
import type { ActivityLine, EmissionLine } from '../input.js';
import { type Cell, matches } from './lines.js';

/**
 * The 95% range of any CO2e figure a report prints (a scope total, a disclosure's quantity, a
 * breakdown row), all by one method so the summary table, the disclosures and data.json agree.
 *
 * Each line is activity × factor with relative half-width `u = √(u_a² + u_f²)` (IPCC 2006 Vol. 1
 * eq. 3.2); a sum of independent lines has half-width `√Σ(u·x)²` (eq. 3.1). A cell's `Σ(u·x)²` is
 * computed once and reused by every query that selects it, so a report with dozens of figures
 * reads each line once (the figures of a 100,000-line report would otherwise cost seconds).
 */
export interface RangeContext {
  /** Data type and score of a line, from its activity (absent: calculated, score 2). */
  qualityOf(line: EmissionLine): { dataType: DataType; score: QualityScore };
  /** The 95% range of the CO2e of the lines `query` selects among `cells`; null for other measures. */
  rangeOf(cells: readonly Cell[], query: EmissionQuery): Range95Json | null;
}

interface CellSpread {
  /** Σ (u·x)² over the cell's lines, kg². */
  readonly variance: Decimal;
  /** Whether any line is negative (a removal): the range's floor then stays below zero. */
  readonly negative: boolean;
}

const ZERO = new Decimal(0);

/** A range context for one report's activities. */
export function rangeContext(activities: readonly ActivityLine[]): RangeContext {
  const byId = new Map(activities.map((a) => [a.id, a]));
  const spreads = new WeakMap<Cell, CellSpread>();
  const qualityOf = (l: EmissionLine): { dataType: DataType; score: QualityScore } => {
    const a = byId.get(l.activityId);
    const stated = {
      dataType: a?.dataType ?? null,
      dataQuality: a?.dataQuality ?? null,
      qualityScore: (a?.qualityScore ?? null) as QualityScore | null,
    };
    return { dataType: dataTypeOf(stated), score: qualityScoreOf(stated) };
  };
  const relative = (l: EmissionLine): Decimal => resultRelativeU95(qualityOf(l).score, l.factorUncertainty);
  const spreadOf = (c: Cell): CellSpread => {
    let spread = spreads.get(c);
    if (spread === undefined) {
      let variance = ZERO;
      let negative = false;
      for (const l of c.lines) {
        const half = new Decimal(l.co2eKg).abs().times(relative(l));
        variance = variance.plus(half.times(half));
        if (l.co2eKg.startsWith('-')) negative = true;
      }
      spread = { variance, negative };
      spreads.set(c, spread);
    }
    return spread;
  };
  return {
    qualityOf,
    rangeOf(cells, query) {
      if ((query.measure ?? 'co2e') !== 'co2e') return null;
      const groups: UncertainGroup[] = [];
      let negative = false;
      for (const c of cells) {
        if (!matches(c, query)) continue;
        if (query.gas === undefined) {
          const spread = spreadOf(c);
          groups.push({ sum: c.co2e, sumOfSquares: spread.variance, relativeU95: 1 });
          negative ||= spread.negative;
          continue;
        }
        // One gas's CO2e: each line's share of that gas, with the line's relative half-width.
        for (const l of c.lines)
          for (const g of l.gases) {
            if (g.gas !== query.gas) continue;
            const half = new Decimal(g.co2eKg).abs().times(relative(l));
            groups.push({ sum: g.co2eKg, sumOfSquares: half.times(half), relativeU95: 1 });
            negative ||= g.co2eKg.startsWith('-');
          }
      }
      if (groups.length === 0) return null;
      return rangeToJson(sumRangeOfGroups(groups, { nonNegative: !negative }));
    },
  };
}
