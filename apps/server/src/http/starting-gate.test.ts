import { describe, expect, it } from 'vitest';
import { createStartingGate } from './starting-gate.js';

const get = (path: string, method = 'GET') => new Request(`http://127.0.0.1${path}`, { method });

describe('starting gate', () => {
  it('answers /healthz as alive and everything else, /readyz included, as not ready while starting', async () => {
    const gate = createStartingGate();
    const health = await gate.fetch(get('/healthz'));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'alive' });
    for (const path of ['/readyz', '/api/activities', '/']) {
      const res = await gate.fetch(get(path));
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toMatchObject({
        type: 'urn:ctp:problem:not-ready',
        code: 'NOT_READY',
        instance: path,
        failedChecks: ['starting'],
      });
    }
    expect((await gate.fetch(get('/healthz', 'POST'))).status).toBe(503);
  });

  it('hands every request, with the adapter bindings, to the app once opened', async () => {
    const gate = createStartingGate();
    const seen: unknown[] = [];
    gate.open({
      fetch: (request: Request, ...rest: unknown[]) => {
        seen.push(new URL(request.url).pathname, ...rest);
        return new Response('from the app', { status: 201 });
      },
    });
    const bindings = { incoming: 'socket' };
    const res = await (gate.fetch as (r: Request, b: unknown) => Promise<Response>)(
      get('/healthz'),
      bindings,
    );
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('from the app');
    expect(seen).toEqual(['/healthz', bindings]);
  });
});
