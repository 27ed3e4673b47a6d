import type { BatchResult, CalculationRecord, Calculator } from '@ctp/engine';
import {
  type ActivityData,
  type ActivitySelection,
  type CalculationFailure,
  type OrganizationScope,
  selectActivities,
} from '@ctp/store';
import { quoted } from '../../http/bounded.js';
import { type FacilityRegion, toEngineActivity } from './activity-input.js';
import { LedgerInstruments } from './ledger-instruments.js';
import { MAX_FAILURE_MESSAGE } from './schemas.js';

/** One calculated activity of a chunk. */
export interface CalculatedActivity {
  readonly activity: ActivityData;
  readonly record: CalculationRecord;
}

/** One chunk of a selection: what calculated and what failed (every selected activity is in one). */
export interface CalculatedChunk {
  readonly calculated: readonly CalculatedActivity[];
  readonly failed: readonly CalculationFailure[];
}

/** Default number of activities read and calculated at a time. */
export const CALCULATION_CHUNK = 1000;

async function facilitiesOf(
  scope: OrganizationScope,
  activities: readonly ActivityData[],
  cache: Map<string, FacilityRegion>,
): Promise<void> {
  const missing = [
    ...new Set(activities.map((a) => a.facilityId).filter((id): id is string => id !== null)),
  ].filter((id) => !cache.has(id));
  if (missing.length === 0) return;
  const rows = await scope.db.selectFrom('facilities').selectAll().where('id', 'in', missing).execute();
  for (const r of rows) cache.set(r.id, { country: r.country, gridRegion: r.grid_region });
}

function failureOf(activityId: string, result: BatchResult & { ok: false }): CalculationFailure {
  // A message may quote the activity's own values (a region, an attribute): never unbounded.
  return {
    activityId,
    code: result.error.code,
    message: quoted(result.error.message.replace(/^\[ctp\] /, ''), MAX_FAILURE_MESSAGE),
  };
}

/**
 * Reads the selected activities a chunk at a time and calculates each chunk, so memory holds one
 * chunk whatever the selection's size. Nothing is dropped silently: an activity the engine refuses,
 * a named activity that was superseded by a correction and a named id that does not exist in the
 * organization each come back as a failure with a code.
 */
export async function* calculateSelection(
  scope: OrganizationScope,
  calculator: Calculator,
  selection: ActivitySelection,
  chunkSize = CALCULATION_CHUNK,
): AsyncGenerator<CalculatedChunk, void, undefined> {
  const facilities = new Map<string, FacilityRegion>();
  const ledger = new LedgerInstruments(scope);
  const seen = selection.kind === 'activities' ? new Set<string>() : undefined;
  for await (const activities of selectActivities(scope, selection, { chunkSize })) {
    await facilitiesOf(scope, activities, facilities);
    const calculated: CalculatedActivity[] = [];
    const failed: CalculationFailure[] = [];
    const current: ActivityData[] = [];
    for (const activity of activities) {
      seen?.add(activity.id);
      if (activity.supersededBy !== null)
        failed.push({
          activityId: activity.id,
          code: 'ACTIVITY_SUPERSEDED',
          message: `activity ${activity.id} was corrected by ${activity.supersededBy}; calculate the current version`,
        });
      else current.push(activity);
    }
    // Market-based electricity takes its contractual instruments from the Scope 2 ledger.
    const fromLedger = await ledger.forActivities(current);
    const calculable: ActivityData[] = [];
    for (const activity of current) {
      const instruments = fromLedger.get(activity.id);
      if (instruments !== undefined && !Array.isArray(instruments)) {
        const conflict = instruments as Exclude<typeof instruments, readonly unknown[]>;
        failed.push({ activityId: activity.id, code: conflict.code, message: conflict.message });
      } else calculable.push(activity);
    }
    const results = calculator.calculateBatch(
      calculable.map((a) => {
        const input = toEngineActivity(a, a.facilityId === null ? undefined : facilities.get(a.facilityId));
        const instruments = fromLedger.get(a.id);
        return instruments === undefined
          ? input
          : { ...input, attributes: { ...input.attributes, instruments } };
      }),
    );
    results.forEach((result, i) => {
      const activity = calculable[i] as ActivityData;
      if (result.ok) calculated.push({ activity, record: result.record });
      else failed.push(failureOf(activity.id, result));
    });
    yield { calculated, failed };
  }
  if (seen !== undefined && selection.kind === 'activities') {
    const missing = [...new Set(selection.activityIds)].filter((id) => !seen.has(id));
    if (missing.length > 0)
      yield {
        calculated: [],
        failed: missing.map((activityId) => ({
          activityId,
          code: 'ACTIVITY_NOT_FOUND',
          message: `no activity ${activityId} in this organization`,
        })),
      };
  }
}
