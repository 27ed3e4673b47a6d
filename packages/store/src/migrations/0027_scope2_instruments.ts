import type { Kysely } from 'kysely';
import { noTruncate, pagingIndex, run, tenantTable } from './sql.js';

/** Contractual instrument types of the ledger (the column's check and the API's enum). */
export const INSTRUMENT_KINDS = [
  'unbundled_certificate',
  'bundled_certificate',
  'ppa',
  'green_tariff',
  'supplier_specific',
] as const;

/** Generation technologies an instrument can name (the column's check and the API's enum). */
export const INSTRUMENT_TECHNOLOGIES = [
  'solar',
  'wind',
  'hydro',
  'geothermal',
  'nuclear',
  'biomass',
  'biogas',
  'natural_gas',
  'coal',
  'oil',
  'mixed',
  'other',
] as const;

/**
 * The Scope 2 instrument ledger (issue 17).
 *
 * - `scope2_instruments`: one contractual instrument (certificate batch, PPA, green tariff,
 *   supplier-specific rate) with its volume in MWh, generation period, technology, market boundary
 *   (ISO country, optionally with a bidding zone: `SE-3`), issue and retirement dates, the rate it
 *   conveys. Its evidence files attach to it (`evidence_files.instrument_id`). Never deleted; the only change is a cancellation (once, with a
 *   reason, and only while nothing of it is allocated), which releases its certificate ids.
 * - `scope2_certificate_claims`: one row per certificate id of an instrument. A partial unique index
 *   lets a (registry, certificate id) be claimed by one live instrument of the organization: the same
 *   certificate cannot be entered twice.
 * - `scope2_allocations`: an instrument's MWh allocated to one facility's consumption in a period.
 *   Never deleted; the only change is a release (once, with a reason). A trigger refuses, in the
 *   database, an allocation of a cancelled or unretired instrument and one that would take the live
 *   allocations of an instrument above its volume (the instrument row is locked meanwhile, so two
 *   concurrent allocations cannot both pass); a partial unique index refuses the same instrument twice
 *   on the same consumption. Allocations inside a locked reporting period are refused like activities.
 * - `evidence_files` gains `instrument_id`: an evidence item attaches to exactly one activity,
 *   facility or instrument.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = INSTRUMENT_KINDS.map((k) => `'${k}'`).join(', ');
  const technologies = INSTRUMENT_TECHNOLOGIES.map((t) => `'${t}'`).join(', ');
  await run(db, [
    `CREATE TABLE scope2_instruments (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       kind text NOT NULL CHECK (kind IN (${kinds})),
       name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
       registry text CHECK (registry IS NULL OR length(btrim(registry)) BETWEEN 1 AND 200),
       volume_mwh numeric NOT NULL CHECK (volume_mwh > 0),
       co2e_kg_per_mwh numeric CHECK (co2e_kg_per_mwh IS NULL OR co2e_kg_per_mwh >= 0),
       technology text NOT NULL CHECK (technology IN (${technologies})),
       generation_start date NOT NULL,
       generation_end date NOT NULL,
       market_boundary text NOT NULL CHECK (market_boundary ~ '^[A-Z]{2}(-[A-Z0-9]{1,12})?$'),
       issued_on date,
       retired_on date,
       created_by uuid,
       created_by_type text NOT NULL CHECK (created_by_type IN ('user', 'api_token')),
       created_at timestamptz NOT NULL DEFAULT now(),
       cancelled_at timestamptz,
       cancelled_by uuid,
       cancel_reason text,
       CHECK (generation_end >= generation_start),
       CHECK (retired_on IS NULL OR issued_on IS NULL OR retired_on >= issued_on),
       CONSTRAINT scope2_instruments_cancel_check CHECK ((cancelled_at IS NULL) = (cancel_reason IS NULL)),
       CONSTRAINT scope2_instruments_org_id_key UNIQUE (organization_id, id))`,
    pagingIndex('scope2_instruments'),
    ...tenantTable('scope2_instruments', 'SELECT, INSERT, UPDATE'),
    noTruncate('scope2_instruments'),
    `CREATE TABLE scope2_certificate_claims (
       organization_id uuid NOT NULL,
       instrument_id uuid NOT NULL,
       registry text NOT NULL,
       certificate_id text NOT NULL CHECK (length(btrim(certificate_id)) BETWEEN 1 AND 200),
       released_at timestamptz,
       PRIMARY KEY (organization_id, instrument_id, certificate_id),
       FOREIGN KEY (organization_id, instrument_id) REFERENCES scope2_instruments (organization_id, id))`,
    `CREATE UNIQUE INDEX scope2_certificate_claims_live ON scope2_certificate_claims
       (organization_id, registry, certificate_id) WHERE released_at IS NULL`,
    ...tenantTable('scope2_certificate_claims', 'SELECT, INSERT, UPDATE'),
    noTruncate('scope2_certificate_claims'),
    `CREATE TABLE scope2_allocations (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       instrument_id uuid NOT NULL,
       facility_id uuid NOT NULL,
       period_start date NOT NULL,
       period_end date NOT NULL,
       volume_mwh numeric NOT NULL CHECK (volume_mwh > 0),
       created_by uuid,
       created_by_type text NOT NULL CHECK (created_by_type IN ('user', 'api_token')),
       created_at timestamptz NOT NULL DEFAULT now(),
       released_at timestamptz,
       released_by uuid,
       release_reason text,
       CHECK (period_end >= period_start),
       CONSTRAINT scope2_allocations_release_check CHECK ((released_at IS NULL) = (release_reason IS NULL)),
       FOREIGN KEY (organization_id, instrument_id) REFERENCES scope2_instruments (organization_id, id),
       FOREIGN KEY (organization_id, facility_id) REFERENCES facilities (organization_id, id))`,
    pagingIndex('scope2_allocations'),
    `CREATE UNIQUE INDEX scope2_allocations_once ON scope2_allocations
       (organization_id, instrument_id, facility_id, period_start, period_end) WHERE released_at IS NULL`,
    `CREATE INDEX scope2_allocations_facility_idx ON scope2_allocations
       (organization_id, facility_id, period_start) WHERE released_at IS NULL`,
    ...tenantTable('scope2_allocations', 'SELECT, INSERT, UPDATE'),
    noTruncate('scope2_allocations'),
    // Instruments: never deleted; only a cancellation, once, and only while nothing is allocated.
    `CREATE FUNCTION ctp_scope2_instrument_guard() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'DELETE' THEN
         RAISE EXCEPTION 'scope 2 instruments are never deleted; cancel one instead'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'scope2_instruments_immutable';
       END IF;
       IF OLD.cancelled_at IS NOT NULL
          OR (to_jsonb(NEW) - 'cancelled_at' - 'cancelled_by' - 'cancel_reason')
             IS DISTINCT FROM (to_jsonb(OLD) - 'cancelled_at' - 'cancelled_by' - 'cancel_reason') THEN
         RAISE EXCEPTION 'a scope 2 instrument is never changed, only cancelled once'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'scope2_instruments_immutable';
       END IF;
       IF EXISTS (SELECT 1 FROM scope2_allocations a WHERE a.organization_id = OLD.organization_id
                  AND a.instrument_id = OLD.id AND a.released_at IS NULL) THEN
         RAISE EXCEPTION 'instrument % has live allocations: release them before cancelling', OLD.id
           USING ERRCODE = 'check_violation', CONSTRAINT = 'scope2_instruments_allocated';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER scope2_instruments_guard BEFORE UPDATE OR DELETE ON scope2_instruments
       FOR EACH ROW EXECUTE FUNCTION ctp_scope2_instrument_guard()`,
    // After the cancellation is written, its certificate ids may be claimed by another instrument.
    `CREATE FUNCTION ctp_scope2_instrument_release_claims() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE scope2_certificate_claims SET released_at = NEW.cancelled_at
        WHERE organization_id = NEW.organization_id AND instrument_id = NEW.id AND released_at IS NULL;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER scope2_instruments_release_claims AFTER UPDATE ON scope2_instruments
       FOR EACH ROW EXECUTE FUNCTION ctp_scope2_instrument_release_claims()`,
    // Claims: inserted with their instrument; the only change is the release its cancellation makes.
    `CREATE FUNCTION ctp_scope2_claim_guard() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'DELETE' OR OLD.released_at IS NOT NULL OR NEW.released_at IS NULL
          OR (NEW.organization_id, NEW.instrument_id, NEW.registry, NEW.certificate_id)
             IS DISTINCT FROM (OLD.organization_id, OLD.instrument_id, OLD.registry, OLD.certificate_id)
          OR NOT EXISTS (SELECT 1 FROM scope2_instruments i WHERE i.organization_id = OLD.organization_id
                         AND i.id = OLD.instrument_id AND i.cancelled_at IS NOT NULL) THEN
         RAISE EXCEPTION 'a certificate claim is released only by cancelling its instrument'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'scope2_certificate_claims_immutable';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER scope2_certificate_claims_guard BEFORE UPDATE OR DELETE ON scope2_certificate_claims
       FOR EACH ROW EXECUTE FUNCTION ctp_scope2_claim_guard()`,
    // Allocations: the volume, retirement and cancellation rules, checked under the instrument's lock.
    `CREATE FUNCTION ctp_scope2_allocation_insert() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE i scope2_instruments; allocated numeric;
     BEGIN
       SELECT * INTO i FROM scope2_instruments
        WHERE organization_id = NEW.organization_id AND id = NEW.instrument_id FOR UPDATE;
       IF i.cancelled_at IS NOT NULL THEN
         RAISE EXCEPTION 'instrument % is cancelled', i.id
           USING ERRCODE = 'check_violation', CONSTRAINT = 'scope2_allocations_cancelled';
       END IF;
       IF i.retired_on IS NULL THEN
         RAISE EXCEPTION 'instrument % is not retired for the organization', i.id
           USING ERRCODE = 'check_violation', CONSTRAINT = 'scope2_allocations_retired';
       END IF;
       SELECT coalesce(sum(volume_mwh), 0) INTO allocated FROM scope2_allocations
        WHERE organization_id = NEW.organization_id AND instrument_id = NEW.instrument_id AND released_at IS NULL;
       IF allocated + NEW.volume_mwh > i.volume_mwh THEN
         RAISE EXCEPTION 'instrument % holds % MWh, % MWh are allocated: % MWh more would exceed it',
           i.id, i.volume_mwh, allocated, NEW.volume_mwh
           USING ERRCODE = 'check_violation', CONSTRAINT = 'scope2_allocations_volume';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER scope2_allocations_insert BEFORE INSERT ON scope2_allocations
       FOR EACH ROW EXECUTE FUNCTION ctp_scope2_allocation_insert()`,
    `CREATE FUNCTION ctp_scope2_allocation_guard() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'DELETE' OR OLD.released_at IS NOT NULL
          OR (to_jsonb(NEW) - 'released_at' - 'released_by' - 'release_reason')
             IS DISTINCT FROM (to_jsonb(OLD) - 'released_at' - 'released_by' - 'release_reason') THEN
         RAISE EXCEPTION 'an allocation is never changed or deleted, only released once'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'scope2_allocations_immutable';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER scope2_allocations_guard BEFORE UPDATE OR DELETE ON scope2_allocations
       FOR EACH ROW EXECUTE FUNCTION ctp_scope2_allocation_guard()`,
    // A locked reporting period refuses allocations (and releases) inside it, like activities.
    `CREATE TRIGGER scope2_allocations_period_lock_insert AFTER INSERT ON scope2_allocations
       REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ctp_period_lock_dated_rows()`,
    `CREATE TRIGGER scope2_allocations_period_lock_update AFTER UPDATE ON scope2_allocations
       REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ctp_period_lock_dated_rows()`,
    // Evidence files may also attach to an instrument (its certificate, contract or registry extract).
    'ALTER TABLE evidence_files ADD COLUMN instrument_id uuid',
    `ALTER TABLE evidence_files ADD CONSTRAINT evidence_files_instrument_fkey
       FOREIGN KEY (organization_id, instrument_id) REFERENCES scope2_instruments (organization_id, id)`,
    `DO $$ DECLARE c text; BEGIN
       SELECT conname INTO c FROM pg_constraint
        WHERE conrelid = 'evidence_files'::regclass AND contype = 'c'
          AND pg_get_constraintdef(oid) LIKE '%activity_id IS NULL) <> (facility_id IS NULL%';
       EXECUTE format('ALTER TABLE evidence_files DROP CONSTRAINT %I', c);
     END $$`,
    `ALTER TABLE evidence_files ADD CONSTRAINT evidence_files_one_subject
       CHECK (num_nonnulls(activity_id, facility_id, instrument_id) = 1)`,
    'CREATE INDEX evidence_files_instrument_idx ON evidence_files (organization_id, instrument_id) WHERE instrument_id IS NOT NULL',
    // The versions of an item stay on its subject: the guard of 0020, now comparing the instrument too.
    `CREATE OR REPLACE FUNCTION ctp_evidence_file_guard() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE prev evidence_files;
     BEGIN
       IF NEW.activity_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM raw_activity_data a
            WHERE a.organization_id = NEW.organization_id AND a.id = NEW.activity_id AND a.lineage_id = NEW.activity_lineage_id) THEN
         RAISE EXCEPTION 'evidence lineage must be the lineage of its activity'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'evidence_files_lineage';
       END IF;
       IF NEW.version = 1 THEN
         IF EXISTS (SELECT 1 FROM evidence_files WHERE organization_id = NEW.organization_id AND evidence_id = NEW.evidence_id) THEN
           RAISE EXCEPTION 'evidence % already has a first version', NEW.evidence_id
             USING ERRCODE = 'unique_violation', CONSTRAINT = 'evidence_files_version_key';
         END IF;
         RETURN NEW;
       END IF;
       SELECT * INTO prev FROM evidence_files WHERE organization_id = NEW.organization_id
         AND evidence_id = NEW.evidence_id AND version = NEW.version - 1;
       IF NOT FOUND OR prev.activity_lineage_id IS DISTINCT FROM NEW.activity_lineage_id
          OR prev.facility_id IS DISTINCT FROM NEW.facility_id
          OR prev.instrument_id IS DISTINCT FROM NEW.instrument_id OR prev.kind <> NEW.kind THEN
         RAISE EXCEPTION 'a new version of evidence % follows its last version, on the same subject and kind', NEW.evidence_id
           USING ERRCODE = 'check_violation', CONSTRAINT = 'evidence_files_versions';
       END IF;
       RETURN NEW;
     END $$`,
  ]);
}
