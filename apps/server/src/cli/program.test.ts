import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from './program.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../../..');

async function run(argv: string[], cwd = here) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

describe('ctp --version', () => {
  it("prints the server package's version and exits 0", async () => {
    const pkg = JSON.parse(await readFile(join(here, '../../package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const { code, stdout } = await run([flag]);
      expect(code).toBe(EXIT.ok);
      expect(stdout).toBe(`${pkg.version}\n`);
    }
  });
});

describe('ctp calculate', () => {
  it('prints output and record per activity and a typed error for each bad one', async () => {
    const { code, stdout } = await run(['calculate', 'fixtures/activities.json', '--gwp', 'AR5']);
    expect(code).toBe(EXIT.failed);
    const lines = JSON.parse(stdout);
    expect(lines.map((l: { id: string; ok: boolean }) => [l.id, l.ok])).toEqual([
      ['gas-hq-jan', true],
      ['power-hq-jan', true],
      ['negative', false],
      ['unknown-category', false],
    ]);
    // EPA Hub 2025 Table 1: 1000 scf × (0.05444 kg CO2 + 0.00000103 kg CH4 × 28 + 0.0000001 kg N2O × 265)
    expect(lines[0].output.co2eKg).toBe('54.49534');
    expect(lines[0].record.input.gwpSet).toBe('AR5');
    expect(lines[2].error.code).toBe('NEGATIVE_QUANTITY');
    expect(lines[3].error.code).toBe('UNKNOWN_CATEGORY');
  });

  it('is byte-identical across runs', async () => {
    const a = await run(['calculate', 'fixtures/activities.json']);
    const b = await run(['calculate', 'fixtures/activities.json']);
    expect(a.stdout).toBe(b.stdout);
  });

  it('refuses an unknown GWP set and a missing file with exit code 2', async () => {
    expect((await run(['calculate', 'fixtures/activities.json', '--gwp', 'AR3'])).code).toBe(EXIT.usage);
    const missing = await run(['calculate', 'fixtures/nope.json']);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr).toMatch(/cannot read .*nope\.json: ENOENT/);
  });
});

describe('ctp replay', () => {
  it('recomputes a record and detects a tampered digit', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctp-replay-'));
    const { stdout } = await run(['calculate', join(here, 'fixtures/activities.json')], dir);
    const lines = JSON.parse(stdout);
    await writeFile(join(dir, 'record.json'), JSON.stringify(lines[1].record));
    const good = await run(['replay', 'record.json'], dir);
    expect(good.code).toBe(EXIT.ok);
    expect(JSON.parse(good.stdout)).toMatchObject({
      valid: true,
      replayMatches: true,
      inputChecksumValid: true,
    });

    const tampered = structuredClone(lines[1].record);
    tampered.output.co2eKg = tampered.output.co2eKg.replace(/^(\d)/, (d: string) =>
      String((Number(d) + 1) % 10),
    );
    await writeFile(join(dir, 'tampered.json'), JSON.stringify(tampered));
    const bad = await run(['replay', 'tampered.json'], dir);
    expect(bad.code).toBe(EXIT.failed);
    expect(JSON.parse(bad.stdout)).toMatchObject({
      valid: false,
      outputChecksumValid: false,
      replayMatches: false,
    });
  });
});

describe('pnpm --silent ctp (real process)', () => {
  it('runs from the repository root script and prints only JSON', async () => {
    const exec = promisify(execFile);
    const { stdout } = await exec(
      'pnpm',
      ['--silent', 'ctp', 'calculate', 'apps/server/src/cli/fixtures/activities.json'],
      {
        cwd: repoRoot,
        env: { ...process.env, INIT_CWD: repoRoot },
      },
    ).catch((error: { stdout: string; code: number }) => {
      expect(error.code).toBe(EXIT.failed); // two activities of the fixture are bad on purpose
      return { stdout: error.stdout };
    });
    expect(JSON.parse(stdout)).toHaveLength(4);
    // A guard against hangs: pnpm, tsx and the engine's imports start slowly on a loaded machine.
  }, 120_000);
});
