import { canonicalJson, Decimal } from '@ctp/engine';

import type { Selectable } from 'kysely';
import type { EmissionResultsTable } from '../database/activity.js';
import { dateString } from '../database/columns.js';
import { merkleLeafHash } from './merkle.js';

/** The columns of a result that a leaf covers (everything but supersession and bookkeeping). */
export type LeafColumns = Pick<
  Selectable<EmissionResultsTable>,
  | 'id'
  | 'calculation_run_id'
  | 'calculation_record_id'
  | 'activity_id'
  | 'facility_id'
  | 'period_start'
  | 'period_end'
  | 'scope'
  | 'scope3_category'
  | 'category'
  | 'method'
  | 'co2e_kg'
  | 'biogenic_co2_kg'
  | 'record_output_hash'
>;

/** The columns to select for {@link resultLeafHash}. */
export const LEAF_COLUMNS = [
  'id',
  'calculation_run_id',
  'calculation_record_id',
  'activity_id',
  'facility_id',
  'period_start',
  'period_end',
  'scope',
  'scope3_category',
  'category',
  'method',
  'co2e_kg',
  'biogenic_co2_kg',
  'record_output_hash',
] as const;

/** A decimal in one spelling whatever its stored scale (`1.50` and `1.5` are the same quantity). */
const decimal = (value: string): string => new Decimal(value).toFixed();

/**
 * Leaf version 1 of a run's Merkle tree: `SHA-256(0x00 || canonical JSON)` of the result's
 * identity, what it is counted as (scope, category, method, period) and its quantities, plus the
 * hash of the record output it was copied from. Marking a result superseded later does not change
 * its leaf; changing what it adds to a total does.
 */
export function resultLeafHash(row: LeafColumns): Buffer {
  return merkleLeafHash(
    canonicalJson({
      leafVersion: 1,
      resultId: row.id,
      calculationRunId: row.calculation_run_id,
      calculationRecordId: row.calculation_record_id,
      activityId: row.activity_id,
      facilityId: row.facility_id,
      periodStart: dateString(row.period_start),
      periodEnd: dateString(row.period_end),
      scope: Number(row.scope),
      scope3Category: row.scope3_category === null ? null : Number(row.scope3_category),
      category: row.category,
      method: row.method,
      co2eKg: decimal(row.co2e_kg),
      biogenicCo2Kg: decimal(row.biogenic_co2_kg),
      recordOutputHash: row.record_output_hash,
    }),
  );
}
