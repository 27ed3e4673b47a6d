import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.js';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

async function problemOf(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.status).toBe(res.status);
  expect(body.requestId).toBe(res.headers.get('x-request-id'));
  return body;
}

describe('problem+json for every error', () => {
  const { app, logs } = testApp({ bodyLimitBytes: 2048 });

  it('accepts a valid body', async () => {
    const res = await app.request('/api/widgets', json({ name: 'a', quantity: 2 }));
    expect(res.status).toBe(201);
  });

  it('404 for an unknown path', async () => {
    const body = await problemOf(await app.request('/nope?x=1'));
    expect(body).toMatchObject({
      type: 'urn:ctp:problem:not-found',
      code: 'NOT_FOUND',
      instance: '/nope',
    });
  });

  it('405 with Allow when another method serves the path', async () => {
    const res = await app.request('/api/widgets', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await problemOf(res)).toMatchObject({ type: 'urn:ctp:problem:method-not-allowed' });
    expect((await app.request('/healthz', { method: 'DELETE' })).headers.get('allow')).toBe('GET, HEAD');
  });

  it('400 validation-failed with a pointer per invalid value', async () => {
    const res = await app.request('/api/widgets', json({ name: '', quantity: 1.5, tags: [{ label: 3 }] }));
    expect(res.status).toBe(400);
    const body = await problemOf(res);
    expect(body.type).toBe('urn:ctp:problem:validation-failed');
    expect(body.errors).toEqual([
      { pointer: '/name', in: 'json', code: 'too_small', message: expect.any(String) },
      { pointer: '/quantity', in: 'json', code: 'invalid_type', message: expect.any(String) },
      { pointer: '/tags/0/label', in: 'json', code: 'invalid_type', message: expect.any(String) },
    ]);
  });

  it('400 validation-failed for a bad path parameter', async () => {
    const body = await problemOf(await app.request('/api/widgets/not-a-uuid'));
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ pointer: '/id', in: 'param' }] });
  });

  it('400 unknown-field naming every unknown field, nested too', async () => {
    const res = await app.request(
      '/api/widgets',
      json({ name: 'a', quantity: 1, colour: 'red', tags: [{ label: 'x', y: 1 }] }),
    );
    expect(res.status).toBe(400);
    const body = await problemOf(res);
    expect(body.type).toBe('urn:ctp:problem:unknown-field');
    expect(body.detail).toContain('/colour');
    expect(body.errors).toHaveLength(2);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        {
          pointer: '/colour',
          in: 'json',
          code: 'unrecognized_keys',
          message: 'unknown field "colour"; the schema does not allow it',
        },
        {
          pointer: '/tags/0/y',
          in: 'json',
          code: 'unrecognized_keys',
          message: expect.stringContaining('"y"'),
        },
      ]),
    );
  });

  it('400 malformed-json', async () => {
    const res = await app.request('/api/widgets', json('{"name": "a",'));
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toMatchObject({
      type: 'urn:ctp:problem:malformed-json',
      code: 'MALFORMED_JSON',
    });
  });

  it('415 for a body that is not JSON, or has no content type', async () => {
    const res = await app.request('/api/widgets', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(415);
    expect(await problemOf(res)).toMatchObject({ type: 'urn:ctp:problem:unsupported-media-type' });
    const bare = await app.request('/api/widgets', { method: 'POST', body: new Blob(['{}']) });
    expect(bare.status).toBe(415);
  });

  it('413 above the body limit', async () => {
    const res = await app.request('/api/widgets', json({ name: 'x'.repeat(5000), quantity: 1 }));
    expect(res.status).toBe(413);
    expect(await problemOf(res)).toMatchObject({
      type: 'urn:ctp:problem:payload-too-large',
      limitBytes: 2048,
    });
  });

  it('413 for a streamed body without content-length', async () => {
    const chunk = new TextEncoder().encode(`{"name":"${'x'.repeat(1500)}`);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await app.request('/api/widgets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('500 internal-error without stack or message for an unexpected exception; the stack is logged', async () => {
    const res = await app.request('/boom', { headers: { 'x-request-id': 'req-boom-123' } });
    expect(res.status).toBe(500);
    const text = await res.clone().text();
    expect(text).not.toMatch(/hunter2|at .*\.ts|stack/);
    expect(await problemOf(res)).toMatchObject({
      type: 'urn:ctp:problem:internal-error',
      requestId: 'req-boom-123',
    });
    const logged = logs.lines.find((l) => l.msg === 'request failed') as {
      requestId: string;
      err: { stack: string };
    };
    expect(logged.requestId).toBe('req-boom-123');
    expect(logged.err.stack).toContain('test-app.ts');
  });

  it('maps a CtpError code through the table, with its details', async () => {
    const res = await app.request('/factor');
    expect(res.status).toBe(422);
    const body = await problemOf(res);
    expect(body).toMatchObject({
      type: 'urn:ctp:problem:factor-not-found',
      code: 'FACTOR_NOT_FOUND',
    });
    expect(body.details).toMatchObject({ category: 'c', region: 'US' });
    expect(body.detail).toMatch(/^no factor for c\/s/);
  });

  it('maps errors of other packages by code, showing their message only below 500', async () => {
    const forbidden = await problemOf(await app.request('/forbidden'));
    expect(forbidden).toMatchObject({
      status: 403,
      type: 'urn:ctp:problem:forbidden',
      detail: 'ORG_MEMBER may not approve overrides',
    });
    const internal = await problemOf(await app.request('/internal-code'));
    expect(internal).toMatchObject({ status: 500, type: 'urn:ctp:problem:internal-error' });
    expect(JSON.stringify(internal)).not.toContain('db.internal');
  });

  it('answers HEAD like GET without a body, and OPTIONS with 405 and Allow', async () => {
    const head = await app.request('/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const options = await app.request('/api/widgets', { method: 'OPTIONS' });
    expect(options.status).toBe(405);
    expect(options.headers.get('allow')).toBe('POST');
  });

  it('keeps the authentication challenge of an HTTPException', async () => {
    const res = await app.request('/private');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await problemOf(res)).toMatchObject({ type: 'urn:ctp:problem:unauthenticated' });
  });
});
