import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.js';

describe('/healthz', () => {
  it('answers 200 while the process runs', async () => {
    const res = await testApp().app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'alive' });
  });
});

describe('/readyz', () => {
  it('is ready with no checks', async () => {
    const res = await testApp().app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: [] });
  });

  it('runs every injected check and reports each by name', async () => {
    const ran: string[] = [];
    const check = (name: string) => ({ name, check: async () => void ran.push(name) });
    const { app } = testApp({
      readinessChecks: [check('database'), check('object-store'), check('migrations')],
    });
    const res = await app.request('/readyz');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { checks: { name: string; ok: boolean }[] };
    expect(body.checks.map((c) => [c.name, c.ok])).toEqual([
      ['database', true],
      ['object-store', true],
      ['migrations', true],
    ]);
    expect(ran.sort()).toEqual(['database', 'migrations', 'object-store']);
  });

  it('answers 503 naming the failing checks (rejected or timed out), causes only in the log', async () => {
    let aborted = false;
    const { app, logs } = testApp({
      readinessTimeoutMs: 50,
      readinessChecks: [
        { name: 'database', check: async () => {} },
        { name: 'object-store', check: () => Promise.reject(new Error('ECONNREFUSED 10.0.0.7:9000')) },
        {
          name: 'migrations',
          check: (signal) =>
            new Promise((resolve) => {
              signal.addEventListener('abort', () => {
                aborted = true;
                resolve();
              });
            }),
        },
      ],
    });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const text = await res.text();
    expect(text).not.toContain('10.0.0.7');
    expect(JSON.parse(text)).toMatchObject({
      type: 'urn:ctp:problem:not-ready',
      failedChecks: ['object-store', 'migrations'],
      detail: 'Failing readiness checks: object-store, migrations.',
    });
    expect(aborted).toBe(true);
    const warned = logs.lines.filter((l) => l.msg === 'readiness check failed').map((l) => l.check);
    expect(warned).toEqual(['object-store', 'migrations']);
  });
});
