import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SourceRow } from '@ctp/server';
import type { OpenDatabase } from '@ctp/store';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyChunks, copyStatement } from './import-rows.js';

const CHUNK = 100_000;

/**
 * The bulk path of PostgreSQL: `COPY … FROM STDIN` through pg-copy-streams, in one transaction, as
 * the connecting (owner) role, so no row-level security, no validation and no audit: the floor an
 * import can be compared with.
 */
export async function copyIntoPostgres(
  url: string,
  rows: readonly SourceRow[],
  organizationId: string,
  facilityId: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const text of copyChunks(rows, organizationId, facilityId, CHUNK)) {
      await pipeline(Readable.from([text]), client.query(copyFrom(copyStatement('STDIN'))));
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** The bulk path of PGlite: `COPY … FROM '/dev/blob'` with the CSV as a Blob, in one transaction. */
export async function copyIntoPglite(
  pglite: NonNullable<OpenDatabase['pglite']>,
  rows: readonly SourceRow[],
  organizationId: string,
  facilityId: string,
): Promise<void> {
  await pglite.transaction(async (tx) => {
    for (const text of copyChunks(rows, organizationId, facilityId, CHUNK)) {
      await tx.query(copyStatement("'/dev/blob'"), [], { blob: new Blob([text]) });
    }
  });
}
