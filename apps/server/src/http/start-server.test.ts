import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.js';
import { type ServerHandle, startServer } from './start-server.js';

/** One GET on a fresh connection (no keep-alive pool), resolving to status and body. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startServer', () => {
  let handle: ServerHandle | undefined;
  afterEach(async () => handle?.close());

  it('serves the app on a real socket and reports the bound port', async () => {
    handle = await startServer(testApp().app, { port: 0, host: '127.0.0.1' });
    expect(handle.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await get(`${handle.url}/healthz`);
    expect(res).toEqual({ status: 200, body: '{"status":"alive"}' });
  });

  it('closes promptly with idle keep-alive connections open', async () => {
    handle = await startServer(testApp().app, { port: 0, host: '127.0.0.1', shutdownTimeoutMs: 5000 });
    const res = await fetch(`${handle.url}/healthz`);
    expect(res.status).toBe(200);
    await res.text();
    const started = Date.now();
    await handle.close();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('finishes an in-flight request after close() starts, refuses new connections, then runs the hooks', async () => {
    const events: string[] = [];
    const { app } = testApp();
    app.get('/slow-tracked', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push('handler finished');
      return c.text('done');
    });
    handle = await startServer(app, {
      port: 0,
      host: '127.0.0.1',
      shutdownHooks: [
        { name: 'worker', run: async () => void events.push('worker stopped') },
        { name: 'database', run: async () => void events.push('database closed') },
      ],
    });
    const url = handle.url;
    const slow = get(`${url}/slow-tracked`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = handle.close().then(() => events.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(get(`${url}/healthz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await slow).toEqual({ status: 200, body: 'done' });
    await closing;
    await handle.closed;
    expect(events).toEqual(['handler finished', 'worker stopped', 'database closed', 'closed']);
  });

  it('cuts requests that outlive the shutdown timeout, and keeps running hooks after one fails', async () => {
    const events: string[] = [];
    handle = await startServer(testApp().app, {
      port: 0,
      host: '127.0.0.1',
      shutdownTimeoutMs: 100,
      shutdownHooks: [
        { name: 'bad', run: () => Promise.reject(new Error('nope')) },
        { name: 'good', run: async () => void events.push('good') },
      ],
    });
    const stuck = get(`${handle.url}/slow?ms=5000`).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await handle.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stuck).toBe('ECONNRESET');
    expect(events).toEqual(['good']);
  });
});
