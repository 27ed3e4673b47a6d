import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './app-env.js';
import type { Logger } from './logging/index.js';

/** Header that carries the request id in both directions. */
export const REQUEST_ID_HEADER = 'x-request-id';

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** An incoming request id is kept when it is 8–128 characters of `A-Z a-z 0-9 . _ : -`; else a UUID is made. */
export function acceptRequestId(incoming: string | undefined): string {
  return incoming !== undefined && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * `logger.child(bindings)`, made at the first use: a pino child applies the redaction paths to its
 * bindings when made, which most requests (nothing to log below the configured level) never need.
 */
function lazyChild(logger: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  return new Proxy(logger, {
    get(_target, property) {
      child ??= logger.child(bindings);
      const value = Reflect.get(child, property, child);
      return typeof value === 'function' ? value.bind(child) : value;
    },
  });
}

/**
 * First middleware: assigns the request id (echoed in `x-request-id`), puts a child logger carrying
 * it in `c.var.log`, and writes one access log line per request (method, route, status, duration)
 * when its level is enabled.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = acceptRequestId(c.req.header(REQUEST_ID_HEADER));
    const log = lazyChild(logger, { requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    try {
      await next();
    } finally {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      const status = c.res.status;
      const level = status >= 500 ? 'error' : 'info';
      if (logger.isLevelEnabled(level)) {
        const handler = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
        const line = {
          method: c.req.method,
          route: handler?.path ?? null,
          path: c.req.path,
          status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        };
        log[level](line, 'request');
      }
    }
  };
}
