/**
 * HTTP client for a partner's PACT v3 API (WBCSD Technical Specifications for PCF Data Exchange 3.0):
 * the token action (OAuth 2 client credentials, HTTP Basic), ListFootprints (following the RFC 8288
 * `Link` rel="next"), GetFootprint, the Events action (CloudEvents 1.0 structured mode) and CTP's
 * corporate export extension. Every answer is validated with the wire schemas in `wire.ts`; every
 * failure is a {@link PactClientError} with a stable `code`, so a caller (the sync job) can store the
 * reason on the supplier record without parsing messages.
 *
 * SIGNATURES FIRST (agreed interface with the supplier side); the implementation follows.
 */

/** Where the partner's PACT API is and the client credentials it issued to us. */
export interface PactClientOptions {
  /** The partner's PACT base URL, e.g. `https://supplier.example/pact` (actions under `{base}/3/…`). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per-request timeout; defaults to 10 s. */
  timeoutMs?: number;
  /** Injected for tests only where no real server can answer; defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Upper bound on pages followed through `Link` rel="next" (defaults to 100), so a looping partner cannot hold a job. */
  maxPages?: number;
}

/**
 * Why a call to a partner failed:
 * - `unreachable`: connection refused, DNS, TLS or timeout;
 * - `unauthorized`: the token action refused the credentials (`invalid_client`) or a data action refused the token;
 * - `access-denied`: the partner answered 403 (the grant does not cover this);
 * - `not-found`: GetFootprint for an id the partner does not know (404 `NotFound`);
 * - `malformed`: the answer did not match the PACT wire schema (or was not JSON);
 * - `http`: any other non-success status.
 */
export type PactClientErrorCode =
  | 'unreachable'
  | 'unauthorized'
  | 'access-denied'
  | 'not-found'
  | 'malformed'
  | 'http';

/** A failed exchange with a partner, with a stable code and (when there was an answer) its HTTP status and PACT error code. */
export class PactClientError extends Error {
  constructor(
    readonly code: PactClientErrorCode,
    message: string,
    readonly details: { status?: number; pactCode?: string; url?: string } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PactClientError';
  }
}

/** The four PACT v3 event types (CloudEvents `type`). */
export type PactEventTypeName =
  | 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3'
  | 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3'
  | 'org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3'
  | 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3';

/**
 * An event to send; the client fills the CloudEvents envelope (`specversion` 1.0, `id` when absent,
 * `time` when absent) and posts it as `application/cloudevents+json`. `data` is validated by the
 * caller against the wire schema of its type.
 */
export interface OutgoingPactEvent {
  type: PactEventTypeName | (string & {});
  /** CloudEvents `source`: the sender's events URL, e.g. `//host.example/pact/3/events`. */
  source: string;
  data: unknown;
  id?: string;
  time?: string;
}

/** Query of the corporate export (CTP extension `/ctp/1/corporate-export`). */
export interface CorporateExportQuery {
  /** Inclusive ISO dates of the reporting period. */
  periodStart: string;
  periodEnd: string;
}

/** The client for one partner and one set of credentials (tokens cached until shortly before expiry). */
export interface PactClient {
  /** Obtains (or reuses) a bearer token with the client credentials (HTTP Basic) at `{base}/auth/token`. */
  token(): Promise<string>;
  /** Every footprint the credentials may read, following `Link` rel="next" from `{base}/3/footprints`. */
  listFootprints(options?: { pageSize?: number }): Promise<unknown[]>;
  /** One footprint by id (`{base}/3/footprints/{id}`); a 404 is a `not-found` error. */
  getFootprint(id: string): Promise<unknown>;
  /** The partner's corporate export allocated to us for the period. */
  corporateExport(query: CorporateExportQuery): Promise<unknown>;
  /** Posts an event to `{base}/3/events`; resolves on any 2xx. */
  sendEvent(event: OutgoingPactEvent): Promise<void>;
}

/** Creates a client for one partner. (Implementation follows the signatures commit.) */
export function createPactClient(_options: PactClientOptions): PactClient {
  throw new Error('createPactClient: not implemented yet');
}
