import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * Sign-in hardening (issue 19).
 *
 * - `rate_limits`: the counters of the sign-in, verification-lookup and assistant limits, shared by
 *   every server process (rate-limiter-flexible's PostgreSQL layout: key, points, expiry in epoch
 *   milliseconds). Keys are SHA-256 digests: no address or e-mail is stored. Not a tenant table
 *   (the keys are addresses as often as organizations); only the owner, which the server connects
 *   as, reads and writes it.
 * - An API token never grants more than its creator holds: a trigger refuses a token whose creator is
 *   disabled, unknown in the organization, or holds a lower role (the server also lowers the role of
 *   existing tokens at every use).
 * - Machine-token acceptance is bound to one organization: an issuer (without its trailing slash)
 *   and audience pair is unique in the deployment, so an administrator cannot copy another
 *   organization's pair and make its machine tokens ambiguous. Pairs already duplicated (whose
 *   machine tokens were all refused as ambiguous) are kept by the configuration created first; the
 *   later ones lose their audience (their machine tokens stay refused until their administrator
 *   saves an audience of their own).
 * - An audience equal to the client id would let users' ID tokens (whose `aud` is the client id) pass
 *   as machine tokens: such audiences are cleared and refused by a CHECK.
 * - Verification codes: new ones are `CTP-{year}-{4}-{4}` (40 bits); old `CTP-{year}-{4}` codes stay valid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE rate_limits (
       key varchar(255) PRIMARY KEY,
       points integer NOT NULL DEFAULT 0,
       expire bigint)`,
    'CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)',

    `CREATE FUNCTION ctp_role_rank(role text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
       SELECT CASE role WHEN 'ORG_ADMIN' THEN 3 WHEN 'ORG_MEMBER' THEN 2 WHEN 'READ_ONLY' THEN 1 ELSE 0 END $$`,
    `CREATE FUNCTION ctp_api_token_within_creator() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       creator_role text;
       creator_disabled boolean;
     BEGIN
       IF NEW.created_by IS NULL THEN RETURN NEW; END IF;
       SELECT role, disabled INTO creator_role, creator_disabled
         FROM users WHERE id = NEW.created_by AND organization_id = NEW.organization_id;
       IF creator_role IS NULL OR creator_disabled
          OR ctp_role_rank(NEW.role) > ctp_role_rank(creator_role) THEN
         RAISE EXCEPTION 'an API token cannot grant more than its creator holds'
           USING ERRCODE = 'check_violation', CONSTRAINT = 'api_tokens_within_creator';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER api_tokens_within_creator BEFORE INSERT OR UPDATE OF role, created_by ON api_tokens
       FOR EACH ROW EXECUTE FUNCTION ctp_api_token_within_creator()`,

    // auth_configs is under forced row-level security: the updates run as ctp_system, which sees every row.
    'SET LOCAL ROLE ctp_system',
    `UPDATE auth_configs SET audience = NULL WHERE audience = client_id`,
    `UPDATE auth_configs a SET audience = NULL
       WHERE audience IS NOT NULL AND EXISTS (
         SELECT 1 FROM auth_configs b
          WHERE b.audience = a.audience AND rtrim(b.issuer, '/') = rtrim(a.issuer, '/')
            AND (b.created_at, b.id) < (a.created_at, a.id))`,
    'RESET ROLE',
    `ALTER TABLE auth_configs
       ADD CONSTRAINT auth_configs_audience_not_client_id CHECK (audience IS NULL OR audience <> client_id)`,
    `CREATE UNIQUE INDEX auth_configs_issuer_audience_key ON auth_configs (rtrim(issuer, '/'), audience)
       WHERE audience IS NOT NULL`,

    `ALTER TABLE reports
       DROP CONSTRAINT reports_verification_code_format,
       ADD CONSTRAINT reports_verification_code_format
         CHECK (verification_code ~ '^CTP-[0-9]{4}-[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4})?$') NOT VALID`,
  ]);
}
