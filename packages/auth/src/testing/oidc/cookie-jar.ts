/**
 * A minimal cookie jar for tests that drive a browser flow with `fetch` (`redirect: 'manual'`):
 * remembers `name=value` per origin from `Set-Cookie`, drops cookies cleared with `Max-Age=0`.
 * TEST HELPER: no paths, domains or expiry beyond that.
 */
export class TestCookieJar {
  readonly #cookies = new Map<string, Map<string, string>>();

  /** Records the `Set-Cookie` headers of a response from `url`. */
  store(url: string | URL, response: Response): void {
    const origin = new URL(url).origin;
    const jar = this.#cookies.get(origin) ?? new Map<string, string>();
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (cleared) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1).trim());
    }
    this.#cookies.set(origin, jar);
  }

  /** The `Cookie` header value for `url`, or `undefined` when there is nothing to send. */
  header(url: string | URL): string | undefined {
    const jar = this.#cookies.get(new URL(url).origin);
    if (jar === undefined || jar.size === 0) return undefined;
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** One cookie's value for `url`'s origin. */
  get(url: string | URL, name: string): string | undefined {
    return this.#cookies.get(new URL(url).origin)?.get(name);
  }

  /** `fetch` with this jar and manual redirects. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie !== undefined) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, response);
    return response;
  }
}
