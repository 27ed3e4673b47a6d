import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Database } from '../database/schema.js';
import * as m0001 from './0001_foundation.js';
import * as m0002 from './0002_activity.js';
import * as m0003 from './0003_reporting.js';
import * as m0004 from './0004_auth.js';
import * as m0005 from './0005_calculation_previews.js';
import * as m0007 from './0007_forecasting.js';
import * as m0008 from './0008_oidc.js';
import * as m0009 from './0009_reporting_generation.js';
import * as m0010 from './0010_assistant.js';
import * as m0011 from './0011_pact_supplier.js';
import * as m0012 from './0012_supplier_sync.js';
import * as m0013 from './0013_verification_code_alphabet.js';
import * as m0014 from './0014_emission_totals.js';
import * as m0015 from './0015_auth_hardening.js';
import * as m0016 from './0016_result_integrity.js';
import * as m0017 from './0017_pact_answers.js';
import * as m0018 from './0018_report_record_columns.js';
import * as m0019 from './0019_period_close.js';
import * as m0020 from './0020_evidence.js';
import * as m0021 from './0021_activity_data_quality.js';
import * as m0022 from './0022_auditor_role.js';
import * as m0023 from './0023_base_year_single_source.js';
import * as m0024 from './0024_period_movements.js';
import * as m0025 from './0025_record_factor_uncertainty.js';
import * as m0027 from './0027_scope2_instruments.js';
import * as m0028 from './0028_methane_gwp_mode.js';
import * as m0029 from './0029_forecast_jobs.js';
import * as m0030 from './0030_session_lookup.js';
import * as m0031 from './0031_calculation_jobs.js';
import * as m0032 from './0032_run_superseded_count.js';

/** The store's migrations, by name, in order. Never edit a released one: add the next number. */
export const migrations: Readonly<Record<string, Migration>> = Object.freeze({
  '0001_foundation': m0001,
  '0002_activity': m0002,
  '0003_reporting': m0003,
  '0004_auth': m0004,
  '0005_calculation_previews': m0005,
  '0007_forecasting': m0007,
  '0008_oidc': m0008,
  '0009_reporting_generation': m0009,
  '0010_assistant': m0010,
  '0011_pact_supplier': m0011,
  '0012_supplier_sync': m0012,
  '0013_verification_code_alphabet': m0013,
  '0014_emission_totals': m0014,
  '0015_auth_hardening': m0015,
  '0016_result_integrity': m0016,
  '0017_pact_answers': m0017,
  '0018_report_record_columns': m0018,
  '0019_period_close': m0019,
  '0020_evidence': m0020,
  '0021_activity_data_quality': m0021,
  '0022_auditor_role': m0022,
  '0023_base_year_single_source': m0023,
  '0024_period_movements': m0024,
  '0025_record_factor_uncertainty': m0025,
  '0027_scope2_instruments': m0027,
  '0028_methane_gwp_mode': m0028,
  '0029_forecast_jobs': m0029,
  '0030_session_lookup': m0030,
  '0031_calculation_jobs': m0031,
  '0032_run_superseded_count': m0032,
});

/** A Kysely Migrator over {@link migrations} (in-code provider, no file system access). */
export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } });
}

/** The table in which Kysely's migrator records the applied migrations (its default name). */
const MIGRATION_TABLE = 'kysely_migration';

/** SQLSTATE of "relation does not exist": a database no migration has run on yet. */
const UNDEFINED_TABLE = '42P01';

/**
 * Whether exactly the known {@link migrations} are applied, nothing pending and nothing unknown, in
 * one query. Kysely's migrator takes several round trips for the same answer (it creates its tables
 * if missing, takes a lock, then reads), which every start and every readiness probe would pay.
 * False on a database no migration has run on, and when an applied migration is unknown to this
 * version (the migrator then reports that as an error).
 */
export async function migrationsAreCurrent(db: Kysely<Database>): Promise<boolean> {
  let applied: string[];
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
    applied = rows.map((row) => row.name);
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return false;
    throw error;
  }
  const known = Object.keys(migrations);
  return applied.length === known.length && known.every((name) => applied.includes(name));
}

/**
 * Migrates to the latest version, as the connecting user (the owner of the tables). On
 * PostgreSQL that user needs CREATEROLE (or superuser) the first time, to create the NOLOGIN
 * roles `ctp_app` and `ctp_system` and grant them to itself. Throws the first migration error.
 * When nothing is pending it costs one query ({@link migrationsAreCurrent}).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  // The usual case, every start of an up-to-date deployment: one query, no lock, no DDL.
  if (await migrationsAreCurrent(db)) return { results: [] };
  const result = await createMigrator(db).migrateToLatest();
  if (result.error !== undefined) throw result.error;
  return result;
}
