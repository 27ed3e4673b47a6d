import { Worker } from 'node:worker_threads';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerHandle, startServer } from '../http/start-server.js';
import { type CalculationsHarness, openCalculationsHarness } from '../testing/calculations-harness.js';

/** The answer `/healthz` must give within while the heaviest request runs (issue 19). */
const HEALTHZ_WITHIN_MS = 1_000;
/** The server's default body limit: the largest request a member can send. */
const BODY_LIMIT = 10 * 1024 * 1024;

/**
 * The heaviest request an ORG_MEMBER can make: a JSON import filling the whole body limit (some 60,000
 * activity rows, each with attributes and a long-but-valid source document), parsed, guarded, validated
 * row by row and stored in one transaction. While it runs, `/healthz` on the same process must answer
 * within {@link HEALTHZ_WITHIN_MS}: no request may hold the event loop. Runs on a real socket.
 */
function largestImport(): string {
  const row = (i: number) =>
    JSON.stringify({
      category: 'scope1.stationary_combustion',
      quantity: `${1000 + (i % 997)}.25`,
      unit: 'kWh',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      region: 'GB',
      attributes: { fuel: 'natural_gas', meter: `M-${i}` },
      sourceDocument: `invoice ${i} ${'x'.repeat(40)}`,
    });
  const rows: string[] = [];
  let size = 2;
  for (let i = 0; ; i++) {
    const next = row(i);
    if (size + next.length + 1 > BODY_LIMIT - 1024) break;
    rows.push(next);
    size += next.length + 1;
  }
  return `[${rows.join(',')}]`;
}

/**
 * Probes `/healthz` from a worker thread every 100 ms until told to stop, and answers with each probe's
 * latency. It must not share the server's event loop: a probe sent from the server's own thread would
 * wait out a stall before it is even sent, and look fast.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  while (!stop) {
    const started = performance.now();
    try {
      const res = await fetch(workerData.url, { signal: AbortSignal.timeout(30000) });
      await res.text();
      latencies.push({ ms: performance.now() - started, status: res.status });
    } catch (err) {
      latencies.push({ ms: performance.now() - started, status: 0 });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  parentPort.postMessage(latencies);
})();
`;

function startProbe(url: string) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url } });
  return {
    stop: () =>
      new Promise<{ ms: number; status: number }[]>((resolve, reject) => {
        worker.once('message', (latencies) => {
          void worker.terminate();
          resolve(latencies);
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

// PostgreSQL only: the embedded database (PGlite) runs its statements on the server's own thread, so a
// long statement there (the ANALYZE after a 38,000-row import, a commit) holds the event loop for its
// duration — measured at up to 2.4 s here; see the server README ("Input limits"). On PostgreSQL the
// server's own work is what this shows bounded. CI sets TEST_DATABASE_URL, so it runs there.
const postgres = testTargets(process.env.TEST_DATABASE_URL).filter((target) => target.name === 'postgres');

// Without PostgreSQL the suite is reported as skipped (an empty `describe.each` would be "no test suite").
describe.skipIf(postgres.length === 0)('responsiveness while the heaviest member request runs', () => {
  describe.each(postgres)('on $name', (target) => {
    let t: CalculationsHarness;
    let server: ServerHandle;

    beforeAll(async () => {
      t = await openCalculationsHarness(target, 'load');
      server = await startServer(t.h.app, { port: 0, host: '127.0.0.1' });
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await t?.close();
    });

    it('answers /healthz within 1 s during a body-limit import', async () => {
      const body = largestImport();
      expect(body.length).toBeGreaterThan(BODY_LIMIT * 0.9);
      const probe = startProbe(`${server.url}/healthz`);
      // Let the worker start and send its first probes before the import, so its own start-up is not counted.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const started = performance.now();
      const res = await fetch(`${server.url}/api/activities/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...t.as('ORG_MEMBER') },
        body,
      });
      const imported = (await res.json()) as { imported?: number };
      const took = performance.now() - started;
      const probes = await probe.stop();
      expect(res.status).toBe(201);
      expect(imported.imported).toBeGreaterThan(30_000);
      // The probes ran all along the import (one every 100 ms and its answer), else the test shows nothing.
      expect(probes.length).toBeGreaterThanOrEqual(Math.floor(took / 1_000));
      expect(probes.every((p) => p.status === 200)).toBe(true);
      expect(Math.max(...probes.map((p) => p.ms))).toBeLessThan(HEALTHZ_WITHIN_MS);
    }, 300_000);
  });
});
