import { type Kysely, sql } from 'kysely';

/** Runs SQL statements one by one (PGlite's extended protocol takes one statement per query). */
export async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The organization of the current transaction, or NULL outside `withOrganization`. */
export const CURRENT_ORG = "nullif(current_setting('ctp.organization_id', true), '')::uuid";

/**
 * True only while the current role *is* `ctp_system` (after `SET ROLE`): a policy `TO ctp_system`
 * alone would also apply to its members, such as the migrating user that was granted it.
 */
export const SYSTEM = "current_user = 'ctp_system'";

/** Table privileges granted to the application role. */
export type Privileges = 'SELECT, INSERT' | 'SELECT, INSERT, UPDATE' | 'SELECT, INSERT, UPDATE, DELETE';

/**
 * Statements that make `table` a tenant table: row-level security enabled and forced (the owner
 * is subject to it too), the isolation policy on `organization_id` for every role, a policy that
 * lets `ctp_system` (used only by `withSystem`, and only when it is the current role) see all rows, and the grants.
 */
export function tenantTable(table: string, privileges: Privileges, key = 'organization_id'): string[] {
  return [
    `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
    `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`,
    `CREATE POLICY tenant_isolation ON ${table} USING (${key} = ${CURRENT_ORG}) WITH CHECK (${key} = ${CURRENT_ORG})`,
    `CREATE POLICY system_access ON ${table} TO ctp_system USING (${SYSTEM}) WITH CHECK (${SYSTEM})`,
    `GRANT ${privileges} ON ${table} TO ctp_app`,
    `GRANT ${privileges} ON ${table} TO ctp_system`,
  ];
}

/** Statements for the cursor-pagination index `(organization_id, created_at, id)`. */
export function pagingIndex(table: string): string {
  return `CREATE INDEX ${table}_org_created_idx ON ${table} (organization_id, created_at, id)`;
}

/** Triggers that reject UPDATE and DELETE (and TRUNCATE when `truncate`) on `table`, for every role. */
export function appendOnly(table: string, truncate: boolean): string[] {
  const statements = [
    `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ctp_forbid_mutation()`,
  ];
  if (truncate) statements.push(noTruncate(table));
  return statements;
}

/** A trigger that rejects TRUNCATE on `table` (which row triggers and row-level security do not see). */
export function noTruncate(table: string): string {
  return `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ctp_forbid_mutation()`;
}

/**
 * The outcome columns of a queued job's tenant table (0031 `calculation_jobs`; 0029 `forecast_jobs` spells the same columns out, as released):
 * the run it recorded in `runTable` or the problem that stopped it, set together with `settled_at`,
 * never both (the `{table}_one_outcome` check).
 */
export function jobOutcomeColumns(table: string, runTable: string): string {
  return `run_id uuid REFERENCES ${runTable} (id),
       failure jsonb,
       settled_at timestamptz,
       CONSTRAINT ${table}_one_outcome CHECK (
         (run_id IS NULL AND failure IS NULL AND settled_at IS NULL)
         OR (settled_at IS NOT NULL AND (run_id IS NULL) <> (failure IS NULL)))`;
}
