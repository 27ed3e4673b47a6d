import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * What the 95% range of a result needs of its factor (issue 18), as columns generated from the
 * calculation record's factor snapshot (`record.factor`, the first term's row): the publisher's
 * uncertainty (`relativeU95`), the row's status, its price year (set on spend-based factors) and
 * whether the record has a factor at all. `factorRelativeU95` of @ctp/engine turns them into the
 * factor's uncertainty. Generated (STORED), as in migration 0018, so they never disagree with the
 * record, no code writes them, and the quality summary groups by columns instead of opening each
 * record's JSON. Records made before factors could carry an uncertainty simply have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE calculation_records
       ADD COLUMN factor_relative_u95 text GENERATED ALWAYS AS (record -> 'factor' ->> 'relativeU95') STORED,
       ADD COLUMN factor_status text GENERATED ALWAYS AS (record -> 'factor' ->> 'status') STORED,
       ADD COLUMN factor_price_year text GENERATED ALWAYS AS (record -> 'factor' ->> 'priceYear') STORED,
       ADD COLUMN has_factor boolean GENERATED ALWAYS AS (coalesce(jsonb_typeof(record -> 'factor') = 'object', false)) STORED`,
  ]);
}
