/**
 * A real CTP server for end-to-end tests: `ctp start` (HTTP server and worker in one process, as
 * `pnpm start` runs it) on a fresh PGlite data directory, serving the built web application at `/`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDist = fileURLToPath(new URL('../dist/', import.meta.url));
const serverBin = join(repoRoot, 'apps', 'server', 'src', 'bin.ts');

/** A running server; `close()` stops it (SIGTERM, as an operator would) and removes its data. */
export interface E2eServer {
  /** `http://127.0.0.1:<port>`, also the server's public URL (QR codes and links point here). */
  readonly url: string;
  readonly dataDir: string;
  /** What the server printed on stderr so far (start-up line, errors). */
  output(): string;
  close(): Promise<void>;
}

/** A free port on loopback, chosen before start so the public URL can name it. */
async function freePort(): Promise<number> {
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

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Extra environment (for example `CTP_ALLOW_…`); the embedded defaults need none. */
  env?: Record<string, string>;
  /** How long to wait for `serving on` (PGlite and the migrations take a while on a loaded machine). */
  timeoutMs?: number;
  /**
   * Runs on the fresh data directory before the server starts (PGlite admits one process at a
   * time), for example `ctp demo` through {@link runCtp}.
   */
  beforeStart?: (dataDir: string) => Promise<void>;
  /**
   * `start` (the default: HTTP server and worker in one process) or `serve` (the HTTP server only:
   * a queued job waits for a worker that never comes, so a screen of work in progress holds still).
   */
  command?: 'start' | 'serve';
}

/** The `ctp` command line, run to completion with the tests' Node; resolves with what it printed on stdout. */
export async function runCtp(args: string[], env: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, ['--conditions=@ctp/source', '--import', 'tsx', serverBin, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CTP_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`ctp ${args.join(' ')} exited with ${code}:\n${stderr}`);
  return stdout;
}

/**
 * Starts `ctp start` with the project's pinned Node (the one running the tests), on a free port of
 * 127.0.0.1 and a throw-away data directory, and resolves once it listens.
 */
export async function startServer(options: StartServerOptions = {}): Promise<E2eServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'ctp-e2e-'));
  await options.beforeStart?.(dataDir);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dataDir,
    NODE_ENV: 'development',
    CTP_LOG_LEVEL: 'warn',
    CTP_PUBLIC_URL: url,
    CTP_WEB_DIR: webDist,
    // Browsers in these tests sign in many times from one address.
    CTP_VERIFY_LOOKUPS_PER_MINUTE: '1000',
    ...options.env,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--conditions=@ctp/source',
      '--import',
      'tsx',
      serverBin,
      options.command ?? 'start',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
    ],
    { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`ctp start did not listen within ${options.timeoutMs ?? 120_000} ms:\n${stderr}`)),
      options.timeoutMs ?? 120_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('serving on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`ctp start exited with ${code} before listening:\n${stderr}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await listening;
  } catch (error) {
    await close();
    throw error;
  }
  return { url, dataDir, output: () => stderr, close };
}
