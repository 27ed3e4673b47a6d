import { replayRecord } from '@ctp/engine';
import { Decimal } from '@ctp/factors';
import {
  getCalculationRecord,
  getPeriod,
  getPopulationItem,
  type PopulationItem,
  periodPopulation,
  type ReportingPeriod,
  verifyStoredRecord,
  withOrganization,
} from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import { drawSample, type Sample, type SampleSpec } from './sample.js';

/** A result recalculated from its record alone. */
export interface Recalculation {
  readonly result: PopulationItem;
  /** The CO2e the record's own output states. */
  readonly recordCo2eKg: string;
  /** The CO2e recomputed from the record's input, factor snapshots and algorithm version; null if it failed. */
  readonly recomputedCo2eKg: string | null;
  readonly checksumsValid: boolean;
  /** The recomputed output equals the record's output. */
  readonly replayMatches: boolean;
  /** Checksums hold, the replay matches and the result states the recomputed CO2e. */
  readonly matches: boolean;
  readonly differences: readonly string[];
}

/** The assurance service: a period's population, seeded samples and recalculation of one result. */
export function assuranceService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** The period and the full population of its results. */
    population: (
      caller: Caller,
      periodId: string,
    ): Promise<{ period: ReportingPeriod; items: PopulationItem[] }> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const period = await getPeriod(scope, periodId);
        return { period, items: await periodPopulation(scope, period) };
      }),

    /** A stratified random sample of the period's population (deterministic for the same spec and data). */
    sample: (
      caller: Caller,
      periodId: string,
      spec: SampleSpec,
    ): Promise<Sample & { populationSize: number }> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const items = await periodPopulation(scope, await getPeriod(scope, periodId));
        return { ...drawSample(items, spec), populationSize: items.length };
      }),

    /** Recomputes one result from its calculation record and compares the CO2e with the result's. */
    recalculate: (caller: Caller, resultId: string): Promise<Recalculation> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const result = await getPopulationItem(scope, resultId);
        const stored = await getCalculationRecord(scope, result.calculationRecordId);
        const record = stored.record;
        const checks = await verifyStoredRecord(scope, stored.id);
        const replay = replayRecord(record, runtime.registry);
        const recomputedCo2eKg = replay.output?.co2eKg ?? null;
        const sameValue = recomputedCo2eKg !== null && new Decimal(recomputedCo2eKg).eq(result.co2eKg);
        return {
          result,
          recordCo2eKg: record.output.co2eKg,
          recomputedCo2eKg,
          checksumsValid: checks.valid,
          replayMatches: replay.matches,
          matches: checks.valid && replay.matches && sameValue,
          differences: [
            ...replay.differences,
            ...(sameValue
              ? []
              : [`co2eKg: result ${result.co2eKg}, recomputed ${recomputedCo2eKg ?? 'none'}`]),
          ],
        };
      }),
  };
}
