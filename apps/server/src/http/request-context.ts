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
 * First middleware: assigns the request id (echoed in `x-request-id`), puts a child logger carrying
 * it in `c.var.log`, and writes one access log line per request (method, route, status, duration).
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = acceptRequestId(c.req.header(REQUEST_ID_HEADER));
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    try {
      await next();
    } finally {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      const handler = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
      const status = c.res.status;
      const line = {
        method: c.req.method,
        route: handler?.path ?? null,
        path: c.req.path,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    }
  };
}
