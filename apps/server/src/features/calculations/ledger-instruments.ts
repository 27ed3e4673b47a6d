import { allocationShares, type ConsumptionLine, Decimal } from '@ctp/engine';
import { canConvert, convertQuantity } from '@ctp/factors';
import {
  type ActivityData,
  dateString,
  liveAllocationsFor,
  type OrganizationScope,
  type Scope2Instrument,
} from '@ctp/store';

/** The category whose algorithms read contractual instruments (`attributes.instruments`). */
export const MARKET_BASED_CATEGORY = 'scope2.electricity.market_based';

/** The engine's instrument type for a ledger kind. */
const ENGINE_TYPE: Readonly<Record<Scope2Instrument['kind'], string>> = {
  unbundled_certificate: 'certificate',
  bundled_certificate: 'certificate',
  ppa: 'ppa',
  green_tariff: 'green_tariff',
  supplier_specific: 'supplier_specific',
};

/** One instrument as the market-based algorithms take it in `attributes.instruments`. */
export interface LedgerInstrumentInput {
  readonly type: string;
  readonly quantity: string;
  readonly unit: 'kWh';
  readonly co2ePerUnit?: string;
  readonly id: string;
  readonly name: string;
}

/** Why a market-based activity cannot take the ledger's instruments. */
export interface LedgerConflict {
  readonly code: 'INSTRUMENTS_CLAIMED_TWICE';
  readonly message: string;
}

function toInput(instrument: Scope2Instrument, allocationId: string, kwh: Decimal): LedgerInstrumentInput {
  const ids = instrument.certificateIds.length > 0 ? ` ${instrument.certificateIds.join(', ')}` : '';
  return {
    type: ENGINE_TYPE[instrument.kind],
    quantity: kwh.toFixed(),
    unit: 'kWh',
    ...(instrument.co2eKgPerMwh === null
      ? {}
      : { co2ePerUnit: new Decimal(instrument.co2eKgPerMwh).dividedBy(1000).toFixed() }),
    id: `ledger:${instrument.id}/allocation:${allocationId}`.slice(0, 200),
    name: `${instrument.name}${instrument.registry === null ? '' : ` (${instrument.registry}${ids})`}`.slice(
      0,
      200,
    ),
  };
}

const kwhOf = (a: Pick<ActivityData, 'quantity' | 'unit'>): Decimal | undefined =>
  canConvert(a.unit, 'kWh') ? convertQuantity(new Decimal(a.quantity), a.unit, 'kWh') : undefined;

/**
 * Turns the ledger's allocations into the instruments of market-based activities. An allocation
 * (an instrument's MWh on one facility's consumption in a period) covers the current market-based
 * activities of that facility whose period lies inside the allocation's. A facility's allocations
 * are applied one after the other, oldest first, each to what the earlier ones left uncovered, split
 * in proportion to it (rounded down to watt-hours; see `allocationShares` of @ctp/engine): no
 * activity is ever covered beyond what it consumed, and what an allocation holds beyond the
 * consumption stays unclaimed. The split is computed once per facility for the run from every
 * covered activity (not only the ones being calculated), so calculating one activity or the whole
 * period gives each activity the same instruments. Each instrument keeps the ledger ids of the
 * instrument and the allocation, so the calculation record shows which certificates covered what.
 */
export class LedgerInstruments {
  readonly #scope: OrganizationScope;
  readonly #byFacility = new Map<string, Map<string, LedgerInstrumentInput[]>>();

  constructor(scope: OrganizationScope) {
    this.#scope = scope;
  }

  async #facility(facilityId: string): Promise<Map<string, LedgerInstrumentInput[]>> {
    const known = this.#byFacility.get(facilityId);
    if (known !== undefined) return known;
    const out = new Map<string, LedgerInstrumentInput[]>();
    this.#byFacility.set(facilityId, out);
    const allocations = await liveAllocationsFor(this.#scope, [facilityId], '0001-01-01', '9999-12-31');
    if (allocations.length === 0) return out;
    const covered = await this.#scope.db
      .selectFrom('raw_activity_data')
      .select(['id', 'quantity', 'unit', 'period_start', 'period_end'])
      .where('facility_id', '=', facilityId)
      .where('category', '=', MARKET_BASED_CATEGORY)
      .where('superseded_at', 'is', null)
      .orderBy('id')
      .execute();
    const uncovered = new Map<string, Decimal>();
    for (const row of covered) {
      const kwh = kwhOf(row);
      if (kwh !== undefined) uncovered.set(row.id, kwh);
    }
    const dated = covered.map((r) => ({
      id: r.id,
      start: dateString(r.period_start),
      end: dateString(r.period_end),
    }));
    for (const a of allocations) {
      const lines: ConsumptionLine[] = dated
        .filter((r) => r.start >= a.allocation.periodStart && r.end <= a.allocation.periodEnd)
        .flatMap((r) => {
          const kwh = uncovered.get(r.id);
          return kwh === undefined ? [] : [{ id: r.id, kwh }];
        });
      const shares = allocationShares(new Decimal(a.allocation.volumeMwh).times(1000), lines);
      for (const [activityId, share] of shares) {
        if (share.isZero()) continue;
        uncovered.set(activityId, (uncovered.get(activityId) as Decimal).minus(share));
        const list = out.get(activityId) ?? [];
        list.push(toInput(a.instrument, a.allocation.id, share));
        out.set(activityId, list);
      }
    }
    return out;
  }

  /**
   * The ledger instruments of each market-based activity of `activities` that has any, by activity
   * id, or the conflict that stops it: an activity that states instruments of its own while the
   * ledger covers it would claim certificates twice.
   */
  async forActivities(
    activities: readonly ActivityData[],
  ): Promise<Map<string, readonly LedgerInstrumentInput[] | LedgerConflict>> {
    const out = new Map<string, readonly LedgerInstrumentInput[] | LedgerConflict>();
    for (const activity of activities) {
      if (activity.category !== MARKET_BASED_CATEGORY || activity.facilityId === null) continue;
      const inputs = (await this.#facility(activity.facilityId)).get(activity.id);
      if (inputs === undefined) continue;
      const own = (activity.attributes as { instruments?: unknown }).instruments;
      out.set(
        activity.id,
        Array.isArray(own) && own.length > 0
          ? {
              code: 'INSTRUMENTS_CLAIMED_TWICE',
              message: `activity ${activity.id} states contractual instruments of its own while the instrument ledger allocates ${inputs.length} to its facility and period; remove the activity's instruments or release the allocation, so no certificate is claimed twice`,
            }
          : inputs,
      );
    }
    return out;
  }
}
