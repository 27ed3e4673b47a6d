import { createLogger, type Logger } from '../http/logging/index.js';
import { type ShutdownHook, startServer } from '../http/start-server.js';
import { createStartingGate, type GatedApp } from '../http/starting-gate.js';
import {
  type Env,
  loadConfig,
  processEnv,
  redactedConfig,
  type ServerConfig,
} from '../wiring/config/index.js';
import type { Runtime } from '../wiring/runtime.js';
import type { CliIo } from './program.js';

// The runtime (store, PGlite, pg-boss, engine, reporting) and the app's routes are imported when a
// command opens them, not with this module: `ctp serve` and `ctp start` listen (answering `/healthz`
// as alive and everything else as not ready) while these load, and `ctp import` and `ctp demo`,
// which only need `configFromOptions`, do not load the HTTP app at all.
const runtimeModule = () => import('../app/open-runtime.js');
const serverAppModule = () => import('../app/server-app.js');
const jobsModule = () => import('../app/jobs.js');

/** Options of `ctp serve` and `ctp start`; each overrides its environment variable. */
export interface ServeOptions {
  port?: string;
  host?: string;
  dataDir?: string;
}

/** Loads the configuration with the command-line options over the environment. */
export async function configFromOptions(
  options: ServeOptions,
  io: CliIo,
  logTo: 'stdout' | 'stderr' = 'stdout',
): Promise<{ config: ServerConfig; logger: Logger }> {
  const env: Env = { ...(io.env ?? processEnv()) };
  if (options.port !== undefined) env.PORT = options.port;
  if (options.host !== undefined) env.HOST = options.host;
  if (options.dataDir !== undefined) env.CTP_DATA_DIR = options.dataDir;
  const config = await loadConfig(env, { cwd: io.cwd });
  const logger = createLogger({ level: config.logLevel, destination: { write: (line) => io[logTo](line) } });
  logger.info({ config: redactedConfig(config) }, 'configuration');
  return { config, logger };
}

/** Resolves when SIGTERM, SIGINT or `io.shutdownSignal` asks to stop. */
function stopRequested(io: CliIo, logger: Logger): { promise: Promise<void>; dispose: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'signal received');
    resolve();
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  io.shutdownSignal?.addEventListener('abort', () => resolve(), { once: true });
  if (io.shutdownSignal?.aborted) resolve();
  return {
    promise,
    dispose: () => {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
    },
  };
}

/**
 * `ctp serve` (HTTP only) and `ctp start` (HTTP and worker in one process). Listens first, behind a
 * {@link createStartingGate | starting gate}: `/healthz` (liveness) answers at once, everything else
 * (`/readyz` included) answers 503 `not-ready` until the runtime (database, migrations, artifacts, job
 * queue) and the app are open. Then the gate hands every request to the app, the address is printed on
 * stderr (JSON logs go to stdout) and, for `start`, the worker starts. Resolves once the server has shut
 * down (SIGTERM, SIGINT or `io.shutdownSignal`): HTTP close → job queue stop → database close. A stop
 * asked for while starting waits for the runtime to open, then closes it.
 */
export async function runServe(options: ServeOptions, io: CliIo, mode: 'serve' | 'start' = 'serve') {
  const { config, logger } = await configFromOptions(options, io);
  const gate = createStartingGate();
  // Filled once the runtime is open; the server runs them after it drained, whenever that is.
  const shutdownHooks: ShutdownHook[] = [];
  const handle = await startServer(gate, {
    port: config.port,
    host: config.host,
    logger,
    handleSignals: true,
    shutdownHooks,
  });
  io.shutdownSignal?.addEventListener('abort', () => void handle.close(), { once: true });
  if (io.shutdownSignal?.aborted) void handle.close();
  let stopped = false;
  void handle.closed.then(() => {
    stopped = true;
  });

  let runtime: Runtime;
  let app: GatedApp;
  try {
    const [{ openRuntime }, { createServerApp }] = await Promise.all([runtimeModule(), serverAppModule()]);
    runtime = await openRuntime(config, { logger });
    try {
      app = createServerApp(runtime);
    } catch (error) {
      await runtime.close();
      throw error;
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  gate.open(app);
  if (stopped) {
    // Stopped while the runtime opened: the server already drained, so close what it could not.
    await runtime.close();
    return;
  }
  shutdownHooks.push(...runtime.shutdownHooks);
  if (mode === 'start') {
    try {
      const { startWorker } = await jobsModule();
      await startWorker(runtime);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  const worker = mode === 'start' ? ', worker running' : '';
  io.stderr(
    `ctp: serving on ${handle.url}${worker} (API docs at ${handle.url}/api/docs); stop with Ctrl+C\n`,
  );
  await handle.closed;
}

/** `ctp worker`: the job queue only, until SIGTERM or SIGINT. */
export async function runWorker(options: ServeOptions, io: CliIo): Promise<void> {
  const { config, logger } = await configFromOptions(options, io);
  const [{ openRuntime }, { startWorker }] = await Promise.all([runtimeModule(), jobsModule()]);
  const runtime = await openRuntime(config, { logger });
  const stop = stopRequested(io, logger);
  try {
    const queues = await startWorker(runtime);
    io.stderr(`ctp: worker running (queues: ${queues.join(', ')}); stop with Ctrl+C\n`);
    await stop.promise;
  } finally {
    stop.dispose();
    await runtime.close();
    logger.info('stopped');
  }
}

/** `ctp migrate`: applies pending migrations and prints their names. */
export async function runMigrate(options: ServeOptions, io: CliIo): Promise<string[]> {
  const { config, logger } = await configFromOptions(options, io, 'stderr');
  const { openRuntime } = await runtimeModule();
  const runtime = await openRuntime(config, { logger, startJobs: false });
  try {
    return runtime.appliedMigrations;
  } finally {
    await runtime.close();
  }
}
