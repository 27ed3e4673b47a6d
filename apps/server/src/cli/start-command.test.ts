import { spawn } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from './program.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../../..');
// Waits guard against hangs, not speed: a fresh PGlite and its migrations take long on a loaded CI machine.
const until = async (test: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('ctp start, migrate and worker', () => {
  it('start, as a real process on a free port with a temp data dir: answers /healthz and /readyz, exits 0 on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctp-start-'));
    const child = spawn(
      process.execPath,
      ['--conditions=@ctp/source', '--import', 'tsx', 'apps/server/src/bin.ts', 'start', '--port', '0'],
      { cwd: repoRoot, env: { PATH: process.env.PATH, CTP_DATA_DIR: dir, CTP_LOG_LEVEL: 'info' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await until(() => stderr.includes('serving on'), 120_000);
      const url = /serving on (http:\/\/[^\s,]+)/.exec(stderr)?.[1];
      expect(stderr).toContain('worker running');
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      const body = (await ready.json()) as { checks: { name: string }[] };
      expect(body.checks.map((c) => c.name).sort()).toEqual(['database', 'migrations', 'object-store']);
      const page = await fetch(`${url}/`, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(page.headers.get('location')).toBe('/setup');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stdout).toContain('"msg":"migrations applied"');
    expect(stdout).toContain('"hook":"job-queue"');
    expect(stdout).toContain('"msg":"stopped"');
    expect((await readdir(dir)).sort()).toEqual(
      expect.arrayContaining(['artifacts', 'db', 'session-secret']),
    );
  }, 180_000);

  it('migrate applies the migrations once and says so; worker runs until stopped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctp-migrate-'));
    const out: string[] = [];
    const io = {
      stdout: (t: string) => void out.push(t),
      stderr: (t: string) => void out.push(t),
      cwd: dir,
      env: { CTP_LOG_LEVEL: 'silent' },
    };
    expect(await runCli(['migrate', '--data-dir', 'data'], io)).toBe(EXIT.ok);
    expect(out.join('')).toContain('0001_foundation');
    out.length = 0;
    expect(await runCli(['migrate', '--data-dir', 'data'], io)).toBe(EXIT.ok);
    expect(out.join('')).toContain('already current');

    out.length = 0;
    const stop = new AbortController();
    const worker = runCli(['worker', '--data-dir', 'data'], { ...io, shutdownSignal: stop.signal });
    await until(() => out.join('').includes('worker running'), 30_000);
    expect(out.join('')).toContain(
      'worker running (queues: housekeeping, supplier-sync, pact-answer-delivery, pact-auto-answer, generate, forecast, calculate)',
    );
    stop.abort();
    expect(await worker).toBe(EXIT.ok);
  }, 180_000);
});
