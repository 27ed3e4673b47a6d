/**
 * Requests per second (issue 22): what an authenticated read costs next to what the server's
 * cheapest answer costs. autocannon drives 50 connections at the built `ctp start` in production
 * mode, first at `/healthz` (no session, no database), then at `GET /api/results?limit=50` and
 * `GET /api/results/summary` with a signed-in session cookie; the figures are ratios to `/healthz`
 * in the same run. On PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set. Printed,
 * never asserted. `CTP_BENCH_CPU_PROF=<dir>` writes the server's CPU profile there.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { backendPids, cpuSince, cpuSnapshot } from './process-cpu.js';
import { withScratchDatabase } from './scratch-database.js';
import { signIn, startServer } from './web.js';
import { seedResults } from './web-data.js';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const CONNECTIONS = 50;

/** Requests per second of one path, and the CPU each request cost the server and the database backends. */
interface PathFigures {
  perSecond: number;
  unanswered: number;
  /** Server process CPU milliseconds per answered request (from `/proc`). */
  serverCpuMs: number;
  /** PostgreSQL backend CPU milliseconds per answered request (PostgreSQL only; PGlite runs in the server). */
  databaseCpuMs?: number;
}

/** Where the CPU a request costs is measured: the server process, and on PostgreSQL its backends. */
interface CpuTargets {
  serverPid: number;
  databaseUrl?: string;
}

/**
 * Requests per second answered 2xx by `path` under {@link CONNECTIONS} connections for `seconds`,
 * with the CPU per request. A wrong answer fails the run; requests still unanswered after 60 s (an
 * overloaded machine) are counted and printed, not fatal.
 */
async function requestsPerSecond(
  url: string,
  path: string,
  seconds: number,
  targets: CpuTargets,
  cookie?: string,
): Promise<PathFigures> {
  const backends = targets.databaseUrl === undefined ? [] : await backendPids(targets.databaseUrl);
  const before = cpuSnapshot([targets.serverPid, ...backends]);
  const result = await autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 60,
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  });
  const serverCpu = cpuSince(before, [targets.serverPid]);
  const databaseCpu =
    targets.databaseUrl === undefined ? undefined : cpuSince(before, await backendPids(targets.databaseUrl));
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  const answered = Math.max(1, result.requests.total);
  return {
    perSecond: result.requests.average,
    unanswered: result.errors + result.timeouts,
    serverCpuMs: serverCpu / answered,
    ...(databaseCpu === undefined ? {} : { databaseCpuMs: databaseCpu / answered }),
  };
}

const rate = (value: PathFigures) =>
  `${Math.round(value.perSecond).toLocaleString('en-US')} req/s${value.unanswered > 0 ? ` (${value.unanswered} unanswered)` : ''}`;

/** The CPU a request cost, server and (on PostgreSQL) database backends. */
const cpu = (value: PathFigures) =>
  `CPU per request: server ${value.serverCpuMs.toFixed(2)} ms${value.databaseCpuMs === undefined ? '' : `, PostgreSQL backends ${value.databaseCpuMs.toFixed(2)} ms`}`;

/** `part` as a share of the baseline, or why there is none (a baseline that answered nothing is no baseline). */
const ofBaseline = (part: { perSecond: number }, baseline: { perSecond: number }): string =>
  baseline.perSecond > 0
    ? `${(part.perSecond / baseline.perSecond).toFixed(2)} of \`/healthz\``
    : 'no ratio: `/healthz` answered no request in the window';

async function onTarget(name: string, results: number, seconds: number, databaseUrl?: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'ctp-bench-requests-'));
  try {
    const seeded = await seedResults(dir, results, databaseUrl);
    const profileDir = process.env.CTP_BENCH_CPU_PROF;
    const server = await startServer(dir, databaseUrl, {
      built: true,
      ...(profileDir === undefined ? {} : { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] }),
    });
    try {
      const cookie = await signIn(server.url);
      const targets: CpuTargets = {
        serverPid: server.pid,
        ...(databaseUrl === undefined ? {} : { databaseUrl }),
      };
      // Warm-up: the first requests compile the handlers and fill the connection pool.
      await requestsPerSecond(server.url, '/api/results?limit=50', 2, targets, cookie);
      const health = await requestsPerSecond(server.url, '/healthz', seconds, targets);
      const list = await requestsPerSecond(server.url, '/api/results?limit=50', seconds, targets, cookie);
      const summary = await requestsPerSecond(server.url, '/api/results/summary', seconds, targets, cookie);
      console.log(`- ${name} (${seeded.results.toLocaleString('en-US')} results):`);
      console.log(`  - \`/healthz\` (baseline): ${rate(health)}; ${cpu(health)}`);
      console.log(
        `  - authenticated \`GET /api/results?limit=50\`: ${rate(list)}, ${ofBaseline(list, health)} (aim ≥ 0.4); ${cpu(list)}`,
      );
      console.log(
        `  - authenticated \`GET /api/results/summary\`: ${rate(summary)}, ${ofBaseline(summary, health)}; ${cpu(summary)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the request benchmark: `results` seeded results, `seconds` of load per path. */
export async function benchRequests(results: number, seconds: number): Promise<void> {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n## Requests per second: ${CONNECTIONS} connections, ${seconds} s a path, built server in production mode (load average ${load})`,
  );
  const ensure = spawnSync(process.execPath, ['tools/built-start/src/ctp.js', '--ensure-built-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (ensure.status !== 0) throw new Error('the server could not be built');
  await onTarget('PGlite', results, seconds);
  const base = process.env.TEST_DATABASE_URL;
  if (base === undefined) console.log('- PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://…)');
  else
    await withScratchDatabase(base, 'ctp_bench_requests', (url) =>
      onTarget('PostgreSQL', results, seconds, url),
    );
}

// `node … requests.ts [results] [seconds]` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRequests(Number(process.argv[2] ?? 6_000), Number(process.argv[3] ?? 10));
}
