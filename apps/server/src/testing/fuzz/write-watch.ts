import { type Kysely, sql } from 'kysely';

/**
 * Records every committed write to the public schema's tables: a row trigger on each table
 * appends the table's name to `fuzz_writes` in the writing transaction, so a write that rolls back leaves
 * nothing and a committed one is seen. The fuzzer reads what a refused request left behind (a partial
 * write). Installed on a test database only (test support; the migrations never create it).
 */
export interface WriteWatch {
  /** Tables written since the previous call (committed), without repeats. */
  take(): Promise<string[]>;
}

// biome-ignore lint/suspicious/noExplicitAny: any database schema
export async function watchWrites(db: Kysely<any>): Promise<WriteWatch> {
  await sql`CREATE TABLE IF NOT EXISTS public.fuzz_writes (seq bigserial PRIMARY KEY, table_name text NOT NULL)`.execute(
    db,
  );
  await sql`GRANT INSERT, SELECT ON public.fuzz_writes TO PUBLIC`.execute(db);
  await sql`GRANT USAGE ON SEQUENCE public.fuzz_writes_seq_seq TO PUBLIC`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION public.fuzz_note_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$
    BEGIN
      INSERT INTO public.fuzz_writes (table_name) VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$`.execute(db);
  const tables = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'fuzz_writes'`.execute(db);
  for (const { name } of tables.rows) {
    await sql`
      CREATE OR REPLACE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)}
      FOR EACH ROW EXECUTE FUNCTION public.fuzz_note_write()`.execute(db);
  }
  let seen = 0;
  const last = await sql<{
    seq: string | null;
  }>`SELECT max(seq)::text AS seq FROM public.fuzz_writes`.execute(db);
  seen = Number(last.rows[0]?.seq ?? 0);
  return {
    async take() {
      const rows = await sql<{ seq: string; table_name: string }>`
        SELECT seq::text, table_name FROM public.fuzz_writes WHERE seq > ${seen} ORDER BY seq`.execute(db);
      for (const r of rows.rows) seen = Math.max(seen, Number(r.seq));
      return [...new Set(rows.rows.map((r) => r.table_name))];
    },
  };
}
