/**
 * HTTP client for a partner's PACT v3 API (WBCSD Technical Specifications for PCF Data Exchange 3.0):
 * the token action (OAuth 2 client credentials, HTTP Basic), ListFootprints (following the RFC 8288
 * `Link` rel="next"), GetFootprint, the Events action (CloudEvents 1.0 structured mode) and CTP's
 * corporate export extension. Every answer is validated with the wire schemas in `wire.ts`; every
 * failure is a {@link PactClientError} with a stable `code`, so a caller (the sync job) can store the
 * reason on the supplier record without parsing messages.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { nextLinkOf } from './link-header.js';
import {
  CLOUDEVENTS_CONTENT_TYPE,
  CorporateExport,
  GetFootprintResponse,
  ListFootprintsResponse,
  PactError,
  type ProductFootprint,
  TokenError,
  TokenResponse,
} from './wire.js';

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
  type: PactEventTypeName;
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
  listFootprints(options?: { pageSize?: number }): Promise<ProductFootprint[]>;
  /** One footprint by id (`{base}/3/footprints/{id}`); a 404 is a `not-found` error. */
  getFootprint(id: string): Promise<ProductFootprint>;
  /** The partner's corporate export allocated to us for the period. */
  corporateExport(query: CorporateExportQuery): Promise<CorporateExport>;
  /** Posts an event to `{base}/3/events`; resolves with the event id on any 2xx. */
  sendEvent(event: OutgoingPactEvent): Promise<{ id: string }>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_PAGES = 100;
/** A token is renewed this long before the partner said it expires. */
const EXPIRY_MARGIN_MS = 30_000;

/** Creates a client for one partner. */
export function createPactClient(options: PactClientOptions): PactClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  let cached: { token: string; until: number } | undefined;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new PactClientError(
        'unreachable',
        `${new URL(url).origin} did not answer: ${reason(cause)}`,
        { url },
        { cause },
      );
    }
  }

  async function token(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const url = `${base}/auth/token`;
    const basic = Buffer.from(
      `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
    ).toString('base64');
    const res = await send(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${basic}`,
      },
      body: 'grant_type=client_credentials',
    });
    if (res.status === 400 || res.status === 401) {
      const body = TokenError.safeParse(await res.json().catch(() => undefined));
      const error = body.success ? body.data.error : `HTTP ${res.status}`;
      throw new PactClientError('unauthorized', `the partner refused our client credentials (${error})`, {
        status: res.status,
        pactCode: error,
        url,
      });
    }
    const parsed = await parseAnswer(res, url, TokenResponse);
    const lifetimeMs = (parsed.expires_in ?? 300) * 1000;
    cached = { token: parsed.access_token, until: Date.now() + Math.max(0, lifetimeMs - EXPIRY_MARGIN_MS) };
    return parsed.access_token;
  }

  async function authorized(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await send(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers, authorization: `Bearer ${await token()}` },
    });
    if (res.ok) return res;
    const body = await res.json().catch(() => undefined);
    const error = PactError.safeParse(body);
    const pactCode = error.success ? error.data.code : undefined;
    const message = error.success ? error.data.message : `HTTP ${res.status}`;
    const details = { status: res.status, url, ...(pactCode ? { pactCode } : {}) };
    // An invalid or expired token: forget it, so the next call authenticates again.
    if (res.status === 401 || (res.status === 400 && /token/i.test(message))) cached = undefined;
    if (res.status === 401 || pactCode === 'TokenExpired' || (res.status === 400 && /token/i.test(message)))
      throw new PactClientError('unauthorized', `the partner refused our token: ${message}`, details);
    if (res.status === 403)
      throw new PactClientError('access-denied', `the partner denied access: ${message}`, details);
    if (res.status === 404)
      throw new PactClientError('not-found', `the partner has no such resource: ${message}`, details);
    throw new PactClientError('http', `the partner answered ${res.status}: ${message}`, details);
  }

  return {
    token,
    async listFootprints({ pageSize } = {}) {
      const footprints: ProductFootprint[] = [];
      let url: string | undefined = `${base}/3/footprints${pageSize ? `?limit=${pageSize}` : ''}`;
      const seen = new Set<string>();
      for (let page = 0; url !== undefined; page++) {
        if (page >= maxPages || seen.has(url))
          throw new PactClientError('malformed', `pagination did not end after ${page} pages`, { url });
        seen.add(url);
        const res = await authorized(url);
        const body = await parseAnswer(res, url, ListFootprintsResponse);
        footprints.push(...body.data);
        const next = nextLinkOf(res.headers.get('link'), url);
        // A next link must stay on the partner's origin: never send our token elsewhere.
        if (next !== undefined && new URL(next).origin !== new URL(base).origin)
          throw new PactClientError('malformed', `the next page link leaves ${new URL(base).origin}`, {
            url,
          });
        url = next;
      }
      return footprints;
    },
    async getFootprint(id) {
      const url = `${base}/3/footprints/${encodeURIComponent(id)}`;
      const body = await parseAnswer(await authorized(url), url, GetFootprintResponse);
      return body.data;
    },
    async corporateExport({ periodStart, periodEnd }) {
      const query = new URLSearchParams({ periodStart, periodEnd });
      const url = `${base}/ctp/1/corporate-export?${query}`;
      return parseAnswer(await authorized(url), url, CorporateExport);
    },
    async sendEvent(event) {
      const id = event.id ?? randomUUID();
      const url = `${base}/3/events`;
      const body = {
        specversion: '1.0',
        id,
        source: event.source,
        time: event.time ?? new Date().toISOString(),
        type: event.type,
        data: event.data,
      };
      const res = await authorized(url, {
        method: 'POST',
        headers: { 'content-type': `${CLOUDEVENTS_CONTENT_TYPE}; charset=UTF-8` },
        body: JSON.stringify(body),
      });
      await res.body?.cancel();
      return { id };
    },
  };
}

async function parseAnswer<S extends z.ZodType>(res: Response, url: string, schema: S): Promise<z.output<S>> {
  if (!res.ok) {
    throw new PactClientError('http', `the partner answered ${res.status}`, { status: res.status, url });
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (cause) {
    throw new PactClientError('malformed', 'the answer is not JSON', { status: res.status, url }, { cause });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || '(root)';
    throw new PactClientError(
      'malformed',
      `the answer does not match the PACT schema at ${where}: ${issue?.message}`,
      {
        status: res.status,
        url,
      },
    );
  }
  return parsed.data;
}

function reason(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = (cause as { cause?: unknown }).cause;
    const code = inner && typeof inner === 'object' && 'code' in inner ? String(inner.code) : undefined;
    return code ?? cause.message;
  }
  return String(cause);
}
