import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, isStale, stalePackages, workspaceClosure } from './freshness.js';

let root: string;

/** Writes a file (and its folders) dated `secondsAgo` in the past. */
function write(file: string, text: string, secondsAgo: number) {
  const path = join(root, file);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(path, at, at);
}

function manifest(name: string, dependencies: Record<string, string> = {}) {
  return JSON.stringify({ name, dependencies });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ctp-freshness-'));
  write('apps/server/package.json', manifest('@x/server', { '@x/store': 'workspace:*', hono: '^4' }), 100);
  write('apps/server/src/bin.ts', 'bin', 100);
  write('packages/store/package.json', manifest('@x/store', { '@x/engine': 'workspace:*' }), 100);
  write('packages/store/src/index.ts', 'store', 100);
  write('packages/engine/package.json', manifest('@x/engine'), 100);
  write('packages/engine/src/deep/calc.ts', 'engine', 100);
  write('packages/unused/package.json', manifest('@x/unused'), 100);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('workspaceClosure', () => {
  it('lists the entry and its workspace dependencies, dependencies first, nothing else', () => {
    expect(workspaceClosure(root, '@x/server').map((p) => p.name)).toEqual([
      '@x/engine',
      '@x/store',
      '@x/server',
    ]);
  });
});

describe('stalePackages', () => {
  it('finds every package stale before its first build, none after', () => {
    expect(stalePackages(root, '@x/server')).toHaveLength(3);
    for (const dir of ['apps/server', 'packages/store', 'packages/engine'])
      write(`${dir}/dist/${BUILD_STAMP}`, '', 50);
    expect(stalePackages(root, '@x/server')).toEqual([]);
  });

  it('finds a package stale when a source, however deep, or its manifest is newer than its build', () => {
    for (const dir of ['apps/server', 'packages/store', 'packages/engine'])
      write(`${dir}/dist/${BUILD_STAMP}`, '', 50);
    write('packages/engine/src/deep/calc.ts', 'engine, edited', 10);
    expect(stalePackages(root, '@x/server').map((p) => p.name)).toEqual(['@x/engine']);
    write('apps/server/package.json', manifest('@x/server', { '@x/store': 'workspace:*' }), 10);
    expect(stalePackages(root, '@x/server').map((p) => p.name)).toEqual(['@x/engine', '@x/server']);
  });

  it('ignores tests, which are not bundled', () => {
    write(`packages/store/dist/${BUILD_STAMP}`, '', 50);
    write('packages/store/src/index.test.ts', 'test', 10);
    expect(isStale(join(root, 'packages/store'))).toBe(false);
  });
});
