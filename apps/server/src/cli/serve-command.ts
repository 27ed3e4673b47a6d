import { loadConfig, processEnv, redactedConfig } from '../config/index.js';
import { createApp, startServer } from '../http/index.js';
import { createLogger } from '../logging/index.js';
import type { CliIo } from './program.js';

/** Options of `ctp serve`; each overrides its environment variable. */
export interface ServeOptions {
  port?: string;
  host?: string;
  dataDir?: string;
}

/**
 * `ctp serve`: loads the configuration (options over environment), starts the HTTP server, prints
 * its address on stderr (JSON logs go to stdout) and resolves once it has shut down, on SIGTERM or
 * SIGINT or when `io.shutdownSignal` aborts. Throws `ConfigError` before listening if unusable.
 */
export async function runServe(options: ServeOptions, io: CliIo): Promise<void> {
  const env = { ...(io.env ?? processEnv()) };
  if (options.port !== undefined) env.PORT = options.port;
  if (options.host !== undefined) env.HOST = options.host;
  if (options.dataDir !== undefined) env.CTP_DATA_DIR = options.dataDir;
  const config = await loadConfig(env, { cwd: io.cwd });

  const logger = createLogger({ level: config.logLevel, destination: { write: (line) => io.stdout(line) } });
  logger.info({ config: redactedConfig(config) }, 'configuration');
  const app = createApp({ logger, nodeEnv: config.nodeEnv, bodyLimitBytes: config.bodyLimitBytes });
  const handle = await startServer(app, {
    port: config.port,
    host: config.host,
    logger,
    handleSignals: true,
  });

  io.stderr(`ctp: serving on ${handle.url} (API docs at ${handle.url}/api/docs); stop with Ctrl+C\n`);
  io.shutdownSignal?.addEventListener('abort', () => void handle.close(), { once: true });
  if (io.shutdownSignal?.aborted) void handle.close();
  await handle.closed;
}
