/**
 * The web application's figures (issue 14): JavaScript per route, the summary API at scale, and
 * the dashboard in Chromium on that data. Printed, never asserted.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BENCH_LOGIN, seedResults } from './web-data.js';
import { benchResultsScroll } from './web-scroll.js';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const webRoot = join(repoRoot, 'apps', 'web');
const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** How {@link startServer} runs `ctp`. */
export interface StartServerOptions {
  /**
   * Run the built JavaScript (`apps/server/dist/bin.js`, as `pnpm start` does; build it first with
   * `node tools/built-start/src/ctp.js --ensure-built-only`) instead of the sources through tsx.
   */
  built?: boolean;
  /** Extra arguments for Node, e.g. `--cpu-prof`. */
  nodeArgs?: readonly string[];
}

/**
 * `ctp start` on the seeded data folder (or, with `databaseUrl`, on that PostgreSQL database), in
 * production mode; resolves with its URL and a stop.
 */
export async function startServer(
  dataDir: string,
  databaseUrl?: string,
  options: StartServerOptions = {},
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const entry = options.built
    ? ['apps/server/dist/bin.js']
    : ['--conditions=@ctp/source', '--import', 'tsx', 'apps/server/src/bin.ts'];
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), ...entry, 'start', '--port', String(port), '--data-dir', dataDir],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dataDir,
        NODE_ENV: 'production',
        CTP_LOG_LEVEL: 'warn',
        CTP_ALLOW_PASSWORD_SIGNIN_IN_PRODUCTION: 'true',
        CTP_SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        CTP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
        CTP_PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('serving on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`ctp start exited with ${code}:\n${stderr}`)));
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A server that dies under the benchmark says why.
  child.once('exit', (code) => {
    if (!stopping) console.error(`ctp start exited with ${code}:\n${stderr.slice(-4000)}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A session cookie for the bench administrator (password sign-in, as the app does). */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      organizationSlug: BENCH_LOGIN.slug,
      email: BENCH_LOGIN.email,
      password: BENCH_LOGIN.password,
    }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Latencies of `n` sequential GETs (after two warm-up calls), sorted. */
async function latencies(url: string, cookie: string, path: string, n: number): Promise<number[]> {
  const one = async () => {
    const start = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - start;
  };
  await one();
  await one();
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(await one());
  return times.sort((a, b) => a - b);
}

/** The dashboard's four summary queries for 2025, and its comparison with 2024. */
const SUMMARY_QUERIES: [string, string][] = [
  ['by month', '/api/results/summary?periodStart=2025-01-01&periodEnd=2025-12-31&groupBy=month'],
  ['previous year', '/api/results/summary?periodStart=2024-01-01&periodEnd=2024-12-31'],
  ['by category', '/api/results/summary?periodStart=2025-01-01&periodEnd=2025-12-31&groupBy=category'],
  ['by facility', '/api/results/summary?periodStart=2025-01-01&periodEnd=2025-12-31&groupBy=facility'],
];

async function benchSummary(url: string, cookie: string, n: number): Promise<void> {
  const baseline = await latencies(url, cookie, '/api/auth/session', n);
  console.log(
    `  baseline GET /api/auth/session (authenticated, one row)  p50 ${ms(p(baseline, 0.5))}  p95 ${ms(p(baseline, 0.95))}`,
  );
  for (const [label, path] of SUMMARY_QUERIES) {
    const times = await latencies(url, cookie, path, n);
    const p50 = p(times, 0.5);
    console.log(
      `  GET /api/results/summary ${label.padEnd(14)}               p50 ${ms(p50)}  p95 ${ms(p(times, 0.95))}  ${(p50 / p(baseline, 0.5)).toFixed(1)}× baseline; aim ≤ 200 ms: ${p50 <= 200 ? 'met' : 'NOT met'}`,
    );
  }
}

async function benchInChromium(url: string, cookie: string, loads: number, tableRows: number): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`  dashboard in Chromium: skipped (no ${CHROMIUM})`);
    return;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const [name, value] = cookie.split(';')[0]?.split('=') ?? [];
    await context.addCookies([{ name: name ?? '', value: value ?? '', url }]);
    const page = await context.newPage();
    const interactive: number[] = [];
    const charted: number[] = [];
    for (let i = 0; i < loads + 1; i++) {
      const start = performance.now();
      await page.goto(`${url}/`, { waitUntil: 'commit' });
      await page.locator('.ctp-scope-card .ctp-num').first().waitFor({ timeout: 60_000 });
      const totals = performance.now() - start;
      await page.locator('canvas').first().waitFor({ timeout: 60_000 });
      const chart = performance.now() - start;
      if (i > 0) {
        interactive.push(totals);
        charted.push(chart);
      }
    }
    interactive.sort((a, b) => a - b);
    charted.sort((a, b) => a - b);
    const p50 = p(interactive, 0.5);
    console.log(
      `  dashboard: navigation to totals shown (p50 of ${loads})    ${ms(p50)}; aim ≤ 1500 ms: ${p50 <= 1500 ? 'met' : 'NOT met'}`,
    );
    console.log(`  dashboard: navigation to the trend chart drawn (p50)     ${ms(p(charted, 0.5))}`);
    await benchResultsScroll(page, url, tableRows);
  } finally {
    await browser.close();
  }
}

/**
 * `pnpm bench` part for the web application: the JavaScript each route loads (from the build),
 * then a server on an organization with `results` current results: the dashboard's summary queries
 * through HTTP next to an authenticated one-row request, the dashboard in Chromium, and the results
 * table scrolled with 100,000 rows loaded.
 */
export async function benchWeb(results: number): Promise<void> {
  console.log('\n## The web application');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  console.log('  JavaScript loaded per route (gzip; budget 250 KB):');
  // The size script exits 1 over budget; its lines say which route, so print them either way.
  const sizes = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-size.ts'], {
    cwd: webRoot,
    encoding: 'utf8',
  });
  for (const line of `${sizes.stdout}${sizes.stderr}`.trim().split('\n')) console.log(`    ${line}`);

  const dir = await mkdtemp(join(tmpdir(), 'ctp-bench-web-'));
  try {
    const seedStart = performance.now();
    const seeded = await seedResults(dir, results);
    const seconds = ((performance.now() - seedStart) / 1000).toFixed(0);
    console.log(
      `  organization with ${seeded.results.toLocaleString('en-US')} current results (seeded in ${seconds} s; PGlite data folder)`,
    );
    const server = await startServer(dir);
    try {
      const cookie = await signIn(server.url);
      await benchSummary(server.url, cookie, 20);
      await benchInChromium(server.url, cookie, 5, Math.min(100_000, seeded.results));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
