import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../wiring/config/index.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * A `ctp worker` process on the same PostgreSQL database and secrets as a test's server (started the
 * way the root `ctp` script starts it), its stderr echoed with `name`. PGlite is one process's
 * database, so such tests need TEST_DATABASE_URL.
 */
export function spawnWorker(
  config: ServerConfig,
  name: string,
  env: Record<string, string> = {},
): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=@ctp/source', '--import', 'tsx', 'apps/server/src/bin.ts', 'worker'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: config.databaseUrl as string,
        CTP_DATA_DIR: config.dataDir,
        CTP_SESSION_SECRET: config.sessionSecret as string,
        CTP_ENCRYPTION_KEY: config.encryptionKey as string,
        CTP_PUBLIC_URL: config.publicUrl,
        CTP_LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

/** Resolves when `child` has exited (at once if it already has). */
export const exited = (child: ChildProcess): Promise<void> =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * The `ctp worker` processes one test starts, with queue supervision every second so a killed
 * worker's job is taken back as soon as its heartbeat lapses; `stopAll` kills what is still running.
 */
export function workerSet(config: () => ServerConfig) {
  const children: ChildProcess[] = [];
  return {
    start(name: string): ChildProcess {
      const child = spawnWorker(config(), name, { CTP_JOB_SUPERVISE_SECONDS: '1' });
      children.push(child);
      return child;
    },
    async stopAll(): Promise<void> {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await Promise.all(children.map(exited));
    },
  };
}
