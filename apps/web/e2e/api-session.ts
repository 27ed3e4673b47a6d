/**
 * The public HTTP API as a signed-in person uses it (session cookie and CSRF token), for the data an
 * end-to-end test needs but is not about: the test then checks what the screens show of it.
 */
import type { E2eServer } from './server.js';

/** Who signs in. */
export interface Credentials {
  slug: string;
  email: string;
  password: string;
}

/** The administrator made by {@link setUpOrganization}. */
export interface Admin extends Credentials {
  organizationId: string;
  organizationName: string;
}

/** A signed-in API session. */
export interface ApiSession {
  readonly csrfToken: string;
  /**
   * A request with the session cookie, the same `Origin` and, on writes, the CSRF token. An object
   * body goes as JSON; a string body as it is, with `contentType` (default `text/csv`).
   */
  request(method: string, path: string, body?: unknown, contentType?: string): Promise<Response>;
  /** {@link request}, failing unless the answer is 2xx; returns the JSON body (or null for 204). */
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

async function failure(response: Response, what: string): Promise<Error> {
  return new Error(`${what} answered ${response.status}: ${await response.text()}`);
}

/** First-time setup through `POST /api/setup`; returns the administrator's credentials. */
export async function setUpOrganization(
  server: E2eServer,
  overrides: Partial<{ name: string; slug: string; adminName: string; email: string; password: string }> = {},
): Promise<Admin> {
  const input = {
    organizationName: overrides.name ?? 'Demo Manufacturing',
    organizationSlug: overrides.slug ?? 'demo',
    adminName: overrides.adminName ?? 'Ada Admin',
    adminEmail: overrides.email ?? 'ada@example.com',
    adminPassword: overrides.password ?? 'a long enough passphrase',
  };
  const response = await fetch(`${server.url}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw await failure(response, 'POST /api/setup');
  const result = (await response.json()) as { organization: { id: string } };
  return {
    slug: input.organizationSlug,
    email: input.adminEmail,
    password: input.adminPassword,
    organizationId: result.organization.id,
    organizationName: input.organizationName,
  };
}

/** Signs in through `POST /api/auth/sign-in` and reads the CSRF token from the session. */
export async function apiSession(server: E2eServer, who: Credentials): Promise<ApiSession> {
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ organizationSlug: who.slug, email: who.email, password: who.password }),
  });
  if (!signIn.ok) throw await failure(signIn, 'POST /api/auth/sign-in');
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
  if (!session.ok) throw await failure(session, 'GET /api/auth/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };

  const request = (method: string, path: string, body?: unknown, contentType = 'text/csv') => {
    const headers: Record<string, string> = { cookie, origin: server.url, accept: 'application/json' };
    if (method !== 'GET' && method !== 'HEAD') headers['x-csrf-token'] = csrfToken;
    let payload: string | undefined;
    if (typeof body === 'string') {
      headers['content-type'] = contentType;
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    });
  };
  return {
    csrfToken,
    request,
    async json<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await request(method, path, body);
      if (!response.ok) throw await failure(response, `${method} ${path}`);
      return (response.status === 204 ? null : await response.json()) as T;
    },
  };
}
