import pg from 'pg';

/**
 * Runs `fn` with a fresh database on the PostgreSQL server of `base` (a `TEST_DATABASE_URL`), named
 * `{prefix}_{pid}`, and drops it afterwards (also after a failure).
 */
export async function withScratchDatabase(
  base: string,
  prefix: string,
  fn: (url: string) => Promise<void>,
): Promise<void> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
