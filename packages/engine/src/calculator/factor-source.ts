import { type Decimal, EmissionFactorSchema, type FactorMatch, type FactorQuery } from '@ctp/factors';
import { InvalidActivityError } from '../errors/index.js';
import type { Activity } from '../types.js';
import { BoundedCache } from './cache.js';
import type { ResolvedContext } from './context.js';
import { KeyPathCache } from './key-path-cache.js';

/** Dataset id of factors an algorithm builds from the activity itself. */
export const INSTRUMENT_DATASET_ID = 'activity-instrument';
/** Source URL of activity-instrument factors (a URN: the factor has no web page). */
export const INSTRUMENT_SOURCE_URL = 'urn:ctp:activity-instrument';

/** What an algorithm asks for. */
export interface LookupRequest {
  category: string;
  subcategory: string;
  unit?: string;
  region?: string;
}

/** What an algorithm says about a factor it carries in the activity. */
export interface InstrumentSpec {
  subcategory: string;
  co2ePerUnit: Decimal;
  unit: string;
  source: string;
  gases?: Record<string, Decimal>;
}

/**
 * Factor lookups of one calculator, cached by query (a cached match is the same object every
 * time, so the engine can check that every term's factor came from here). Misses are cached too.
 */
export class FactorSource {
  readonly #ctx: ResolvedContext;
  readonly #lookups = new KeyPathCache<FactorMatch | null>();
  readonly #instruments = new BoundedCache<string, FactorMatch>(2_000);

  constructor(ctx: ResolvedContext) {
    this.#ctx = ctx;
  }

  #query(request: LookupRequest, activity: Activity): FactorQuery {
    const { gwpSet, gwpTimeframe, datasets } = this.#ctx;
    return {
      category: request.category,
      subcategory: request.subcategory,
      region: request.region ?? activity.region,
      date: activity.periodStart,
      unit: request.unit ?? activity.unit,
      gwpSet,
      gwpTimeframe,
      ...(datasets === undefined ? {} : { datasets }),
    };
  }

  /** The factor for this activity, or `undefined` when none fits. */
  tryLookup(request: LookupRequest, activity: Activity): FactorMatch | undefined {
    // The query object is built only on a miss: a hit reads the nested cache with the parts as they are.
    const unit = request.unit ?? activity.unit;
    const region = request.region ?? activity.region;
    const date = activity.periodStart;
    const cached = this.#lookups.get(request.category, request.subcategory, unit, region, date);
    if (cached !== undefined) return cached ?? undefined;
    const found = this.#ctx.factors.tryLookup(this.#query(request, activity)) ?? null;
    return this.#lookups.set(found, request.category, request.subcategory, unit, region, date) ?? undefined;
  }

  /** The factor for this activity. @throws FactorNotFoundError (code `FACTOR_NOT_FOUND`). */
  lookup(request: LookupRequest, activity: Activity): FactorMatch {
    return this.tryLookup(request, activity) ?? this.#ctx.factors.lookup(this.#query(request, activity));
  }

  /**
   * A validated factor row built from the activity (dataset `activity-instrument`, version `1`,
   * region and effective dates of the activity). @throws InvalidActivityError when the row is invalid.
   */
  instrument(spec: InstrumentSpec, activity: Activity): FactorMatch {
    const gases =
      spec.gases === undefined
        ? ''
        : Object.entries(spec.gases)
            .map(([g, v]) => `${g}=${v.toFixed()}`)
            .sort()
            .join(',');
    const key = [
      activity.category,
      activity.region,
      activity.periodStart,
      activity.periodEnd,
      spec.subcategory,
      spec.co2ePerUnit.toFixed(),
      spec.unit,
      spec.source,
      gases,
    ].join('\u0000');
    return this.#instruments.getOrSet(key, () => {
      const parsed = EmissionFactorSchema.safeParse({
        datasetId: INSTRUMENT_DATASET_ID,
        datasetVersion: '1',
        category: activity.category,
        subcategory: spec.subcategory,
        factor: spec.co2ePerUnit,
        ...(spec.gases === undefined ? {} : { gases: spec.gases }),
        unit: spec.unit,
        region: activity.region,
        gwpSet: this.#ctx.gwpSet,
        gwpTimeframe: this.#ctx.gwpTimeframe,
        effectiveFrom: activity.periodStart,
        effectiveTo: activity.periodEnd,
        source: spec.source,
        sourceUrl: INSTRUMENT_SOURCE_URL,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new InvalidActivityError({
          activityId: activity.id,
          path: `instrument.${issue?.path.join('.') ?? ''}`,
          reason: issue?.message ?? 'invalid',
        });
      }
      const factor = parsed.data;
      const region = activity.region;
      return Object.freeze({
        factor: Object.freeze(factor),
        requestedRegion: region,
        matchedRegion: region,
        regionChain: Object.freeze([region]),
        warnings: Object.freeze([]),
      });
    });
  }
}
