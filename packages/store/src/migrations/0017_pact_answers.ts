import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * Where answers to a partner's footprint request go, and who answers them.
 *
 * - `pact_footprint_requests.answer_url`: the PACT base URL of the requester's host system, taken from the
 *   RequestCreatedEvent's `source` once checked against the grant (NULL when the grant names no partner host:
 *   no answer can be delivered then). Fixed at receipt: a trigger refuses any later change of it, of the
 *   event id, the source or the grant, so a stored request can never be redirected to another host.
 * - `sharing_grants.answer_policy`: `manual` (an administrator answers), `fulfil_matching` (answered at once
 *   with the grant's published footprints matching the request, else left to an administrator) or
 *   `fulfil_or_reject` (as `fulfil_matching`, and rejected at once when none matches).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE sharing_grants
       ADD COLUMN answer_policy text NOT NULL DEFAULT 'manual'
         CONSTRAINT sharing_grants_answer_policy_check
         CHECK (answer_policy IN ('manual', 'fulfil_matching', 'fulfil_or_reject'))`,
    `ALTER TABLE pact_footprint_requests
       ADD COLUMN answer_url text
         CONSTRAINT pact_footprint_requests_answer_url_check
         CHECK (answer_url ~ '^https?://[^/?#@\\s]+(/[^?#\\s]*)?$' AND length(answer_url) <= 2048)`,
    `CREATE FUNCTION ctp_pact_request_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NEW.answer_url IS DISTINCT FROM OLD.answer_url OR NEW.source IS DISTINCT FROM OLD.source
          OR NEW.event_id IS DISTINCT FROM OLD.event_id OR NEW.grant_id IS DISTINCT FROM OLD.grant_id
          OR NEW.criteria IS DISTINCT FROM OLD.criteria THEN
         RAISE EXCEPTION 'a received footprint request keeps its event, source, criteria and answer URL'
           USING ERRCODE = 'insufficient_privilege';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER pact_footprint_requests_fixed BEFORE UPDATE ON pact_footprint_requests
       FOR EACH ROW EXECUTE FUNCTION ctp_pact_request_fixed()`,
  ]);
}
