import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, problemTypeForCode, problemTypeForStatus } from './problem-types.js';

describe('the problem table', () => {
  it('has unique slugs and maps each code once', () => {
    const slugs = PROBLEM_TYPES.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const codes = PROBLEM_TYPES.flatMap((row) => row.codes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives generic types by status', () => {
    expect(problemTypeForStatus(400).slug).toBe('bad-request');
    expect(problemTypeForStatus(418).slug).toBe('bad-request');
    expect(problemTypeForStatus(502).slug).toBe('internal-error');
    expect(problemTypeForCode('FACTOR_NOT_FOUND')?.status).toBe(422);
  });

  it('is documented row for row in the README', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const rows = new Map(
      [...readme.matchAll(/^\| `([a-z-]+)`\s*\| (\d{3})\s*\| ([^|]+)\|/gm)].map((m) => [
        m[1],
        { status: Number(m[2]), codes: [...(m[3] ?? '').matchAll(/`([A-Z_]+)`/g)].map((c) => c[1]) },
      ]),
    );
    expect([...rows.keys()]).toEqual(PROBLEM_TYPES.map((row) => row.slug));
    for (const row of PROBLEM_TYPES)
      expect(rows.get(row.slug)).toEqual({ status: row.status, codes: [...row.codes] });
  });
});
