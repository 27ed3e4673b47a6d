import type { Principal } from '@ctp/auth';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from './logging/index.js';

/** Variables every request carries in `c.var`. The auth wiring adds its own (session, organization). */
export interface AppVariables {
  /** The request id: accepted from `x-request-id` or generated; echoed in the response. */
  requestId: string;
  /** A pino child logger with the request id bound. */
  log: Logger;
  /** The authenticated caller (set by @ctp/auth's `authenticate`), `undefined` when anonymous. */
  principal: Principal | undefined;
}

/** The Hono environment of the server app. */
export interface AppEnv {
  Variables: AppVariables;
}

/** The app type route modules register on. */
export type App = OpenAPIHono<AppEnv>;

/**
 * A readiness check run by `/readyz`: resolves when the dependency is usable, rejects otherwise.
 * Examples the wiring provides: `database` (a `select 1`), `object-store` (a head or list call),
 * `migrations` (no pending migration).
 */
export interface ReadinessCheck {
  /** Short, stable name shown in the `/readyz` answer, e.g. `database`. */
  name: string;
  /** Rejects (or exceeds the timeout) when not ready. `signal` aborts on timeout. */
  check: (signal: AbortSignal) => Promise<void>;
}

/** A group of routes (one resource) registered on the app by the wiring, e.g. facilities. */
export type ApiModule = (app: App) => void;

/** What {@link createApp} needs. Everything except the logger has a default. */
export interface AppDeps {
  logger: Logger;
  /** `production` turns on HSTS. Default `development`. */
  nodeEnv?: 'development' | 'production' | 'test';
  /** Largest accepted request body in bytes (413 above). Default 10 MiB. */
  bodyLimitBytes?: number;
  /** Checks `/readyz` runs; none means ready. */
  readinessChecks?: ReadinessCheck[];
  /** Per-check timeout in milliseconds. Default 2000. */
  readinessTimeoutMs?: number;
  /**
   * Middleware run on every request after the request context, security headers and body limit and
   * before every route, the built-in ones included (authentication and the route table).
   */
  // biome-ignore lint/suspicious/noExplicitAny: middleware of any environment
  middleware?: MiddlewareHandler<any>[];
  /** Route modules, registered in order after the built-in routes. */
  modules?: ApiModule[];
  /** API version shown in the OpenAPI document. */
  version?: string;
  /**
   * Paths whose refusals by the input guard take another error shape than problem+json (a protocol
   * with its own, such as PACT's `{ code, message }`): the first matching prefix answers.
   */
  inputRefusals?: readonly InputRefusalShape[];
}

/** How the input guard answers a refused request under `pathPrefix` (see {@link AppDeps.inputRefusals}). */
export interface InputRefusalShape {
  pathPrefix: string;
  /** `status` is 413 for sizes of the body, else 400; `message` names the field, never echoing input unbounded. */
  respond(c: Context, refusal: { status: 400 | 413; message: string }): Response;
}
