// The package must stay usable alone and outside Node (ARCHITECTURE.md): no other @ctp package, no
// node: built-ins, no environment, no I/O in library code. Tests may use Node.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };

const root = fileURLToPath(new URL('.', import.meta.url));
const sources = (readdirSync(root, { recursive: true }) as string[]).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);

it('library code imports no other @ctp package, no node: built-in and reads no environment', () => {
  expect(sources.length).toBeGreaterThan(20);
  const offending = sources.filter((f) =>
    /from '(@ctp\/|node:)|process\.env|\bfetch\(/.test(readFileSync(join(root, f), 'utf8')),
  );
  expect(offending).toEqual([]);
});

it('depends on no other @ctp package', () => {
  const deps = Object.keys({
    ...pkg.dependencies,
    ...(pkg as { peerDependencies?: object }).peerDependencies,
  });
  expect(deps.filter((d) => d.startsWith('@ctp/'))).toEqual([]);
});
