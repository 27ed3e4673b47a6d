import { Decimal } from '@ctp/factors';

/**
 * The Scope 2 Quality Criteria of the GHG Protocol Scope 2 Guidance (2015, chapter 7, Table 7.1)
 * that a ledger can check, by the number the guidance gives them:
 *
 * - `QC1-emission-rate`: the instrument conveys the GHG emission rate of the generation it comes
 *   from (a supplier-specific rate, or fossil or mixed generation, must state it; renewable and
 *   nuclear generation convey zero when none is stated);
 * - `QC2-unique-claim`: it is the only instrument carrying that claim (one live instrument per
 *   registry and certificate id, never allocated beyond its volume nor twice to one consumption;
 *   enforced by the ledger's tables, see `@ctp/store`);
 * - `QC3-retired`: it is retired, redeemed or cancelled for the reporting organization;
 * - `QC4-vintage`: it is issued and redeemed as close as possible to the period of consumption:
 *   its generation period must overlap the consumption period widened by a tolerance, by default
 *   6 months before and 3 months after (the 21-month window of RE100's technical criteria);
 * - `QC5-market-boundary`: it comes from the market in which the consuming operation is located:
 *   the instrument's country (and bidding zone when it names one) must be the facility's.
 */
export type Scope2Criterion =
  | 'QC1-emission-rate'
  | 'QC2-unique-claim'
  | 'QC3-retired'
  | 'QC4-vintage'
  | 'QC5-market-boundary';

/** A criterion an instrument fails for one consumption, with the reason in words. */
export interface CriterionFailure {
  readonly criterion: Scope2Criterion;
  readonly reason: string;
}

/** What the criteria read of an instrument. Dates are `YYYY-MM-DD`. */
export interface InstrumentFacts {
  readonly kind:
    | 'unbundled_certificate'
    | 'bundled_certificate'
    | 'ppa'
    | 'green_tariff'
    | 'supplier_specific';
  readonly technology: string;
  /** kg CO2e per MWh the instrument conveys, or null when it states none. */
  readonly co2eKgPerMwh: Decimal | string | null;
  readonly generationStart: string;
  readonly generationEnd: string;
  /** ISO 3166-1 alpha-2 country, optionally with a bidding zone: `DE`, `SE-3`. */
  readonly marketBoundary: string;
  readonly retiredOn: string | null;
}

/** The consumption an instrument is allocated to: the facility's location and the period. */
export interface ConsumptionFacts {
  /** The facility's ISO country, or null when it has none. */
  readonly country: string | null;
  /** The facility's grid region or bidding zone (`SE-3`), or null. */
  readonly gridRegion: string | null;
  readonly periodStart: string;
  readonly periodEnd: string;
}

/** The vintage tolerance around the consumption period, in whole months. */
export interface VintageTolerance {
  readonly monthsBefore: number;
  readonly monthsAfter: number;
}

/** 6 months before and 3 after the consumption period: RE100's 21-month window for a reporting year. */
export const DEFAULT_VINTAGE_TOLERANCE: VintageTolerance = Object.freeze({ monthsBefore: 6, monthsAfter: 3 });

/** Technologies whose generation emits: an instrument from them must state the rate it conveys. */
const EMITTING_TECHNOLOGIES = new Set(['natural_gas', 'coal', 'oil', 'mixed', 'other']);

/** `date` (`YYYY-MM-DD`) moved by `months` whole months, clamped to the month's last day. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

function emissionRate(i: InstrumentFacts): CriterionFailure | undefined {
  if (i.co2eKgPerMwh !== null) return undefined;
  if (i.kind === 'supplier_specific')
    return {
      criterion: 'QC1-emission-rate',
      reason: 'a supplier-specific instrument must state its emission rate',
    };
  if (EMITTING_TECHNOLOGIES.has(i.technology))
    return {
      criterion: 'QC1-emission-rate',
      reason: `generation from ${i.technology.replace('_', ' ')} emits: the instrument must state the rate it conveys`,
    };
  return undefined;
}

function retired(i: InstrumentFacts): CriterionFailure | undefined {
  return i.retiredOn === null
    ? { criterion: 'QC3-retired', reason: 'the instrument is not retired or cancelled for the organization' }
    : undefined;
}

function vintage(i: InstrumentFacts, c: ConsumptionFacts, t: VintageTolerance): CriterionFailure | undefined {
  const from = addMonths(c.periodStart, -t.monthsBefore);
  const to = addMonths(c.periodEnd, t.monthsAfter);
  if (i.generationEnd >= from && i.generationStart <= to) return undefined;
  return {
    criterion: 'QC4-vintage',
    reason: `generated ${i.generationStart} to ${i.generationEnd}, outside ${from} to ${to} (the consumption period ${c.periodStart} to ${c.periodEnd} with ${t.monthsBefore} months before and ${t.monthsAfter} after)`,
  };
}

function marketBoundary(i: InstrumentFacts, c: ConsumptionFacts): CriterionFailure | undefined {
  const [country] = i.marketBoundary.split('-');
  if (c.country === null)
    return {
      criterion: 'QC5-market-boundary',
      reason: 'the facility has no country, so the market of the consumption is unknown',
    };
  if (country !== c.country)
    return {
      criterion: 'QC5-market-boundary',
      reason: `the instrument's market ${i.marketBoundary} is not the facility's country ${c.country}`,
    };
  if (i.marketBoundary.includes('-') && i.marketBoundary !== c.gridRegion)
    return {
      criterion: 'QC5-market-boundary',
      reason: `the instrument's bidding zone ${i.marketBoundary} is not the facility's (${c.gridRegion ?? 'none given'})`,
    };
  return undefined;
}

/**
 * The Scope 2 Quality Criteria an instrument fails for one consumption, in the guidance's order;
 * empty when it may be applied. `QC2-unique-claim` is the ledger's (it needs the other claims).
 */
export function checkScope2QualityCriteria(
  instrument: InstrumentFacts,
  consumption: ConsumptionFacts,
  tolerance: VintageTolerance = DEFAULT_VINTAGE_TOLERANCE,
): CriterionFailure[] {
  if (instrument.co2eKgPerMwh !== null && new Decimal(instrument.co2eKgPerMwh).isNegative())
    throw new RangeError('co2eKgPerMwh cannot be negative');
  return [
    emissionRate(instrument),
    retired(instrument),
    vintage(instrument, consumption, tolerance),
    marketBoundary(instrument, consumption),
  ].filter((f): f is CriterionFailure => f !== undefined);
}
