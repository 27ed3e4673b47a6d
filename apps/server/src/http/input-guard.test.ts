import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.js';
import { jsonFinding } from './input-guard.js';
import { INPUT_LIMITS } from './input-limits.js';
import { type ServerHandle, startServer } from './start-server.js';

const post = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

async function problemOf(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return (await res.json()) as { status: number; code: string; detail: string; errors: unknown[] };
}

describe('input guard: characters', () => {
  const { app } = testApp();

  it('refuses a NUL escape in a JSON string with 400 naming the field', async () => {
    const res = await app.request('/api/widgets', post('{"name":"a\\u0000b","quantity":1}'));
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ pointer: '/name', in: 'json', code: 'invalid_characters' }],
    });
  });

  it('refuses a lone surrogate in a nested string and in a member name', async () => {
    const nested = await app.request(
      '/api/widgets',
      post('{"name":"a","quantity":1,"tags":[{"label":"x\\ud800"}]}'),
    );
    expect(await problemOf(nested)).toMatchObject({
      errors: [
        { pointer: '/tags/0/label', code: 'invalid_characters', message: expect.stringMatching(/surrogate/) },
      ],
    });
    const key = await app.request('/api/widgets', post('{"name":"a","quantity":1,"\\udc00":1}'));
    expect(key.status).toBe(400);
    expect(await problemOf(key)).toMatchObject({
      errors: [{ pointer: '/\uFFFD', code: 'invalid_characters' }],
    });
  });

  it('accepts a proper surrogate pair (an emoji)', async () => {
    const res = await app.request('/api/widgets', post('{"name":"plant \\ud83c\\udf31","quantity":1}'));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe('plant 🌱');
  });

  it('refuses %00 in the query and in the path, naming the parameter', async () => {
    const query = await app.request('/api/widgets/00000000-0000-4000-8000-000000000000?filter=a%00b');
    expect(query.status).toBe(400);
    expect(await problemOf(query)).toMatchObject({ errors: [{ pointer: '/filter', in: 'query' }] });
    const path = await app.request('/api/widgets/abc%00');
    expect(path.status).toBe(400);
    expect(await problemOf(path)).toMatchObject({ errors: [{ in: 'path', code: 'invalid_characters' }] });
    const surrogate = await app.request('/api/widgets/00000000-0000-4000-8000-000000000000?q=%ED%A0%80');
    expect(surrogate.status).not.toBe(500);
  });
});

describe('input guard: sizes', () => {
  const { app } = testApp();

  it('answers 10,000 nested brackets with 413 instead of overflowing the stack', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const res = await app.request('/api/widgets', post(deep));
    expect(res.status).toBe(413);
    const body = await problemOf(res);
    expect(body.errors).toEqual([
      expect.objectContaining({ code: 'too_big', message: expect.stringMatching(/deeper/) }),
    ]);
    // The pointer names where the limit was crossed, never the whole input.
    expect(JSON.stringify(body).length).toBeLessThan(2_000);
  });

  it('answers an array beyond the limit with 413 naming it', async () => {
    const huge = `{"name":"a","quantity":1,"tags":[${'0,'.repeat(INPUT_LIMITS.maxArrayLength)}0]}`;
    const res = await app.request('/api/widgets', post(huge));
    expect(res.status).toBe(413);
    expect(await problemOf(res)).toMatchObject({ errors: [{ pointer: '/tags', code: 'too_big' }] });
  });

  it('refuses a query string beyond the limit before any route runs', async () => {
    const res = await app.request(`/api/widgets/x?f=${'a'.repeat(INPUT_LIMITS.maxQueryLength)}`);
    expect(res.status).toBe(400);
    const body = await problemOf(res);
    expect(body.errors).toEqual([expect.objectContaining({ in: 'query', code: 'too_big' })]);
    expect(body.detail.length).toBeLessThan(300);
  });

  it('leaves malformed JSON to the route (malformed-json)', async () => {
    const res = await app.request('/api/widgets', post('{"name":'));
    expect(await problemOf(res)).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it('walks any depth without recursion', () => {
    let value: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) value = [value];
    expect(jsonFinding(value)?.error.message).toMatch(/deeper than 32/);
  });
});

describe('413 on a real socket', () => {
  let handle: ServerHandle | undefined;
  afterEach(async () => handle?.close());

  /** One POST through `agent`, resolving to the status and the Connection header. */
  const send = (url: string, agent: Agent, body: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = request(
        `${url}/api/widgets`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('says Connection: close, so the next pooled request does not hit a closing socket', async () => {
    handle = await startServer(testApp({ bodyLimitBytes: 1024 }).app, { port: 0, host: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = await send(
        handle.url,
        agent,
        JSON.stringify({ name: 'x'.repeat(64 * 1024), quantity: 1 }),
      );
      expect(tooLarge).toEqual({ status: 413, connection: 'close' });
      const next = await send(handle.url, agent, JSON.stringify({ name: 'ok', quantity: 1 }));
      expect(next.status).toBe(201);
    } finally {
      agent.destroy();
    }
  });
});
