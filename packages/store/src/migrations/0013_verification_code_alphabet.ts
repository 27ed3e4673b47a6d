import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * The database's check of verification codes admits exactly what `@ctp/reporting` generates and
 * accepts (`VERIFICATION_CODE_PATTERN`): `CTP-{year}-{4 symbols}` over the 32-symbol alphabet
 * without 0/O and 1/I. 0009's `[A-Z2-9]` also admitted the letters I and O, so the store and the
 * report disagreed on codes such as `CTP-2026-IOIO`. The format is the report domain's; the store
 * holds no copy of it in code and relies on this constraint. A change of the format in
 * `@ctp/reporting` needs the next migration replacing this constraint (the server's contract test
 * fails until it exists).
 *
 * `NOT VALID`, as in 0009: rows written before 0009 are not checked again; every INSERT and UPDATE
 * is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE reports
       DROP CONSTRAINT reports_verification_code_format,
       ADD CONSTRAINT reports_verification_code_format
         CHECK (verification_code ~ '^CTP-[0-9]{4}-[A-HJ-NP-Z2-9]{4}$') NOT VALID`,
  ]);
}
