import {
  convertQuantity,
  type Decimal,
  type FactorMatch,
  type GwpSet,
  type GwpTimeframe,
} from '@ctp/factors';
import type { Activity, AlgorithmRuntime } from '../types.js';
import type { ResolvedContext } from './context.js';
import type { FactorSource, InstrumentSpec, LookupRequest } from './factor-source.js';

/**
 * The {@link AlgorithmRuntime} handed to one algorithm call: lookups use the activity's region and
 * period start, the context's GWP set and dataset pins; every factor handed out is recorded, once,
 * in first-use order, so the engine can stamp provenance and refuse factors it did not hand out.
 */
export class RecordingRuntime implements AlgorithmRuntime {
  readonly gwpSet: GwpSet;
  readonly gwpTimeframe: GwpTimeframe;
  /** Every factor returned by a lookup or built as an instrument, once each, in order. */
  readonly used: FactorMatch[] = [];
  readonly #source: FactorSource;
  readonly #activity: Activity;

  constructor(ctx: ResolvedContext, source: FactorSource, activity: Activity) {
    this.gwpSet = ctx.gwpSet;
    this.gwpTimeframe = ctx.gwpTimeframe;
    this.#source = source;
    this.#activity = activity;
  }

  #record(match: FactorMatch): FactorMatch {
    if (!this.used.includes(match)) this.used.push(match);
    return match;
  }

  /** True when this runtime handed the match to the algorithm. */
  owns(match: FactorMatch): boolean {
    return this.used.includes(match);
  }

  /** {@link AlgorithmRuntime.lookupFactor}, recorded. */
  lookupFactor(query: LookupRequest): FactorMatch {
    return this.#record(this.#source.lookup(query, this.#activity));
  }

  /** {@link AlgorithmRuntime.tryLookupFactor}, recorded when found. */
  tryLookupFactor(query: LookupRequest): FactorMatch | undefined {
    const match = this.#source.tryLookup(query, this.#activity);
    return match === undefined ? undefined : this.#record(match);
  }

  /** {@link AlgorithmRuntime.convert}: exact decimal unit conversion. */
  convert(quantity: Decimal, from: string, to: string): Decimal {
    return convertQuantity(quantity, from, to);
  }

  /** {@link AlgorithmRuntime.instrumentFactor}, recorded. */
  instrumentFactor(spec: InstrumentSpec): FactorMatch {
    return this.#record(this.#source.instrument(spec, this.#activity));
  }
}
