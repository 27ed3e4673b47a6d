/**
 * Start-up figures (issue 22): how long `ctp --version` takes next to `node -e 0`, and how long
 * `ctp start` takes until `/healthz` answers on a migrated data folder next to a bare Hono server.
 * Each figure is a ratio to its baseline measured in the same run, interleaved, as medians of
 * several repetitions, so the machine's load weighs on both sides. Printed, never asserted.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from './web.js';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const BUILT_BIN = join(repoRoot, 'apps', 'server', 'dist', 'bin.js');
const LAUNCHER = join(repoRoot, 'tools', 'built-start', 'src', 'ctp.js');
const BARE_HONO = fileURLToPath(new URL('./bare-hono-server.js', import.meta.url));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`;

/** Wall time of one Node process running to its end, in ms. */
function wallTime(args: readonly string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}: ${run.stderr}`);
  return elapsed;
}

/** Polls `url` every 5 ms until it answers 200 (or the server exits); resolves with the time then. */
async function until200(url: string, server: { exitCode(): number | null | undefined; stderr(): string }) {
  for (;;) {
    const code = server.exitCode();
    if (code !== undefined) throw new Error(`server exited with ${code}:\n${server.stderr().slice(-2000)}`);
    const ok = await fetch(url).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Wall times from spawning a server until its `/healthz` answers 200 and, when `readyz`, until its
 * `/readyz` answers 200 as well (database, object store and migrations ready), in ms; the server is
 * then stopped.
 */
async function timeToHealthy(
  args: readonly string[],
  port: number,
  env: NodeJS.ProcessEnv,
  readyz = false,
): Promise<{ healthz: number; readyz: number | undefined }> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const server = { exitCode: () => exitCode, stderr: () => stderr };
  try {
    const healthz = (await until200(`http://127.0.0.1:${port}/healthz`, server)) - started;
    if (!readyz) return { healthz, readyz: undefined };
    return { healthz, readyz: (await until200(`http://127.0.0.1:${port}/readyz`, server)) - started };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The server's environment: production, quiet logs, fixed secrets (as the other benchmarks). */
function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dataDir,
    NODE_ENV: 'production',
    CTP_LOG_LEVEL: 'warn',
    CTP_SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    CTP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    CTP_PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
  };
}

async function benchVersion(repetitions: number): Promise<void> {
  const samples = {
    node: [] as number[],
    bin: [] as number[],
    launcher: [] as number[],
    source: [] as number[],
  };
  for (let i = 0; i < repetitions; i++) {
    samples.node.push(wallTime(['-e', '0']));
    samples.bin.push(wallTime([BUILT_BIN, '--version']));
    samples.launcher.push(wallTime([LAUNCHER, '--version']));
    samples.source.push(
      wallTime(['--conditions=@ctp/source', '--import', 'tsx', 'apps/server/src/bin.ts', '--version']),
    );
  }
  const base = median(samples.node);
  console.log(`- \`node -e 0\` (baseline): ${ms(base)}`);
  console.log(
    `- \`ctp --version\`, the built bin (\`node apps/server/dist/bin.js\`): ${ms(median(samples.bin))}, ${ratio(median(samples.bin), base)} (aim ≤ 5×)`,
  );
  console.log(
    `- \`ctp --version\` through the launcher of \`pnpm ctp\` (freshness check, then the built bin): ${ms(median(samples.launcher))}, ${ratio(median(samples.launcher), base)}`,
  );
  console.log(
    `- \`ctp --version\` from the sources through tsx (\`pnpm ctp:dev\`, the former \`pnpm ctp\`): ${ms(median(samples.source))}, ${ratio(median(samples.source), base)}`,
  );
}

async function benchStart(repetitions: number): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ctp-bench-start-'));
  try {
    const migrate = spawnSync(process.execPath, [BUILT_BIN, 'migrate', '--data-dir', dataDir], {
      cwd: repoRoot,
      env: serverEnv(0, dataDir),
      encoding: 'utf8',
    });
    if (migrate.status !== 0) throw new Error(`ctp migrate failed: ${migrate.stderr}`);
    const samples = { bare: [] as number[], ctp: [] as number[], ready: [] as number[] };
    for (let i = 0; i < repetitions; i++) {
      const barePort = await freePort();
      samples.bare.push((await timeToHealthy([BARE_HONO], barePort, serverEnv(barePort, dataDir))).healthz);
      const port = await freePort();
      const args = [BUILT_BIN, 'start', '--port', String(port), '--data-dir', dataDir];
      const ctp = await timeToHealthy(args, port, serverEnv(port, dataDir), true);
      samples.ctp.push(ctp.healthz);
      samples.ready.push(ctp.readyz ?? Number.NaN);
    }
    const base = median(samples.bare);
    console.log(
      `- a bare Hono server on @hono/node-server until \`/healthz\` answers (baseline): ${ms(base)}`,
    );
    console.log(
      `- \`ctp start\` (built) on a migrated PGlite data folder until \`/healthz\` answers (liveness): ${ms(median(samples.ctp))}, ${ratio(median(samples.ctp), base)} (aim ≤ 10×)`,
    );
    console.log(
      `- the same until \`/readyz\` answers 200 (database, migrations, object store and every route ready): ${ms(median(samples.ready))}, ${ratio(median(samples.ready), base)}`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs the start-up benchmarks; `repetitions` per figure (medians). */
export async function benchStartup(repetitions: number): Promise<void> {
  console.log(
    `\n## Start-up: built JavaScript (${repetitions} repetitions each, medians; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const ensure = spawnSync(process.execPath, [LAUNCHER, '--ensure-built-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (ensure.status !== 0) throw new Error('the server could not be built');
  await benchVersion(repetitions);
  await benchStart(repetitions);
}

// `node … start.ts [repetitions]` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStartup(Number(process.argv[2] ?? 7));
}
