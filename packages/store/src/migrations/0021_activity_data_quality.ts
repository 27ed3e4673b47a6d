import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * Data quality per activity (issue 18): the data type (primary measured, primary calculated,
 * supplier-specific, secondary average, spend-based, estimated or proxy) and a 1–5 quality score.
 * Both nullable: null means "not stated", and readers derive the value from `data_quality` and
 * the data type (`dataTypeOf`, `qualityScoreOf` of @ctp/engine), so rows written before this
 * migration read, and replay, unchanged. Adding nullable columns rewrites nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE raw_activity_data
       ADD COLUMN data_type text CHECK (data_type IN ('primary_measured', 'primary_calculated',
         'supplier_specific', 'secondary_average', 'spend_based', 'estimated_proxy')),
       ADD COLUMN quality_score smallint CHECK (quality_score BETWEEN 1 AND 5)`,
  ]);
}
