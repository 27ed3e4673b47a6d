import { createRoute, z } from '@hono/zod-openapi';
import type { App, ReadinessCheck } from './app-env.js';
import { buildProblem, PROBLEM_MEDIA_TYPE, ProblemSchema, problemResponse } from './problem.js';
import { problemTypeForCode } from './problem-types.js';

const CheckResult = z.object({
  name: z.string(),
  ok: z.boolean(),
  durationMs: z.number(),
});
const Ready = z.object({ status: z.literal('ready'), checks: z.array(CheckResult) }).openapi('Readiness');
const Alive = z.object({ status: z.literal('alive') }).openapi('Liveness');

const healthz = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['Operations'],
  summary: 'Liveness: the process answers',
  responses: {
    200: { description: 'The process is alive', content: { 'application/json': { schema: Alive } } },
  },
});

const readyz = createRoute({
  method: 'get',
  path: '/readyz',
  tags: ['Operations'],
  summary: 'Readiness: database, object store and migrations',
  description: 'Runs every readiness check; 503 names the failing checks (their causes are only logged).',
  responses: {
    200: { description: 'Every check passed', content: { 'application/json': { schema: Ready } } },
    503: {
      description: 'At least one check failed',
      content: {
        [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema.extend({ failedChecks: z.array(z.string()) }) },
      },
    },
  },
});

async function runCheck(check: ReadinessCheck, timeoutMs: number) {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`timed out after ${timeoutMs} ms`));
      controller.abort();
    }, timeoutMs);
  });
  try {
    await Promise.race([check.check(controller.signal), timeout]);
    return { name: check.name, ok: true, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { name: check.name, ok: false, durationMs: Math.round(performance.now() - started), error };
  } finally {
    clearTimeout(timer);
  }
}

/** Registers `/healthz` (always 200) and `/readyz` (runs `checks` concurrently, 503 on any failure). */
export function registerHealthRoutes(app: App, checks: ReadinessCheck[], timeoutMs: number): void {
  app.openapi(healthz, (c) => c.json({ status: 'alive' as const }, 200, { 'cache-control': 'no-store' }));
  app.openapi(readyz, async (c) => {
    const results = await Promise.all(checks.map((check) => runCheck(check, timeoutMs)));
    const failed = results.filter((r) => !r.ok);
    if (failed.length === 0) {
      return c.json({ status: 'ready' as const, checks: results }, 200, { 'cache-control': 'no-store' });
    }
    for (const f of failed) c.var.log.warn({ check: f.name, err: f.error }, 'readiness check failed');
    const row = problemTypeForCode('NOT_READY');
    if (!row) throw new Error('problem table lacks NOT_READY');
    const names = failed.map((f) => f.name);
    const problem = buildProblem(c, row, 'NOT_READY', {
      detail: `Failing readiness checks: ${names.join(', ')}.`,
      failedChecks: names,
      checks: results.map(({ name, ok, durationMs }) => ({ name, ok, durationMs })),
    });
    return problemResponse(problem) as never;
  });
}
