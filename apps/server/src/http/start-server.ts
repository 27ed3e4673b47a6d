import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from './logging/index.js';

/** Work run once after the HTTP server drained: stop the worker, close the database, flush logs. */
export interface ShutdownHook {
  /** Shown in the shutdown log, e.g. `worker` or `database`. */
  name: string;
  run: () => Promise<void>;
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  port: number;
  host: string;
  logger?: Logger | undefined;
  /** How long in-flight requests may take to finish before their connections are cut. Default 10 s. */
  shutdownTimeoutMs?: number | undefined;
  /** Run in order after the server stopped, each awaited; a failing hook is logged and the next runs. */
  shutdownHooks?: ShutdownHook[] | undefined;
  /** Close on SIGTERM and SIGINT (a second signal cuts open connections). Default false. */
  handleSignals?: boolean | undefined;
}

/** A listening server. */
export interface ServerHandle {
  /** `http://host:port` with the port actually bound (useful with port 0). */
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to the timeout), then runs the hooks. Idempotent. */
  close: () => Promise<void>;
  /** Settles when {@link ServerHandle.close} finished, whoever started it (a signal or a caller). */
  closed: Promise<void>;
}

type FetchApp = { fetch: (request: Request, ...rest: never[]) => Response | Promise<Response> };

/** Starts the app on `host:port` with @hono/node-server and resolves once it listens. */
export async function startServer(app: FetchApp, options: StartServerOptions): Promise<ServerHandle> {
  const { logger, shutdownHooks = [], shutdownTimeoutMs = 10_000 } = options;
  const server = serve({ fetch: app.fetch as never, port: options.port, hostname: options.host }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => logger?.error({ err }, 'server error'));
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}`;

  let closing: Promise<void> | undefined;
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });

  const drain = () =>
    new Promise<void>((resolve) => {
      // Keep-alive sockets that become idle after their last response are closed as they appear.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const force = setTimeout(() => {
        logger?.warn({ timeoutMs: shutdownTimeoutMs }, 'shutdown timeout: closing open connections');
        server.closeAllConnections();
      }, shutdownTimeoutMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });

  const close = () => {
    closing ??= (async () => {
      logger?.info({ url }, 'shutting down: no new connections, finishing in-flight requests');
      await drain();
      for (const hook of shutdownHooks) {
        try {
          await hook.run();
          logger?.info({ hook: hook.name }, 'shutdown hook done');
        } catch (err) {
          logger?.error({ hook: hook.name, err }, 'shutdown hook failed');
        }
      }
      removeSignalHandlers();
      logger?.info('stopped');
      markClosed();
    })();
    return closing;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger?.warn({ signal }, 'second signal: closing open connections now');
      server.closeAllConnections();
      return;
    }
    logger?.info({ signal }, 'signal received');
    void close();
  };
  const removeSignalHandlers = () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  };
  if (options.handleSignals) {
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  logger?.info({ url }, 'listening');
  return { url, close, closed };
}
