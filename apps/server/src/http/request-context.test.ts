import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.js';
import { acceptRequestId } from './request-context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a valid incoming id and replaces an invalid one', () => {
    expect(acceptRequestId('abc-123_XYZ.9:z')).toBe('abc-123_XYZ.9:z');
    expect(acceptRequestId('short')).toMatch(UUID);
    expect(acceptRequestId('has spaces in it')).toMatch(UUID);
    expect(acceptRequestId('x'.repeat(129))).toMatch(UUID);
    expect(acceptRequestId(undefined)).toMatch(UUID);
  });

  it('echoes the id in the response header, on errors too', async () => {
    const { app } = testApp();
    const given = await app.request('/healthz', { headers: { 'x-request-id': 'client-id-0001' } });
    expect(given.headers.get('x-request-id')).toBe('client-id-0001');
    const made = await app.request('/nope', { headers: { 'x-request-id': '<script>' } });
    expect(made.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('logging', () => {
  it('writes one access line per request with method, route pattern, status and duration', async () => {
    const { app, logs } = testApp();
    const id = '8c2f7a1e-0000-4000-8000-000000000001';
    await app.request(`/api/widgets/${id}`, { headers: { 'x-request-id': 'req-access-1' } });
    await app.request('/missing', { headers: { 'x-request-id': 'req-access-2' } });
    const access = logs.lines.filter((l) => l.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({
        requestId: 'req-access-1',
        method: 'GET',
        route: '/api/widgets/:id',
        status: 200,
      }),
      expect.objectContaining({ requestId: 'req-access-2', method: 'GET', route: null, status: 404 }),
    ]);
    expect(typeof access[0]?.durationMs).toBe('number');
  });

  it('puts the request id on every line a handler writes and never logs credentials', async () => {
    const { app, logs } = testApp();
    await app.request('/api/widgets/8c2f7a1e-0000-4000-8000-000000000001', {
      headers: {
        authorization: 'Bearer secret-token-1',
        cookie: 'ctp_session=secret-token-2',
        'x-request-id': 'req-cred-01',
      },
    });
    const handlerLine = logs.lines.find((l) => l.msg === 'headers seen');
    expect(handlerLine?.requestId).toBe('req-cred-01');
    expect(JSON.stringify(logs.lines)).not.toMatch(/secret-token/);
  });
});
