import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from './program.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../../..');
// Start-up runs every migration on a fresh database; on a loaded two-core CI machine that has taken
// over 20 s, so the waits are generous (they guard against hangs, they do not measure speed).
const until = async (test: () => boolean, ms = 120_000) => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('ctp serve', () => {
  it('serves with options over the environment, prints the address, and stops on the shutdown signal', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctp-serve-'));
    const stop = new AbortController();
    let stdout = '';
    let stderr = '';
    const io = {
      stdout: (t: string) => {
        stdout += t;
      },
      stderr: (t: string) => {
        stderr += t;
      },
      cwd: dir,
      env: { PORT: '1', HOST: 'localhost', CTP_LOG_LEVEL: 'info' },
      shutdownSignal: stop.signal,
    };
    const exit = runCli(['serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', 'data'], io);
    await until(() => stderr.includes('serving on'));
    const url = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr)?.[1];
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(200);
    stop.abort();
    expect(await exit).toBe(EXIT.ok);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const config = lines.find((l) => l.msg === 'configuration')?.config as Record<string, unknown>;
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      dataDir: join(dir, 'data'),
      sessionSecret: '[redacted]',
    });
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['listening', 'request', 'stopped']));
  }, 180_000);

  it('exits 2 listing every configuration problem, without a stack trace', async () => {
    let stderr = '';
    const code = await runCli(['serve', '--port', 'http'], {
      stdout: () => {},
      stderr: (t) => {
        stderr += t;
      },
      cwd: tmpdir(),
      env: { NODE_ENV: 'production', CTP_LOG_LEVEL: 'chatty' },
    });
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('PORT: must be a whole number');
    expect(stderr).toContain('CTP_LOG_LEVEL: must be one of');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('as a real process: stops on SIGTERM with exit code 0', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctp-serve-proc-'));
    const child = spawn(
      process.execPath,
      [
        '--conditions=@ctp/source',
        '--import',
        'tsx',
        'apps/server/src/bin.ts',
        'serve',
        '--port',
        '0',
        '--data-dir',
        dir,
      ],
      { cwd: repoRoot, env: { PATH: process.env.PATH, CTP_LOG_LEVEL: 'info' } },
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
    await until(() => stderr.includes('serving on'));
    const url = /serving on (\S+)/.exec(stderr)?.[1];
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toContain('"signal":"SIGTERM"');
    expect(stdout).toContain('"msg":"stopped"');
  }, 180_000);
});
