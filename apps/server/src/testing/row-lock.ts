import { openDatabase, withOrganization } from '@ctp/store';
import { sql } from 'kysely';

/**
 * Holds a KEY SHARE lock on one row of an organization's table, on a connection of its own, until
 * the returned `release` is called: a worker's updates that change no key pass it, its `FOR UPDATE`
 * waits for it. The killed-worker tests stop a worker at a known point this way, without a hook in
 * the product. Resolves once the lock is held (rejects if taking it failed).
 */
export async function holdRowLock(
  databaseUrl: string,
  organizationId: string,
  table: string,
  id: string,
): Promise<() => Promise<void>> {
  const other = await openDatabase({ url: databaseUrl, poolSize: 1 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  // In the organization's scope, as the application reads the row (row-level security applies).
  const blocker = withOrganization(other.db, organizationId, async (scope) => {
    await sql`SELECT id FROM ${sql.table(table)} WHERE id = ${id} FOR KEY SHARE`.execute(scope.db);
    locked();
    await released;
  });
  const stop = async () => {
    release();
    await blocker;
    await other.close();
  };
  try {
    await Promise.race([holding, blocker]);
  } catch (error) {
    await other.close();
    throw error;
  }
  return stop;
}
