import type { SharingGrant } from '@ctp/store';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppVariables } from '../../http/app-env.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { PactEventRegistry } from './event-handlers.js';

/** Variables of a PACT request: the server's own plus the grant the bearer token was issued for. */
export interface PactVariables extends AppVariables {
  /** Set by the bearer middleware on every authenticated PACT action. */
  grant: SharingGrant;
}

export interface PactEnv {
  Variables: PactVariables;
}

export type PactApp = OpenAPIHono<PactEnv>;

/** What the PACT API needs from the wiring. */
export interface PactDeps {
  runtime: Runtime;
  /** Handlers of received events (supplier side: RequestCreatedEvent; host side: the other three). */
  events: PactEventRegistry;
  /** The clock (tests move it to expire tokens). */
  now?: () => Date;
}

/** Base path of the PACT API on this server. */
export const PACT_BASE_PATH = '/pact';
