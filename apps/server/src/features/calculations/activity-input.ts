import type { ActivityInput } from '@ctp/engine';
import type { ActivityData, Facility } from '@ctp/store';

/** What the engine input needs of a facility. */
export type FacilityRegion = Pick<Facility, 'gridRegion' | 'country'>;

/**
 * The engine input of a stored activity version. The region is the activity's own, else its
 * facility's grid region (what Scope 2 location-based factors need), else the facility's country,
 * else none (the engine then uses `GLOBAL`). The quantity stays the stored decimal string.
 */
export function toEngineActivity(
  activity: ActivityData,
  facility: FacilityRegion | undefined,
): ActivityInput {
  const region = activity.region ?? facility?.gridRegion ?? facility?.country ?? undefined;
  return {
    id: activity.id,
    category: activity.category,
    quantity: activity.quantity,
    unit: activity.unit,
    periodStart: activity.periodStart,
    periodEnd: activity.periodEnd,
    ...(region == null ? {} : { region }),
    attributes: { ...activity.attributes },
    dataQuality: activity.dataQuality,
  };
}
