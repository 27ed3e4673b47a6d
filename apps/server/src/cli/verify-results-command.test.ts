import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@ctp/store';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EXIT, runCli } from './program.js';

function capture(dir: string) {
  let stdout = '';
  let stderr = '';
  return {
    io: {
      stdout: (t: string) => {
        stdout += t;
      },
      stderr: (t: string) => {
        stderr += t;
      },
      cwd: dir,
      env: { CTP_DATA_DIR: dir, CTP_LOG_LEVEL: 'warn' },
    },
    out: () => stdout,
    err: () => stderr,
  };
}

describe('ctp verify-results', () => {
  it('passes on the demo data, then names the result the database owner multiplied by 1,000', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctp-verify-'));
    expect(await runCli(['demo'], capture(dir).io)).toBe(EXIT.ok);

    const clean = capture(dir);
    expect(await runCli(['verify-results', '--org', 'demo'], clean.io)).toBe(EXIT.ok);
    const before = JSON.parse(clean.out());
    expect(before).toMatchObject({
      valid: true,
      results: { valid: true, discrepancyCount: 0 },
      auditChain: { valid: true },
    });
    expect(before.results.checkedResults).toBeGreaterThan(0);

    // The owner of the embedded database, every trigger off (session_replication_role = replica).
    const database = await openDatabase({ dataDir: join(dir, 'db') });
    let victim = '';
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        const row = await sql<{
          id: string;
        }>`SELECT id FROM emission_results WHERE superseded_at IS NULL ORDER BY id LIMIT 1`.execute(trx);
        victim = row.rows[0]?.id ?? '';
        await sql`UPDATE emission_results SET co2e_kg = co2e_kg * 1000 WHERE id = ${victim}`.execute(trx);
      });
    } finally {
      await database.close();
    }

    const tampered = capture(dir);
    expect(await runCli(['verify-results', '--org', 'demo'], tampered.io)).toBe(EXIT.failed);
    const after = JSON.parse(tampered.out());
    expect(after.valid).toBe(false);
    expect(after.auditChain.valid).toBe(true); // the audit chain alone does not see it
    expect(after.results.discrepancies).toEqual([
      expect.objectContaining({ resultId: victim, reasons: ['co2e_differs_from_record'] }),
    ]);
    expect(after.results.runs.some((r: { status: string }) => r.status === 'root_mismatch')).toBe(true);

    const usage = capture(dir);
    expect(await runCli(['verify-results', '--org', 'demo', '--run', 'x'], usage.io)).toBe(EXIT.usage);
    expect(usage.err()).toMatch(/--run/);
  }, 180_000);
});
