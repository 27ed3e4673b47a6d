import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * What a report reads of each calculation record, as columns: the factor datasets it used
 * (`record.output.factorRefs`) and its GWP set and time frame (`record.input.gwpSet`,
 * `.gwpTimeframe`). Generated from the record by the database (STORED), so they can never
 * disagree with it and no code writes them; the report job then collects 100,000 results with
 * set-based queries on columns instead of opening each record's JSON (issue 16: 52-67 s before).
 * Adding them rewrites the table once; the append-only triggers are not involved (no UPDATE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE calculation_records
       ADD COLUMN factor_refs jsonb GENERATED ALWAYS AS (coalesce(record -> 'output' -> 'factorRefs', '[]'::jsonb)) STORED,
       ADD COLUMN gwp_set text GENERATED ALWAYS AS (record -> 'input' ->> 'gwpSet') STORED,
       ADD COLUMN gwp_timeframe text GENERATED ALWAYS AS (record -> 'input' ->> 'gwpTimeframe') STORED`,
  ]);
}
