import { startWorker } from '../app/jobs.js';
import { openRuntime } from '../app/open-runtime.js';
import { createServerApp } from '../app/server-app.js';
import { startServer } from '../http/index.js';
import { createLogger, type Logger } from '../http/logging/index.js';
import {
  type Env,
  loadConfig,
  processEnv,
  redactedConfig,
  type ServerConfig,
} from '../wiring/config/index.js';
import type { Runtime } from '../wiring/runtime.js';
import type { CliIo } from './program.js';

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
 * `ctp serve` (HTTP only) and `ctp start` (HTTP and worker in one process): opens the runtime
 * (database, migrations, artifacts, job queue), starts the HTTP server, prints its address on
 * stderr (JSON logs go to stdout) and resolves once it has shut down (SIGTERM, SIGINT or
 * `io.shutdownSignal`): HTTP close → job queue stop → database close.
 */
export async function runServe(options: ServeOptions, io: CliIo, mode: 'serve' | 'start' = 'serve') {
  const { config, logger } = await configFromOptions(options, io);
  const runtime: Runtime = await openRuntime(config, { logger });
  let app: ReturnType<typeof createServerApp>;
  try {
    if (mode === 'start') await startWorker(runtime);
    app = createServerApp(runtime);
  } catch (error) {
    await runtime.close();
    throw error;
  }
  const handle = await startServer(app, {
    port: config.port,
    host: config.host,
    logger,
    handleSignals: true,
    shutdownHooks: runtime.shutdownHooks,
  }).catch(async (error) => {
    await runtime.close();
    throw error;
  });
  const worker = mode === 'start' ? ', worker running' : '';
  io.stderr(
    `ctp: serving on ${handle.url}${worker} (API docs at ${handle.url}/api/docs); stop with Ctrl+C\n`,
  );
  io.shutdownSignal?.addEventListener('abort', () => void handle.close(), { once: true });
  if (io.shutdownSignal?.aborted) void handle.close();
  await handle.closed;
}

/** `ctp worker`: the job queue only, until SIGTERM or SIGINT. */
export async function runWorker(options: ServeOptions, io: CliIo): Promise<void> {
  const { config, logger } = await configFromOptions(options, io);
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
  const runtime = await openRuntime(config, { logger, startJobs: false });
  try {
    return runtime.appliedMigrations;
  } finally {
    await runtime.close();
  }
}
