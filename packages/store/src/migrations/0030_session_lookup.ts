import type { Kysely } from 'kysely';
import { run } from './sql.js';

/**
 * `ctp_session_by_token_hash(text)`: the session row with that token hash, read as `ctp_system` in
 * one statement (issue 22). Authenticating a request read it in a `withSystem` transaction: BEGIN,
 * the role switch, the SELECT and COMMIT, four round trips before the request's own work; this is
 * one. The function's `SET role` switches to `ctp_system` for the call only, with the same
 * membership check as `SET ROLE` (the session user must be a member, as for `withSystem`), and the
 * row-level security policy `system_access` decides what it sees, exactly as in `withSystem`.
 * Only the connecting (owner) role may call it: the scoped roles have no use for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE FUNCTION ctp_session_by_token_hash(token_hash text) RETURNS SETOF sessions
       LANGUAGE sql STABLE SET role = ctp_system
       AS $$ SELECT * FROM sessions WHERE sessions.token_hash = ctp_session_by_token_hash.token_hash $$`,
    'REVOKE ALL ON FUNCTION ctp_session_by_token_hash(text) FROM PUBLIC',
  ]);
}
