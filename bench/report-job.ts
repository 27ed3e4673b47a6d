/**
 * The whole report job at scale (issue 16): an organization with `results` current emission
 * results, a report requested through the API of a real `ctp start` (server and worker), timed
 * from the request (queued) to `complete`, on PGlite and on PostgreSQL; beside it, rendering
 * alone (map + every artifact) of a report input of the same size, measured in the same run, and
 * the ratio of the two. Aim: the job within 10 s on PostgreSQL and within 3× rendering. Printed,
 * never asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDefaultFrameworkRegistry, mapReport, parseReportInput, renderArtifacts } from '@ctp/reporting';
import { demoReportInput } from '@ctp/reporting/testing';
import { withScratchDatabase } from './scratch-database.js';
import { startServer } from './web.js';
import { BENCH_LOGIN, seedResults } from './web-data.js';

const FRAMEWORK = 'csrd';
const PERIOD = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Rendering alone: parse, map and every artifact (PDF included) of an input with `lines` lines. */
async function renderingAlone(lines: number): Promise<number> {
  const framework = createDefaultFrameworkRegistry().get(FRAMEWORK);
  const data = demoReportInput({ lines });
  // One warm-up (module loading, fonts), as a worker that has rendered before.
  await renderArtifacts(
    mapReport(framework, parseReportInput(demoReportInput())),
    parseReportInput(demoReportInput()),
  );
  const t0 = performance.now();
  const input = parseReportInput(data);
  await renderArtifacts(mapReport(framework, input), input);
  return performance.now() - t0;
}

/** Requests a report through the API and polls until it is complete; the time from request to complete. */
async function jobTime(url: string): Promise<number> {
  const signedIn = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      organizationSlug: BENCH_LOGIN.slug,
      email: BENCH_LOGIN.email,
      password: BENCH_LOGIN.password,
    }),
  });
  if (!signedIn.ok) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken: csrf } = (await signedIn.json()) as { csrfToken: string };
  const t0 = performance.now();
  const res = await fetch(`${url}/api/reports`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: url, 'x-csrf-token': csrf },
    body: JSON.stringify({ frameworkCode: FRAMEWORK, ...PERIOD }),
  });
  if (res.status !== 202) throw new Error(`POST /api/reports answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    // The worker shares the server's process: a poll may meet a kept-alive socket the busy server
    // has just closed (ECONNRESET); that poll is simply made again.
    const status = (await fetch(`${url}/api/reports/${id}/status`, {
      headers: { cookie, connection: 'close' },
    })
      .then((r) => r.json())
      .catch(() => ({ status: 'unknown' }))) as { status: string };
    if (status.status === 'complete') return performance.now() - t0;
    if (status.status === 'failed') throw new Error(`the report failed: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function onTarget(
  label: string,
  results: number,
  renderMs: number,
  databaseUrl?: string,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'ctp-bench-report-'));
  try {
    const seedStart = performance.now();
    const seeded = await seedResults(dir, results, databaseUrl);
    console.log(
      `- ${label}: ${seeded.results.toLocaleString('en-US')} current results (seeded in ${s(performance.now() - seedStart)})`,
    );
    const server = await startServer(dir, databaseUrl);
    try {
      const ms = await jobTime(server.url);
      console.log(
        `  whole job, queued to complete: ${s(ms)} = ${(ms / renderMs).toFixed(2)}× rendering alone` +
          `${label === 'PostgreSQL' ? ' (aim: within 10 s and 3×)' : ''}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function benchReportJob(results: number): Promise<void> {
  console.log(`\n## Report job at scale: ${results.toLocaleString('en-US')} results, framework ${FRAMEWORK}`);
  const renderMs = await renderingAlone(results);
  console.log(
    `- rendering alone (parse, map, every artifact) of ${results.toLocaleString('en-US')} lines: ${s(renderMs)}`,
  );
  await onTarget('PGlite', results, renderMs);
  const base = process.env.TEST_DATABASE_URL;
  if (base === undefined) console.log('- PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://…)');
  else
    await withScratchDatabase(base, 'ctp_bench_report', (url) =>
      onTarget('PostgreSQL', results, renderMs, url),
    );
}

// `node … report-job.ts [results]` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchReportJob(Number(process.argv[2] ?? 100_000));
}
