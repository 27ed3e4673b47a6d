/**
 * CPU time of processes from `/proc` (Linux): what a request costs the server process and the
 * PostgreSQL backends serving it, independent of how busy the rest of the machine is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of `/proc/<pid>/stat` (`getconf CLK_TCK`; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU milliseconds of `pid`, or 0 when it is gone or `/proc` is not there. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may contain spaces) in parentheses: utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The process ids of the PostgreSQL backends connected to the database of `url` (other than the asker's). */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** CPU milliseconds by process id, for a later {@link cpuSince}. */
export type CpuSnapshot = ReadonlyMap<number, number>;

export const cpuSnapshot = (pids: readonly number[]): CpuSnapshot =>
  new Map(pids.map((pid) => [pid, processCpuMs(pid)]));

/**
 * CPU milliseconds `pids` used since `before` (a process absent from `before` counts from its start;
 * one that ended meanwhile, an idle pooled connection closed, counts nothing rather than less than nothing).
 */
export const cpuSince = (before: CpuSnapshot, pids: readonly number[]): number =>
  pids.reduce((sum, pid) => sum + Math.max(0, processCpuMs(pid) - (before.get(pid) ?? 0)), 0);

/**
 * The process ids of every PostgreSQL server process on this machine (backends, WAL writer,
 * checkpointer, background writer…), read from `/proc/<pid>/comm`: a calculation's cost to the
 * database includes the WAL it makes others write, not only its own backend. Empty when `/proc`
 * is not there or the server runs elsewhere.
 */
export function postgresServerPids(): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim().startsWith('postgres')) pids.push(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return pids;
}
