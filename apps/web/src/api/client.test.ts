import { describe, expect, it } from 'vitest';
import { createApiClient, memoryCsrfStore } from './client';

describe('the API client', () => {
  it('sends the CSRF token on writes only, and cookies to the same origin only', async () => {
    const seen: Request[] = [];
    const csrf = memoryCsrfStore();
    csrf.set('token-1');
    const client = createApiClient({
      csrf,
      baseUrl: 'http://ctp.test',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(input instanceof Request ? input : new Request(input, init));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await client.GET('/api/auth/session');
    await client.POST('/api/auth/sign-out');
    expect(seen[0]?.headers.get('x-csrf-token')).toBeNull();
    expect(seen[1]?.headers.get('x-csrf-token')).toBe('token-1');
    expect(seen[1]?.credentials).toBe('same-origin');
  });
});
