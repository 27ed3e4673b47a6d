import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The CSRF token of the current session, sent as `x-csrf-token` on every write. */
export interface CsrfStore {
  get(): string | null;
  set(token: string | null): void;
}

/** A CSRF token kept in memory (it is not a secret from the page: the session answer holds it). */
export function memoryCsrfStore(): CsrfStore {
  let token: string | null = null;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/** Adds the session's CSRF token to writes; reads stay plain. */
export function csrfMiddleware(csrf: CsrfStore): Middleware {
  return {
    onRequest({ request }) {
      const token = csrf.get();
      if (token !== null && WRITE_METHODS.has(request.method.toUpperCase())) {
        request.headers.set('x-csrf-token', token);
      }
      return request;
    },
  };
}

/** Options of {@link createApiClient}; tests pass a stub `fetch` and an absolute `baseUrl`. */
export interface ApiClientOptions {
  csrf: CsrfStore;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * The typed client of the CTP API (types generated from the served OpenAPI document). Cookies go
 * only to the same origin: the application is served by the server it talks to.
 */
export function createApiClient(options: ApiClientOptions) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(csrfMiddleware(options.csrf));
  return client;
}

/** The typed client. */
export type ApiClient = ReturnType<typeof createApiClient>;
